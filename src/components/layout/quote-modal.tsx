import React, { useRef } from "react"
import { CloseButton } from "../ui/close-button"
import { DeferredEnquiryForm } from "../forms/deferred-enquiry-form"
import { useQuoteModal } from "../contact/quote-modal-context"
import { useFocusTrap } from "../../hooks/use-focus-trap"

/** "Request a Quote" dialog opened by Get Quote; closes once the handlers accepted the request. */
export function QuoteModal() {
  const { isOpen, close } = useQuoteModal()
  const dialogRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef, isOpen, close)
  if (!isOpen) return null
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-navy-950/70" onClick={close} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="quote-title"
        aria-describedby="quote-subtitle"
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
      >
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
        <DeferredEnquiryForm variant="quote" onAccepted={close} />
      </div>
    </div>
  )
}
