// The three forms of the site as data: one component renders them all. Which fields each has, and
// how, is the forms' declaration (src/lib/forms/enquiry-forms.ts); the fields' texts are content
// (content/ui.yaml, forms.fields).
import { BACKEND_URL } from "../../lib/forms/submit-form"
import { FIELDS, FORMS, type DeclaredField, type FieldName, type FormId } from "../../lib/forms/enquiry-forms"

export interface FieldSpec extends DeclaredField {
  name: FieldName
}

export interface FormVariant {
  id: FormId
  endpoint: string
  /** The text shown, word for word, when the request fails (no answer, or not a 2xx). */
  failureMessage: string
  fields: readonly FieldSpec[]
}

const FAILURE_MESSAGES: Record<FormId, string> = {
  enquiry: "❌ Something went wrong. Please try again later.",
  contact: "❌ Failed to send message.",
  quote: "❌ Something went wrong.",
}

function variant(id: FormId): FormVariant {
  const form = FORMS[id]
  return {
    id,
    endpoint: `${BACKEND_URL}/${form.endpoint}`,
    failureMessage: FAILURE_MESSAGES[id],
    fields: form.fields.map((name) => ({ ...FIELDS[name], name, half: Boolean(FIELDS[name].half) && !form.oneColumn })),
  }
}

export const FORM_VARIANTS = Object.fromEntries(
  (Object.keys(FORMS) as FormId[]).map((id) => [id, variant(id)]),
) as Readonly<Record<FormId, FormVariant>>

export const emptyValues = (variant: FormVariant): Record<string, string> =>
  Object.fromEntries(variant.fields.map((field) => [field.name, ""]))
