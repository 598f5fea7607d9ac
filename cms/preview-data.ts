// An entry as the CMS holds it (the YAML's data while the editor types) turned into the shape the
// site's components receive from GraphQL, field by field from the collection's configuration (which
// is generated from the content model): Markdown parsed by the build's own parser (src/lib/rich-text),
// pictures as the editor's copy of the file, a missing optional part as null.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { toBlocks } from "../src/lib/rich-text"

/** The part of Decap's Immutable field and value types the conversion reads. */
export interface ImmutableLike {
  get(key: string): unknown
  toJS(): unknown
}
interface FieldList {
  toArray(): ImmutableLike[]
}
/** Decap's getAsset: the file at a stored path, as a URL the preview can show (blob: once loaded). */
export type GetAsset = (path: string, field?: ImmutableLike) => { toString(): string } | undefined

/**
 * The picture as gatsby-plugin-image data with only a fallback src: the preview shows the original
 * file. No width and height: the image's own proportions apply (components set w-full h-auto).
 */
export function previewImage(src: string): IGatsbyImageData {
  return { layout: "constrained", width: 0, height: 0, images: { fallback: { src } } }
}

function image(path: string, field: ImmutableLike, getAsset: GetAsset) {
  // No file chosen yet: what GraphQL gives for a picture it could not find.
  if (path === "") return { publicURL: null, childImageSharp: null }
  const src = getAsset(path, field)?.toString() ?? ""
  const data = previewImage(src)
  // Every name the site's queries give the picture's image data (the home banner has two crops).
  return { publicURL: src, childImageSharp: { gatsbyImageData: data, wide: data, phone: null } }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""

function convert(field: ImmutableLike, value: unknown, getAsset: GetAsset): unknown {
  const required = field.get("required") !== false
  const widget = field.get("widget")
  if (widget === "list") {
    if (!Array.isArray(value) || value.length === 0) return required ? [] : null
    const fields = field.get("fields") as FieldList | undefined
    const item = field.get("field") as ImmutableLike | undefined
    return value.map((v) => (fields ? object(fields, v, getAsset) : item ? convert(item, v, getAsset) : v))
  }
  if (widget === "object") {
    if (!required && (typeof value !== "object" || value === null)) return null
    return object(field.get("fields") as FieldList, value, getAsset)
  }
  if (isEmpty(value)) {
    if (!required) return null
    if (widget === "markdown") return []
    if (widget === "number") return 0
    if (widget === "boolean") return false
    return widget === "image" ? image("", field, getAsset) : ""
  }
  if (widget === "markdown") return toBlocks(String(value))
  if (widget === "image") return image(String(value), field, getAsset)
  return value
}

function object(fields: FieldList, value: unknown, getAsset: GetAsset): Record<string, unknown> {
  const data = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
  return Object.fromEntries(
    fields.toArray().map((field) => {
      const name = String(field.get("name"))
      return [name, convert(field, data[name], getAsset)]
    }),
  )
}

/** The entry's data in the shape of the site's GraphQL types, for the components given `fields`. */
export function previewData<T>(fields: FieldList, data: ImmutableLike | undefined, getAsset: GetAsset): T {
  return object(fields, data?.toJS(), getAsset) as T
}
