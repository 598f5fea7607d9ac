// The texts content/ui.yaml holds for each field of the enquiry forms, derived from the forms'
// declaration (backend/src/Enquiry/forms.json), which is checked here first: every build and the
// content check read this module, so a mistake in the declaration stops them with its name.
import declared from "../../../backend/src/Enquiry/forms.json"
import { FIELD_TYPES, FIELDS } from "../../../src/lib/forms/enquiry-forms"
import { object, optional, text, type ObjectField } from "../model"

const DECLARATION = "backend/src/Enquiry/forms.json"

type KeyRule = "text" | "flag" | "count" | "type" | "names"

const FIELD_KEYS: Record<string, KeyRule> = {
  type: "type",
  required: "flag",
  max: "count",
  needsLetterOrDigit: "flag",
  autocomplete: "text",
  half: "flag",
  column: "text",
  refusal: "text",
  refusalIfBlank: "text",
  officeLabel: "text",
  csvHeading: "text",
  inboxList: "flag",
}
const FIELD_NEEDS = ["type", "required", "max", "column", "refusal", "officeLabel", "csvHeading"]
const FORM_KEYS: Record<string, KeyRule> = {
  endpoint: "text",
  officeLabel: "text",
  mailKind: "text",
  oneColumn: "flag",
  fields: "names",
}
const FORM_NEEDS = ["endpoint", "officeLabel", "mailKind", "fields"]
/** Every form has these: the handlers' table requires them, and their e-mail is addressed with them. */
const EVERY_FORM = ["name", "email", "message"]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function keyProblem(rule: KeyRule, value: unknown, fields: Record<string, unknown>): string | null {
  switch (rule) {
    case "text":
      return typeof value === "string" && value.trim() !== "" ? null : "must be a text"
    case "flag":
      return typeof value === "boolean" ? null : "must be true or false"
    case "count":
      return Number.isInteger(value) && (value as number) > 0 ? null : "must be a whole number above 0"
    case "type":
      return (FIELD_TYPES as readonly unknown[]).includes(value) ? null : `must be one of ${FIELD_TYPES.join(", ")}`
    case "names": {
      if (!Array.isArray(value)) return "must be a list of declared fields"
      const names = value
      const unknown = names.filter((name) => typeof name !== "string" || !(name in fields))
      if (unknown.length > 0) return `must list declared fields (not ${unknown.join(", ")})`
      if (new Set(names).size !== names.length) return "lists a field twice"
      const missing = EVERY_FORM.filter((name) => !names.includes(name))
      if (missing.length > 0) return `must include ${missing.join(", ")}`
      const choices = names.filter((name) => (fields[name] as { type?: unknown } | undefined)?.type === "select")
      return choices.length > 1 ? "has more than one select field (form-choices.json has one list per form)" : null
    }
  }
}

function entryProblems(
  what: string,
  entry: unknown,
  keys: Record<string, KeyRule>,
  needs: string[],
  fields: Record<string, unknown>,
): string[] {
  if (!isRecord(entry)) return [`${what} must be an object`]
  return [
    ...Object.keys(entry)
      .filter((key) => !(key in keys))
      .map((key) => `${what}: "${key}" is not a key of the declaration`),
    ...needs.filter((key) => !(key in entry)).map((key) => `${what}: "${key}" is missing`),
    ...Object.entries(entry).flatMap(([key, value]) => {
      const problem = key in keys ? keyProblem(keys[key], value, fields) : null
      return problem ? [`${what}: "${key}" ${problem}`] : []
    }),
  ]
}

/** What is wrong with a declaration of the forms, one sentence per mistake (none: it is fine). */
export function declarationProblems(declaration: unknown): string[] {
  if (!isRecord(declaration) || !isRecord(declaration.fields) || !isRecord(declaration.forms))
    return ['it must hold "fields" and "forms"']
  const fields = declaration.fields
  const columns = Object.values(fields).map((field) => (isRecord(field) ? field.column : undefined))
  return [
    ...Object.keys(declaration)
      .filter((key) => !["$comment", "fields", "forms"].includes(key))
      .map((key) => `"${key}" is not a key of the declaration`),
    ...Object.entries(fields).flatMap(([name, field]) => [
      ...(/^[a-z][A-Za-z0-9]*$/.test(name) ? [] : [`field "${name}": a name of letters and digits, starting lower-case`]),
      ...entryProblems(`field "${name}"`, field, FIELD_KEYS, FIELD_NEEDS, fields),
      ...(isRecord(field) && field.type === "hidden" && field.required !== false
        ? [`field "${name}": a field the page fills in cannot be required`]
        : []),
    ]),
    ...(new Set(columns).size === columns.length ? [] : ["two fields share a column"]),
    ...Object.entries(declaration.forms).flatMap(([id, form]) =>
      entryProblems(`form "${id}"`, form, FORM_KEYS, FORM_NEEDS, fields),
    ),
  ]
}

const problems = declarationProblems(declared)
if (problems.length > 0) throw new Error(`${DECLARATION}: ${problems.join("; ")}`)

const requiredTexts = object("UiFormRequiredField", { label: text(), placeholder: optional(text()), ifLeftEmpty: text() })
const optionalTexts = object("UiFormOptionalField", { label: text(), placeholder: optional(text()) })

/**
 * forms.fields of content/ui.yaml: for each field a visitor fills in, its label, placeholder and,
 * when it is required, the sentence shown when it is left empty; nothing for the fields the page
 * fills in.
 */
export const formFieldTexts: ObjectField = object(
  "UiFormFields",
  Object.fromEntries(
    Object.entries(FIELDS)
      .filter(([, field]) => field.type !== "hidden")
      .map(([name, field]) => [name, field.required ? requiredTexts : optionalTexts]),
  ),
)
