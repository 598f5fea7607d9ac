// Decap CMS fields derived from the content model (gatsby/content/model.ts): one CMS field per model
// field, with the widget that fits its kind, its required flag, pattern and allowed values.
import type { Field, Shape } from "../content"
import { rangePattern } from "../content/number-rules"

export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: readonly string[]
  fields?: CmsField[]
  field?: CmsField
  min?: number
  max?: number
  step?: number
  value_type?: "int" | "float"
  default?: unknown
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  buttons?: string[]
  editor_components?: string[]
  modes?: string[]
  /** For the unique widget: the value each other file holds, so a copy is refused. */
  taken?: { file: string; value: string }[]
  [option: string]: unknown
}

/** What the Markdown editor offers: exactly what the site shows (see src/lib/rich-text.ts). */
export const MARKDOWN_OPTIONS = {
  buttons: ["bold", "link", "heading-three", "bulleted-list"],
  editor_components: [],
  modes: ["rich_text", "raw"],
}

/** Texts long enough for a box of several lines. */
const LONG_TEXT =
  /^(description|intro|text|answer|detail|subline|callText|locationsText|formIntro|emptyMessage|short_description|full_content|meta_description)$/

/** "callHeading" -> "Call heading". */
export const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ [A-Z](?=[a-z])/g, (c) => c.toLowerCase())

export interface FieldContext {
  /** The folder of the YAML file relative to content/ ("" or "services"), for image paths. */
  dir: string
  /** Values that must not repeat across the files of a folder collection, by field path. */
  unique?: Record<string, { file: string; value: string }[]>
}

function scalarField(
  name: string,
  field: Field & { kind: Exclude<Field["kind"], "object"> },
  ctx: FieldContext,
  at: string,
): CmsField {
  const base = { name, label: labelOf(name) }
  if (field.refersTo) {
    // A choice among the items of the other file's list, shown by their label, stored by their key.
    const { collection, entry, list, key, label } = field.refersTo
    return {
      ...base,
      widget: "relation",
      collection,
      file: entry,
      value_field: `${list}.*.${key}`,
      search_fields: [`${list}.*.${label}`],
      display_fields: [`${list}.*.${label}`],
    }
  }
  switch (field.kind) {
    case "int":
    case "float": {
      const number = { ...base, widget: "number", value_type: field.kind }
      if (!field.range) return number
      const { min, max, decimals } = field.range
      const pattern = rangePattern(field.range)
      return { ...number, min, max, step: 10 ** -decimals, ...(pattern ? { pattern } : {}) }
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false }
    case "file": {
      const up =
        ctx.dir === ""
          ? "."
          : ctx.dir
              .split("/")
              .map(() => "..")
              .join("/")
      return {
        ...base,
        widget: "image",
        choose_url: false,
        media_folder: `/content/${field.folder}`,
        // A file stored by name is read from its folder by the build; the others from the YAML file.
        public_folder: field.byName ? "" : `${up}/${field.folder}`,
      }
    }
    case "string": {
      if (field.markdown) return { ...base, widget: "markdown", ...MARKDOWN_OPTIONS }
      if (field.options) return { ...base, widget: "select", options: field.options }
      const pattern: Pick<CmsField, "pattern"> = field.pattern
        ? { pattern: [field.pattern.regex, field.pattern.message] }
        : {}
      const taken = ctx.unique?.[at]
      if (taken) return { ...base, widget: "unique", ...pattern, taken }
      return { ...base, widget: LONG_TEXT.test(name) ? "text" : "string", ...pattern }
    }
  }
}

export function cmsField(name: string, field: Field, ctx: FieldContext, at = name): CmsField {
  const required = field.required ? {} : { required: false }
  if (field.kind === "object") {
    const fields = cmsFields(field.fields, ctx, `${at}.`)
    if (field.list)
      // Items open, as in the file: an editor sees every text without opening each item.
      return {
        name,
        label: labelOf(name),
        widget: "list",
        collapsed: false,
        fields,
        ...required,
        ...(field.required ? { min: 1 } : {}),
      }
    return { name, label: labelOf(name), widget: "object", fields, ...required }
  }
  const single = scalarField(name, field, ctx, at)
  if (!field.list) return { ...single, ...required }
  // The relation widget chooses several items itself.
  if (field.refersTo) return { ...single, multiple: true, ...required }
  const { label, ...item } = single
  return { name, label, widget: "list", field: { ...item, label }, ...required, ...(field.required ? { min: 1 } : {}) }
}

export const cmsFields = (shape: Shape, ctx: FieldContext, prefix = ""): CmsField[] =>
  Object.entries(shape).map(([name, field]) => cmsField(name, field, ctx, `${prefix}${name}`))
