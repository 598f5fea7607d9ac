// What the PHP form handlers (backend/src/Enquiry/Forms.php, Forms::validate) refuse, checked in the browser
// before anything is sent, so the visitor sees the problem on the field instead of after a round trip.
// Each field's kind and limits are the declaration's (enquiry-forms.ts); the rules for each kind are
// here. tests/integration/form-checks-php.test.ts runs the handlers' own validation over the same
// inputs to keep the two in step.
import { FIELDS, type FieldName } from "./enquiry-forms"

export type { FieldName } from "./enquiry-forms"

export type FieldProblem = "blank" | "email" | "phone" | "tooLong" | "characters"

// Control characters (C0, DEL, C1), line and paragraph separators and bidi overrides; a multi-line
// field may hold tab and line feed. Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

// The handlers trim ASCII white space, no-break space and BOM (PCRE's \s without Unicode classes).
const EDGE_SPACE = /^[ \t\n\v\f\r\u00a0\ufeff]+|[ \t\n\v\f\r\u00a0\ufeff]+$/g

// An unquoted ASCII local part and a dotted ASCII domain: what PHP's FILTER_VALIDATE_EMAIL accepts,
// narrowed as the handlers narrow it so the address is safe in a mail header.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`)

/** Digits with the usual separators, 8 to 15 digits: Australian numbers in any common form. */
const PHONE_CHARACTERS = /^\+?[0-9 ()\-.]+$/

/** A letter or digit of any script that shows (not a zero-width or other default-ignorable one). */
const VISIBLE_LETTER_OR_DIGIT = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u

const codePoints = (value: string): number => Array.from(value).length

export function isEmail(value: string): boolean {
  const at = value.lastIndexOf("@")
  return value.length <= 254 && at > 0 && at <= 64 && EMAIL.test(value)
}

export function isPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false
  const digits = value.replace(/\D/g, "").length
  return digits >= 8 && digits <= 15
}

/**
 * The first reason the handlers would refuse this value of this field, or null when they accept it.
 * A field the page fills in (hidden) is never refused: the handlers clean it and cut it to length.
 */
export function checkField(name: FieldName, raw: string, required: boolean): FieldProblem | null {
  const field = FIELDS[name]
  if (field.type === "hidden") return null
  const multiline = field.type === "textarea"
  const normalised = multiline ? raw.replace(/\r\n?/g, "\n") : raw.replace(/\t/g, " ")
  if ((multiline ? FORBIDDEN_MULTILINE : FORBIDDEN).test(normalised)) return "characters"
  const trimmed = normalised.replace(EDGE_SPACE, "")
  const value = field.needsLetterOrDigit && !VISIBLE_LETTER_OR_DIGIT.test(trimmed) ? "" : trimmed
  if (value === "") return required ? "blank" : null
  if (codePoints(value) > field.max) return "tooLong"
  if (field.type === "email" && !isEmail(value)) return "email"
  if (field.type === "tel" && !isPhone(value)) return "phone"
  return null
}

/** Every field's problem, for the fields that have one. */
export function checkFields(
  fields: readonly { name: FieldName; required: boolean }[],
  values: Readonly<Record<string, string>>,
): Partial<Record<FieldName, FieldProblem>> {
  const problems: Partial<Record<FieldName, FieldProblem>> = {}
  for (const field of fields) {
    const problem = checkField(field.name, values[field.name] ?? "", field.required)
    if (problem) problems[field.name] = problem
  }
  return problems
}
