import React from "react"
import type { FieldSpec } from "./form-variants"
import { MAX_LENGTH, type FieldProblem } from "../../lib/forms/form-checks"
import { formatCount } from "../../lib/format"
import type { UiTexts } from "../../hooks/use-ui"

export interface ServiceOption {
  value: string
  label: string
}

/** The sentence of content/ui.yaml for a field's problem. */
export function problemText(field: FieldSpec, problem: FieldProblem, checks: UiTexts["forms"]["checks"]): string {
  switch (problem) {
    case "blank":
      return field.name === "subject" ? "" : checks.blank[field.name]
    case "tooLong":
      return checks.tooLong.replace("{max}", formatCount(MAX_LENGTH[field.name]))
    default:
      return checks[problem]
  }
}

interface FormFieldProps {
  field: FieldSpec
  id: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  options: readonly ServiceOption[]
  /** What is wrong with the value, shown under the control and read with it. */
  problem?: string
}

/** One labelled control of a form, with its problem (if any) under it. */
export function FormField({ field, id, value, onChange, options, problem }: FormFieldProps) {
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
  if (field.type === "textarea") control = <textarea {...common} rows={4} placeholder={field.placeholder} />
  else if (field.type === "select") {
    control = (
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
  } else {
    control = <input {...common} type={field.type} autoComplete={field.autoComplete} placeholder={field.placeholder} />
  }
  return (
    <div className={field.half ? "" : "sm:col-span-2"}>
      <label htmlFor={id} className="field-label">
        {field.label}
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
}
