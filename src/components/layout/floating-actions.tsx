import React from "react"
import { Icon } from "../ui/icon"
import { useSite } from "../../hooks/use-site"
import { telHref, whatsappHref } from "../../lib/paths"

/** WhatsApp chat and call buttons, fixed at the bottom right of every page. */
export function FloatingActions() {
  const site = useSite()
  return (
    <aside aria-label="Quick contact" className="fixed right-4 bottom-4 z-30 flex flex-col gap-3">
      <a
        href={whatsappHref(site.whatsapp.number, site.whatsapp.text)}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-[#128c4b] sm:h-14 sm:w-14 text-white shadow-lg ring-2 ring-white hover:bg-[#0e7a41]"
        aria-label="Chat with us on WhatsApp"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" className="h-7 w-7" />
      </a>
      <a
        href={telHref(site.phone.international)}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-400 sm:h-14 sm:w-14 text-navy-950 shadow-lg ring-2 ring-white hover:bg-accent-300"
        aria-label={`Call ${site.phone.display}`}
      >
        <Icon name="phone" className="h-7 w-7" />
      </a>
    </aside>
  )
}
