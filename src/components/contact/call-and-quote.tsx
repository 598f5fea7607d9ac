import React from "react"
import { Icon } from "../ui/icons/icon"
import { useOpenQuote } from "./quote-modal-context"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { telHref } from "../../lib/contact/phone"
import { CONTACT_ACTIONS } from "../../lib/contact/contact-actions"

/** The call button, in the one look calls have across the site. */
export function CallButton({ className = "" }: { className?: string }) {
  const site = useSite()
  const ui = useUi()
  return (
    <a href={telHref(site.phone.display)} className={`btn-call ${className}`}>
      <Icon name="phone" className="h-5 w-5" />
      {ui.actions.call} {site.phone.display}
    </a>
  )
}

/**
 * The two first actions of a visitor: call now, or ask for a free quote (the quote form); a page
 * that shows its own form (the contact page) offers the call alone (`quote={false}`). Full width and
 * stacked on phones, side by side from 640 px.
 */
export function CallAndQuote({ className = "", quote = true }: { className?: string; quote?: boolean }) {
  const ui = useUi()
  const openQuote = useOpenQuote()
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`} {...CONTACT_ACTIONS}>
      <CallButton className="px-6 sm:py-3.5 sm:text-lg" />
      {quote && (
        <button type="button" className="btn-quote px-6 sm:py-3.5 sm:text-lg" onClick={openQuote} data-tap="quote">
          {ui.actions.quote}
        </button>
      )}
    </div>
  )
}
