// The content model: one declaration per YAML type, from which both the GraphQL SDL and the
// build-time validation are derived, so the two can never disagree.
import fs from "fs"
import path from "path"

type Scalar = "string" | "int" | "float" | "boolean" | "file"

export interface ScalarField {
  kind: Scalar
  required: boolean
  list: boolean
}

export interface ObjectField {
  kind: "object"
  type: string
  fields: Shape
  required: boolean
  list: boolean
}

export type Field = ScalarField | ObjectField
export type Shape = Record<string, Field>

export interface NodeModel {
  type: string
  /** Where editors find these files, for messages and documentation. */
  source: string
  fields: Shape
}

const scalar = (kind: Scalar): ScalarField => ({ kind, required: true, list: false })

export const text = () => scalar("string")
export const int = () => scalar("int")
export const float = () => scalar("float")
export const flag = () => scalar("boolean")
/** A path to an image or other file, relative to the YAML file. */
export const file = () => scalar("file")
export const object = (type: string, fields: Shape): ObjectField => ({
  kind: "object",
  type,
  fields,
  required: true,
  list: false,
})
export const optional = <F extends Field>(field: F): F => ({ ...field, required: false })
/** A list whose items are all present; the list itself is required unless wrapped in optional(). */
export const listOf = <F extends Field>(field: F): F => ({ ...field, list: true })

const GRAPHQL_SCALARS: Record<Scalar, string> = {
  string: "String",
  int: "Int",
  float: "Float",
  boolean: "Boolean",
  file: "File",
}

function fieldSdl(name: string, field: Field): string {
  const base = field.kind === "object" ? field.type : GRAPHQL_SCALARS[field.kind]
  const item = field.list ? `[${base}!]` : base
  const type = field.required ? `${item}!` : item
  const directive = field.kind === "file" ? " @fileByRelativePath" : ""
  return `  ${name}: ${type}${directive}`
}

function collectTypes(typeName: string, shape: Shape, header: string, out: string[]): void {
  const lines = Object.entries(shape).map(([name, field]) => fieldSdl(name, field))
  out.push(`type ${typeName}${header} {\n${lines.join("\n")}\n}`)
  for (const field of Object.values(shape)) {
    if (field.kind === "object") collectTypes(field.type, field.fields, " @dontInfer", out)
  }
}

/** GraphQL SDL for the given node models and every nested object type they use. */
export function toSdl(models: NodeModel[]): string {
  const out: string[] = []
  for (const model of models) {
    collectTypes(model.type, model.fields, " implements Node @dontInfer", out)
  }
  // Shared shapes (Seo, PageCta...) appear once; a name reused for a different shape is a mistake.
  const byName = new Map<string, string>()
  for (const def of out) {
    const name = def.split(/\s/)[1]
    const known = byName.get(name)
    if (known !== undefined && known !== def)
      throw new Error(`Content model declares ${name} with two different shapes`)
    byName.set(name, def)
  }
  return [...byName.values()].join("\n\n")
}

const KIND_WORDS: Record<Field["kind"], string> = {
  string: "text",
  int: "a whole number",
  float: "a number",
  boolean: "true or false",
  file: "a path to a file, relative to the YAML file",
  object: "a group of fields",
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "nothing"
  if (Array.isArray(value)) return "a list"
  if (value instanceof Date) return "a date (put it in quotes to keep it as text)"
  if (typeof value === "number") return `the number ${value}`
  if (typeof value === "boolean") return `${value}`
  if (typeof value === "object") return "a group of fields"
  return `"${String(value).slice(0, 40)}"`
}

function checkValue(field: Field, value: unknown, at: string, dir: string, errors: string[]): void {
  switch (field.kind) {
    case "string":
      if (typeof value !== "string" || value.trim() === "") {
        const hint = typeof value === "number" || typeof value === "boolean" ? " (put it in quotes)" : ""
        errors.push(`"${at}" must be ${KIND_WORDS.string}, got ${describe(value)}${hint}`)
      }
      return
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) {
        errors.push(`"${at}" must be ${KIND_WORDS.int}, got ${describe(value)}`)
      }
      return
    case "float":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        errors.push(`"${at}" must be ${KIND_WORDS.float}, got ${describe(value)}`)
      }
      return
    case "boolean":
      if (typeof value !== "boolean") errors.push(`"${at}" must be ${KIND_WORDS.boolean}, got ${describe(value)}`)
      return
    case "file":
      if (typeof value !== "string" || value.trim() === "") {
        errors.push(`"${at}" must be ${KIND_WORDS.file}, got ${describe(value)}`)
      } else if (!fs.existsSync(path.resolve(dir, value))) {
        errors.push(`"${at}" points to ${value}, which does not exist`)
      }
      return
    case "object":
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        errors.push(
          `"${at}" must be ${KIND_WORDS.object} (${Object.keys(field.fields).join(", ")}), got ${describe(value)}`,
        )
      } else {
        checkShape(field.fields, value as Record<string, unknown>, `${at}.`, dir, errors)
      }
  }
}

function checkShape(shape: Shape, data: Record<string, unknown>, prefix: string, dir: string, errors: string[]): void {
  for (const [name, field] of Object.entries(shape)) {
    const at = `${prefix}${name}`
    const value = data[name]
    if (value === undefined || value === null) {
      if (field.required)
        errors.push(`"${at}" is required (${field.list ? "a list of " : ""}${KIND_WORDS[field.kind]})`)
      continue
    }
    if (field.list) {
      if (!Array.isArray(value)) {
        errors.push(`"${at}" must be a list, got ${describe(value)}`)
        continue
      }
      if (field.required && value.length === 0) errors.push(`"${at}" must list at least one item`)
      value.forEach((item, index) => checkValue(field, item, `${at}[${index}]`, dir, errors))
    } else {
      checkValue(field, value, at, dir, errors)
    }
  }
  for (const name of Object.keys(data)) {
    if (!(name in shape))
      errors.push(`"${prefix}${name}" is not a known field (known: ${Object.keys(shape).join(", ")})`)
  }
}

/** Fields the YAML transformer adds to every node; not the editor's. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields"])

/**
 * Checks one YAML document against its model. Returns one message per problem, each naming the
 * field path; an empty list means the document is valid. `dir` resolves file fields.
 */
export function validateDocument(model: NodeModel, data: Record<string, unknown>, dir: string): string[] {
  const errors: string[] = []
  const own = Object.fromEntries(Object.entries(data).filter(([key]) => !NODE_FIELDS.has(key)))
  checkShape(model.fields, own, "", dir, errors)
  return errors
}
