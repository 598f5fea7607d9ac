import React from "react"
import type { FieldSpec } from "./form-variants"
import type { FieldProblem } from "../../lib/forms/form-checks"
import { formatCount } from "../../lib/format"
import type { UiTexts } from "../../hooks/use-ui"

export interface ServiceOption {
  value: string
  label: string
}

/** A field's texts in content/ui.yaml (forms.fields): the sentence for an empty field only if it is required. */
export interface FieldTexts {
  label: string
  placeholder?: string | null
  ifLeftEmpty?: string
}

/** The texts of the field named `name`; the content check makes sure every field a visitor fills in has them. */
export const textsOf = (fields: UiTexts["forms"]["fields"], name: string): FieldTexts =>
  (fields as unknown as Record<string, FieldTexts>)[name]

/** The sentence of content/ui.yaml for a field's problem. */
export function problemText(
  field: FieldSpec,
  problem: FieldProblem,
  texts: FieldTexts,
  checks: UiTexts["forms"]["checks"],
): string {
  switch (problem) {
    case "blank":
      return texts.ifLeftEmpty ?? ""
    case "tooLong":
      return checks.tooLong.replace("{max}", formatCount(field.max))
    default:
      return checks[problem]
  }
}

interface FormFieldProps {
  field: FieldSpec
  /** Its label and placeholder (none for a field the page fills in). */
  texts?: FieldTexts
  id: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  options: readonly ServiceOption[]
  /** What is wrong with the value, shown under the control and read with it. */
  problem?: string
}

/**
 * One labelled control of a form, with its problem (if any) under it; a field the page fills in is a
 * hidden input. Memoised: typing into one field renders only that one again.
 */
export const FormField = React.memo(function FormField({
  field,
  texts,
  id,
  value,
  onChange,
  options,
  problem,
}: FormFieldProps) {
  if (field.type === "hidden") return <input type="hidden" name={field.name} value={value} />
  if (!texts) throw new Error(`content/ui.yaml has no forms.fields.${field.name} for the field "${field.name}"`)
  const placeholder = texts.placeholder ?? undefined
  const problemId = `${id}-problem`
  const common = {
    id,
    name: field.name,
    value,
    onChange,
    required: field.required,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? problemId : undefined,
    className: `field-input ${problem ? "border-red-700" : ""}`,
  }
  let control: React.ReactNode
  if (field.type === "textarea") control = <textarea {...common} rows={4} placeholder={placeholder} />
  else if (field.type === "select") {
    control = (
      <select {...common}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    control = <input {...common} type={field.type} autoComplete={field.autocomplete} placeholder={placeholder} />
  }
  return (
    <div className={field.half ? "" : "sm:col-span-2"}>
      <label htmlFor={id} className="field-label">
        {texts.label}
        {field.required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {control}
      {problem && (
        <p id={problemId} className="mt-1 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </div>
  )
})
