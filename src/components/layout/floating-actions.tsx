import React, { useEffect, useState } from "react"
import { Icon } from "../ui/icons/icon"
import { ExternalLink } from "../ui/external-link"
import { useOpenQuote } from "../contact/quote-modal-context"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { useAnyOnScreen } from "../../hooks/use-on-screen"
import { afterDrawn } from "../../lib/motion"
import { CONTACT_ACTIONS_SELECTOR } from "../../lib/contact/contact-actions"
import { telHref, whatsappDisplay, whatsappHref } from "../../lib/contact/phone"

// The bar's height is --spacing-action-bar (global.css), which the footer also leaves free.
const item = "flex h-action-bar min-w-0 items-center justify-center gap-1.5 text-sm font-bold whitespace-nowrap"
// From 1024 px each action is a round button floating at the bottom right.
const round = "lg:h-14 lg:w-14 lg:flex-none lg:rounded-full lg:shadow-lg lg:ring-2 lg:ring-white"

/** While any of these is on screen the bar steps aside: a form, or the page's own call buttons. */
const BAR_STEPS_ASIDE_FOR = `main form, ${CONTACT_ACTIONS_SELECTOR}`

/**
 * Quick contact on every page. Below 1024 px: a slim bar along the bottom (Call · Quote · WhatsApp)
 * that steps aside while a form or the page's own call buttons are on screen, so it never covers a
 * field, a Send button or the first screen's actions, with room left under the footer for it. From
 * 1024 px: the WhatsApp and call buttons at the bottom right, in the gutter every column of the page
 * keeps clear for them (container-page in global.css).
 */
export function FloatingActions({ currentPath }: { currentPath: string }) {
  const site = useSite()
  const ui = useUi()
  const openQuote = useOpenQuote()
  const reading = useAnyOnScreen(BAR_STEPS_ASIDE_FOR, currentPath)
  const stepAside = reading === true
  // The bar slides aside and back as the visitor scrolls. Its first position once the page has
  // started (aside, on a page whose first screen has its own call buttons) is taken at once: a slide
  // then is motion the visitor did not cause, and frames the phone paints while the page starts.
  // Its transition is turned on two frames after that first position, once the browser has drawn it.
  const [slides, setSlides] = useState(false)
  const read = reading !== null
  useEffect(() => {
    if (read && !slides) return afterDrawn(() => setSlides(true))
  }, [read, slides])
  // The content check refuses a 1300 or 1800 phone number without a WhatsApp number of its own.
  const whatsapp = whatsappHref(whatsappDisplay(site), site.whatsapp.text)
  return (
    <aside
      data-place="floating"
      aria-label="Quick contact"
      data-hidden={stepAside}
      className={`fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 pb-[env(safe-area-inset-bottom)] lg:flex shadow-[0_-4px_12px_rgb(0_0_0/0.15)] ${slides ? "transition-transform duration-200" : ""} lg:inset-x-auto lg:right-4 lg:bottom-4 lg:flex-col-reverse lg:gap-3 lg:pb-0 lg:shadow-none ${
        stepAside ? "max-lg:invisible max-lg:translate-y-full" : ""
      }`}
    >
      <a
        href={telHref(site.phone.display)}
        className={`${item} ${round} bg-accent-400 text-navy-950 hover:bg-accent-300`}
        aria-label={`${ui.actions.call} ${site.phone.display}`}
      >
        <Icon name="phone" className="h-5 w-5 lg:h-7 lg:w-7" />
        <span className="lg:sr-only">{ui.actions.call}</span>
      </a>
      <button
        type="button"
        onClick={openQuote}
        data-tap="quote"
        className={`${item} border-x border-navy-900/20 bg-white text-navy-900 hover:bg-brand-50 lg:hidden`}
      >
        {ui.actions.quote}
      </button>
      {whatsapp && (
        <ExternalLink
          href={whatsapp}
          className={`${item} ${round} bg-[#0e7a41] text-white hover:bg-[#0b6536]`}
          label="Chat with us on WhatsApp"
        >
          <Icon name="whatsapp" className="h-5 w-5 lg:h-7 lg:w-7" />
          <span className="lg:sr-only">{ui.actions.whatsapp}</span>
        </ExternalLink>
      )}
    </aside>
  )
}
