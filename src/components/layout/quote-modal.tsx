import React, { memo, startTransition, useEffect, useRef, useState } from "react"
import { CloseButton } from "../ui/close-button"
import { Icon } from "../ui/icons/icon"
import { DeferredEnquiryForm } from "../forms/deferred-enquiry-form"
import { CallButton } from "../contact/call-and-quote"
import { useQuoteModal } from "../contact/quote-modal-context"
import { useModalDialog } from "../../hooks/use-modal-dialog"
import { useUi } from "../../hooks/use-ui"
import { useWhenIdle } from "../../hooks/use-when-idle"

/**
 * What the dialog shows once the handlers accepted the request (after the alert with their reply):
 * the reply, what happens next, the number to call and a button that closes it. Focus moves to the
 * reply, which the form's Send button, now gone, had.
 */
function QuoteSent({ reply, onClose }: { reply: string; onClose: () => void }) {
  const { quoteSent } = useUi()
  const message = useRef<HTMLDivElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div data-quote-sent="">
      <div
        ref={message}
        tabIndex={-1}
        className="flex gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 focus:outline-none"
      >
        <Icon name="check" className="h-6 w-6 shrink-0" />
        <p className="font-semibold whitespace-pre-line">{reply.trim()}</p>
      </div>
      <h3 className="mt-5 text-lg font-bold text-navy-900">{quoteSent.heading}</h3>
      <p className="mt-1 text-body text-slate-700">{quoteSent.next}</p>
      <div className="mt-5 flex flex-col gap-3">
        <CallButton className="w-full" />
        <button type="button" className="btn-quote w-full" onClick={onClose}>
          {quoteSent.close}
        </button>
      </div>
    </div>
  )
}

/**
 * One request: the form, then, once accepted, what happens next. Memoised: opening the dialog
 * renders the dialog again, not the form inside it, within the tap.
 */
const QuoteRequest = memo(function QuoteRequest({ onClose }: { onClose: () => void }) {
  const [reply, setReply] = useState<string | null>(null)
  if (reply !== null) return <QuoteSent reply={reply} onClose={onClose} />
  return <DeferredEnquiryForm variant="quote" onAccepted={setReply} />
})

/**
 * "Request a Quote" dialog opened by Get Quote. The platform's modal <dialog> (useModalDialog):
 * centred, at most 28rem wide and 1rem clear of every edge of the screen. Once the handlers have
 * accepted a request it keeps the visitor in it, with the reply and what happens next, until they
 * close it.
 *
 * Its content is made ahead of the first opening, once the browser is idle (or at that opening,
 * should it come first): the tap then only shows the dialog. Each opening starts on an empty form:
 * the request of the last opening stays in the closed dialog while it closes (so that focus is still
 * inside it, and the browser gives focus back to the button that opened it), and is replaced by a
 * new one right after, before the next opening.
 */
export function QuoteModal() {
  const { isOpen, close } = useQuoteModal()
  const dialog = useModalDialog(isOpen, close)
  const idle = useWhenIdle()
  const [made, setMade] = useState(isOpen)
  if (isOpen && !made) setMade(true)
  const [request, setRequest] = useState(0)
  const closedOnce = useRef(false)
  useEffect(() => {
    if (isOpen) closedOnce.current = true
    else if (closedOnce.current) startTransition(() => setRequest((count) => count + 1))
  }, [isOpen])
  return (
    <dialog
      {...dialog}
      aria-labelledby="quote-title"
      aria-describedby="quote-subtitle"
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 text-inherit shadow-2xl backdrop:bg-navy-950/70 sm:p-6"
    >
      {(made || idle) && (
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
          <QuoteRequest key={request} onClose={close} />
        </>
      )}
    </dialog>
  )
}
