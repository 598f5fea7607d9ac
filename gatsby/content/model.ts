// The content model: one declaration per YAML type, from which the GraphQL schema (schema.ts), the
// content check (check-fields.ts) and the CMS's fields are derived, so they can never disagree.

export type Scalar = "string" | "int" | "float" | "boolean" | "file"

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
  /** The value names an item of a list in another file (a testimonial by its id). */
  refersTo?: Reference
}

/**
 * Where the items a value may name are: the list at `list` (dotted) of the single file `source`, each
 * named by its `key` and shown to editors by its `label`. The content check refuses a value that no
 * item has; the CMS offers the items to choose from (`collection`, `entry`: where it edits that file).
 */
export interface Reference {
  source: string
  collection: string
  entry: string
  list: string
  key: string
  label: string
  /** What the items are, for messages ("testimonial"). */
  noun: string
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
  /** Fields that files may still hold from earlier versions, by dotted path: what to do instead. */
  retired?: Record<string, string>
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
/** A value that names an item of a list in another file; see Reference. */
export const referring = (field: ScalarField, refersTo: Reference): ScalarField => ({ ...field, refersTo })
/** A list whose items are all present; the list itself is required unless wrapped in optional(). */
export const listOf = <F extends Field>(field: F): F => ({ ...field, list: true })
