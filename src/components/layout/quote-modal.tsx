import React, { useState } from "react"
import { CloseButton } from "../ui/close-button"
import { DeferredEnquiryForm } from "../forms/deferred-enquiry-form"
import { useQuoteModal } from "../contact/quote-modal-context"
import { useModalDialog } from "../../hooks/use-modal-dialog"

/**
 * "Request a Quote" dialog opened by Get Quote; closes once the handlers accepted the request. The
 * platform's modal <dialog> (useModalDialog): centred, at most 28rem wide and 1rem clear of every
 * edge of the screen. Its content is made at the first opening, and each opening starts on an empty
 * form; the last one stays in the closed dialog until then, so that focus is still inside it as it
 * closes and the browser gives focus back to the button that opened it.
 */
export function QuoteModal() {
  const { isOpen, close } = useQuoteModal()
  const dialog = useModalDialog(isOpen, close)
  const [openings, setOpenings] = useState(0)
  const [shown, setShown] = useState(false)
  if (isOpen !== shown) {
    setShown(isOpen)
    if (isOpen) setOpenings(openings + 1)
  }
  return (
    <dialog
      {...dialog}
      aria-labelledby="quote-title"
      aria-describedby="quote-subtitle"
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-inherit shadow-2xl backdrop:bg-navy-950/70"
    >
      {openings > 0 && (
        <>
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <h2 id="quote-title" className="text-2xl font-extrabold">
                Request a Quote
              </h2>
              <p id="quote-subtitle" className="mt-1 text-slate-600">
                We&apos;ll get back to you within 24 hours
              </p>
            </div>
            <CloseButton label="Close quote form" onClose={close} />
          </div>
          <DeferredEnquiryForm key={openings} variant="quote" onAccepted={close} />
        </>
      )}
    </dialog>
  )
}
