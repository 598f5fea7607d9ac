import React, { useId, useRef, useState } from "react"
import { submitForm } from "../../lib/submit-form"
import { emptyValues, FORM_VARIANTS, type FieldSpec, type FormVariant } from "./form-variants"
import { SpamTrap, useSpamSignals } from "./spam-trap"

export interface ServiceOption {
  value: string
  label: string
}

interface EnquiryFormProps {
  variant: FormVariant["id"]
  /** Choices of the service select (enquiry and contact variants). */
  options?: readonly ServiceOption[]
  /** Called after the server answered and the alert was shown (the quote modal closes then). */
  onAnswered?: () => void
  className?: string
}

/**
 * The site's one form: the variant decides fields, endpoint and failure message. A failed request
 * never clears what the visitor typed; any answer is shown verbatim and clears the form.
 */
export function EnquiryForm({ variant, options = [], onAnswered, className = "" }: EnquiryFormProps) {
  const spec = FORM_VARIANTS[variant]
  const idPrefix = useId()
  const [values, setValues] = useState(() => emptyValues(spec))
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const spam = useSpamSignals()

  const update = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target
    setValues((current) => ({ ...current, [name]: value }))
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    const outcome = await submitForm(spec.endpoint, { ...values, ...spam.signals() })
    inFlight.current = false
    setSending(false)
    if (outcome.kind === "answered") {
      window.alert(outcome.text)
      setValues(emptyValues(spec))
      onAnswered?.()
    } else {
      console.error(`The ${spec.id} form could not be sent to ${spec.endpoint}`, outcome.error)
      window.alert(spec.failureMessage)
    }
  }

  const renderControl = (field: FieldSpec, id: string) => {
    const common = {
      id,
      name: field.name,
      value: values[field.name],
      onChange: update,
      required: field.required,
      className: "field-input",
    }
    if (field.type === "textarea") return <textarea {...common} rows={4} placeholder={field.placeholder} />
    if (field.type === "select") {
      return (
        <select {...common}>
          <option value="" disabled>
            {field.placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    }
    return <input {...common} type={field.type} autoComplete={field.autoComplete} placeholder={field.placeholder} />
  }

  return (
    // action/method make a submission before hydration (or without JavaScript) still reach the
    // handler as the same urlencoded POST, instead of a GET that would drop the enquiry.
    <form
      action={spec.endpoint}
      method="post"
      onSubmit={onSubmit}
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${className}`}
      data-form={spec.id}
    >
      {spec.fields.map((field) => {
        const id = `${idPrefix}-${field.name}`
        return (
          <div key={field.name} className={field.half ? "" : "sm:col-span-2"}>
            <label htmlFor={id} className="field-label">
              {field.label}
              {field.required && (
                <span aria-hidden="true" className="text-red-700">
                  {" "}
                  *
                </span>
              )}
            </label>
            {renderControl(field, id)}
          </div>
        )
      })}
      <SpamTrap ref={spam.honeypotRef} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full disabled:cursor-wait disabled:opacity-70" disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  )
}
