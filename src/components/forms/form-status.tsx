import React, { forwardRef } from "react"
import { Icon } from "../ui/icons/icon"
import { telHref } from "../../lib/contact/phone"
import type { Site } from "../../hooks/use-site"
import type { UiTexts } from "../../hooks/use-ui"

export type FormOutcome = { kind: "idle" } | { kind: "accepted" | "refused" | "failed"; text: string }

interface FormStatusProps {
  outcome: FormOutcome
  phone: Site["phone"]
  texts: UiTexts
}

/** A text that opens with its own mark (the failure messages' "❌"): the box then shows no icon of its own. */
const OWN_MARK = /^\p{Extended_Pictographic}/u

/**
 * The outcome of the last send beside the button, announced politely: the handlers' own sentence on
 * success or refusal, and with any failure the number to call instead. One mark a message: a tick or
 * a warning sign, unless the text brings its own. Always present, so that screen readers notice
 * when it changes.
 */
export const FormStatus = forwardRef<HTMLDivElement, FormStatusProps>(function FormStatus(
  { outcome, phone, texts },
  ref,
) {
  const accepted = outcome.kind === "accepted"
  return (
    <div ref={ref} role="status" data-outcome={outcome.kind}>
      {outcome.kind !== "idle" && (
        <div
          className={`mt-3 flex gap-3 rounded-lg border p-3 text-sm ${
            accepted ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900"
          }`}
        >
          {!OWN_MARK.test(outcome.text.trim()) && (
            <Icon name={accepted ? "check" : "alert"} className="h-5 w-5 shrink-0" />
          )}
          <div>
            <p className="font-semibold whitespace-pre-line">{outcome.text.trim()}</p>
            {!accepted && (
              <p className="mt-1">
                {texts.forms.callInstead}{" "}
                <a href={telHref(phone.display)} className="font-bold whitespace-nowrap underline">
                  {phone.display}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  )
})
