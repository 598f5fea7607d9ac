// The enquiry's forms and fields, as the one declaration both the site and the PHP handlers read
// declares them (backend/src/Enquiry/forms.json; what each key means: backend/docs/contract.md).
// It lives with the handlers because it names the columns their migrations create, and they must
// ship together; the build reads it from there. Each field's visible texts (label, placeholder,
// the sentence for an empty field) are content: content/ui.yaml, forms.fields.
import declared from "../../../backend/src/Enquiry/forms.json"

export type FieldName = keyof typeof declared.fields
export type FormId = keyof typeof declared.forms

/** What the browser shows and checks: text, e-mail, phone, a choice, several lines, or nothing (hidden). */
export const FIELD_TYPES = ["text", "email", "tel", "select", "textarea", "hidden"] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** One field, with the keys the site reads (the others are the handlers', e-mail's, CSV's and inbox's). */
export interface DeclaredField {
  /** "hidden": a field the page fills in, not shown, optional, cut to `max` characters by the handlers. */
  type: FieldType
  required: boolean
  /** Most characters (code points) the handlers keep. */
  max: number
  /** Must hold a visible letter or digit: a name of emoji or invisible characters is no name. */
  needsLetterOrDigit?: boolean
  autocomplete?: string
  /** Half the width on a two-column form. */
  half?: boolean
}

export interface DeclaredForm {
  /** The handler's file, under the handlers' base URL. */
  endpoint: string
  /** Every field the whole width. */
  oneColumn?: boolean
  fields: readonly FieldName[]
}

// JSON's strings come in as string; the build checks the file (gatsby/content/models/forms.ts) before any
// page is made, so the narrower types hold.
export const FIELDS = declared.fields as unknown as Readonly<Record<FieldName, DeclaredField>>
export const FORMS = declared.forms as unknown as Readonly<Record<FormId, DeclaredForm>>
