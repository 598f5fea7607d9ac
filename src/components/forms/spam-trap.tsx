// What the forms send besides the visitor's fields, for the PHP handlers' spam judgement
// (backend/src/Enquiry/Spam.php): a honeypot field that people and assistive technology never meet, and the
// time since the form was shown. A form posted before hydration sends the empty honeypot only.
import React, { forwardRef, useCallback, useId, useRef } from "react"

/** The honeypot's name is one no browser or password manager autofills (not name, company, url...). */
export const HONEYPOT_FIELD = "extra_info"
export const ELAPSED_FIELD = "elapsed_ms"

/**
 * Off-screen, inert (out of the tab order and the accessibility tree) and hidden from assistive
 * technology; a bot that fills in every field fills this one in too.
 */
export const SpamTrap = forwardRef<HTMLInputElement>(function SpamTrap(_props, ref) {
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" {...{ inert: "" }}>
      <label htmlFor={id}>Extra information</label>
      <input ref={ref} id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
})

/**
 * The ref for <SpamTrap> and the signals to send with the form's fields, given since when (epoch
 * ms) the visitor has seen the form.
 */
export function useSpamSignals() {
  const honeypotRef = useRef<HTMLInputElement>(null)
  const signals = useCallback(
    (shownAt: number): Record<string, string> => ({
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
      [ELAPSED_FIELD]: String(Date.now() - shownAt),
    }),
    [],
  )
  return { honeypotRef, signals }
}
