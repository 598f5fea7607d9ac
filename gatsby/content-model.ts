// The content model: one declaration per YAML type, from which both the GraphQL SDL and the
// build-time validation (gatsby/validate-document.ts) are derived, so the two can never disagree.

type Scalar = "string" | "int" | "float" | "boolean" | "file"

export interface ScalarField {
  kind: Scalar
  required: boolean
  list: boolean
  /** Text in Markdown (paragraphs, ### sub-headings, - lists, **bold**, links), parsed at build time. */
  markdown?: boolean
  /** A rule the text must follow, with the sentence an editor reads when it does not. */
  pattern?: { regex: string; message: string }
  /** The only values allowed. */
  options?: readonly string[]
  /** For files: the folder under content/ that holds them. */
  folder?: string
  /** For files: stored as the file's name in `folder` (the blog dashboard's way), not as a path. */
  byName?: boolean
  /** For numbers: the smallest and largest value allowed, and at most how many decimals. */
  range?: NumberRange
}

export interface NumberRange {
  min: number
  max: number
  decimals: number
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
/** Longer text in Markdown; see ScalarField.markdown. */
export const markdown = (): ScalarField => ({ ...scalar("string"), markdown: true })
export const matching = (regex: RegExp, message: string): ScalarField => ({
  ...scalar("string"),
  pattern: { regex: regex.source, message },
})
export const oneOf = (options: readonly string[]): ScalarField => ({ ...scalar("string"), options })
export const int = () => scalar("int")
export const float = () => scalar("float")
export const flag = () => scalar("boolean")
/** A path to an image or other file, relative to the YAML file. */
export const file = (folder: string): ScalarField => ({ ...scalar("file"), folder })
/** A file stored by its name alone, in `folder` under content/ (the sample blog posts' images). */
export const fileName = (folder: string): ScalarField => ({ ...file(folder), byName: true })
export const object = (type: string, fields: Shape): ObjectField => ({
  kind: "object",
  type,
  fields,
  required: true,
  list: false,
})
/** A number from `min` to `max` (both allowed) with at most `decimals` decimals. */
export const between = (field: ScalarField, min: number, max: number, decimals = 0): ScalarField => ({
  ...field,
  range: { min, max, decimals },
})
/** A year from 1900 to the year of the build. */
export const pastYear = () => between(int(), 1900, new Date().getFullYear())
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
  // Markdown reaches the pages already parsed (gatsby/rich-text-schema.ts).
  if (field.kind === "string" && field.markdown)
    return `  ${name}: [RichTextBlock!]${field.required ? "!" : ""} @richText`
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
