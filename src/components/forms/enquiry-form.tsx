import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { FormField, problemText, textsOf, type ServiceOption } from "./form-field"
import { FormStatus, type FormOutcome } from "./form-status"
import { emptyValues, FORM_VARIANTS, type FormVariant } from "./form-variants"
import { checkField, checkFields, type FieldProblem } from "../../lib/forms/form-checks"
import { submitForm } from "../../lib/forms/submit-form"
import { nextPaint } from "../../lib/next-paint"
import { SpamTrap, useSpamSignals } from "./spam-trap"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { takeOver } from "../../lib/forms/early-forms"
import { enquirySourceFields } from "../../lib/visits/enquiry-source"

export type { ServiceOption } from "./form-field"

export interface EnquiryFormProps {
  variant: FormVariant["id"]
  /** Choices of the service select (enquiry and contact variants). */
  options?: readonly ServiceOption[]
  /** Called with the handlers' reply once they accepted the enquiry and the alert was shown (the quote dialog then shows what happens next). */
  onAccepted?: (reply: string) => void
  className?: string
}

/**
 * The site's one form: the variant decides fields, endpoint and failure message. What the handlers
 * would refuse is named on its field before sending. Only an accepted enquiry (a 2xx answer) clears
 * the form; a refusal or a failure keeps everything the visitor typed. Each outcome is shown in an
 * alert and beside the button.
 */
/** No choices (the quote form has no select): one array, so the fields' memo holds. */
const NO_OPTIONS: readonly ServiceOption[] = []

export function EnquiryForm({ variant, options = NO_OPTIONS, onAccepted, className = "" }: EnquiryFormProps) {
  const spec = FORM_VARIANTS[variant]
  const site = useSite()
  const ui = useUi()
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState(() => emptyValues(spec))
  const [problems, setProblems] = useState<Partial<Record<string, FieldProblem>>>({})
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: "idle" })
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const shownAt = useRef(0)
  const [sendHeld, setSendHeld] = useState(false)
  const spam = useSpamSignals()
  const idOf = (name: string) => `${idPrefix}-${name}`

  // Once this script runs the form names problems itself; before that (and without JavaScript) the
  // browser's own checks of required fields and e-mail type still apply. A pre-rendered form may
  // have been filled in, and even sent (held by early-forms.ts), before this code arrived: what it
  // holds becomes the form's values, and a held submission is sent once they are rendered.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    form.noValidate = true
    const names = new Set<string>(spec.fields.map((field) => field.name))
    const typed = [...new FormData(form)].flatMap(([name, value]) =>
      names.has(name) && value !== "" ? [[name, String(value)] as const] : [],
    )
    if (typed.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }))
    const early = takeOver(form)
    shownAt.current = early.shownAt
    if (early.wasSubmitted) setSendHeld(true)
  }, [spec])

  useEffect(() => {
    if (!sendHeld) return
    setSendHeld(false)
    formRef.current?.requestSubmit()
  }, [sendHeld])

  // The outcome appears under the button: bring it into view (clear of the phone action bar).
  useEffect(() => {
    if (outcome.kind !== "idle") statusRef.current?.scrollIntoView({ block: "nearest" })
  }, [outcome])

  // One function for every field's changes, the same on every render: a key typed into one field
  // renders that field again, not the whole form (FormField is memoised), which on a slow phone is
  // the difference between one frame and several.
  const problemsNow = useRef(problems)
  problemsNow.current = problems
  const update = useCallback(
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { name, value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
      // A problem already shown goes away as soon as the value is fixed.
      const field = spec.fields.find((f) => f.name === name)
      if (field && problemsNow.current[name]) {
        setProblems((current) => ({ ...current, [name]: checkField(field.name, value, field.required) ?? undefined }))
      }
    },
    [spec],
  )

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (inFlight.current) return
    const found = checkFields(spec.fields, values)
    setProblems(found)
    const firstProblem = spec.fields.find((field) => found[field.name])
    if (firstProblem) {
      document.getElementById(idOf(firstProblem.name))?.focus()
      return
    }
    inFlight.current = true
    setSending(true)
    setOutcome({ kind: "idle" })
    // Everything the form holds is sent, in the order it shows it, with the spam signals last. The
    // fields the page fills in (hidden) say where the enquiry came from, as the tab knows it now.
    const held = Object.fromEntries(new FormData(form)) as Record<string, string>
    const source = Object.entries(enquirySourceFields(window.location.pathname)).filter(([name]) => name in held)
    const fields = { ...held, ...Object.fromEntries(source), ...spam.signals(shownAt.current) }
    // "Sending..." on screen first: starting the request takes a slow phone longer than a frame,
    // and the request is no quicker for starting a frame sooner.
    await nextPaint()
    const result = await submitForm(spec.endpoint, fields)
    inFlight.current = false
    setSending(false)
    if (result.kind === "failed") {
      console.error(`The ${spec.id} form could not be sent to ${spec.endpoint}`, result.error)
      setOutcome({ kind: "failed", text: spec.failureMessage })
      window.alert(spec.failureMessage)
      return
    }
    setOutcome({ kind: result.kind, text: result.text })
    window.alert(result.text)
    if (result.kind === "accepted") {
      setValues(emptyValues(spec))
      onAccepted?.(result.text)
    }
  }

  return (
    // action/method make a submission before hydration (or without JavaScript) still reach the
    // handler as the same urlencoded POST, instead of a GET that would drop the enquiry.
    <form
      ref={formRef}
      action={spec.endpoint}
      method="post"
      onSubmit={onSubmit}
      className={`grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 ${className}`}
      data-form={spec.id}
    >
      {spec.fields.map((field) => {
        const problem = problems[field.name]
        const texts = field.type === "hidden" ? undefined : textsOf(ui.forms.fields, field.name)
        return (
          <FormField
            key={field.name}
            field={field}
            texts={texts}
            id={idOf(field.name)}
            value={values[field.name]}
            onChange={update}
            options={options}
            problem={problem && texts ? problemText(field, problem, texts, ui.forms.checks) : undefined}
          />
        )
      })}
      <SpamTrap ref={spam.honeypotRef} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full disabled:cursor-wait disabled:opacity-70" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
        <FormStatus ref={statusRef} outcome={outcome} phone={site.phone} texts={ui} />
      </div>
    </form>
  )
}
