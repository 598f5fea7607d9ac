// The dashboard's answers (get-blogs.php, fetch-blogs.php, fetch-blog-by-slug.php) checked field by
// field: every field is untrusted (missing, null, the wrong type or hostile HTML).
import type { BlogPostData } from "./post"
import { blogSlug } from "./slug"
import { plainText } from "./text"

/** A short, safe description of an unexpected value, for build messages and logs. */
export function describeValue(value: unknown): string {
  if (value === null) return "null"
  if (value === undefined) return "nothing"
  if (Array.isArray(value)) return `an array of ${value.length}`
  if (typeof value === "object") {
    const keys = Object.keys(value as object)
    return `an object (${keys.slice(0, 8).join(", ")}${keys.length > 8 ? ", ..." : ""})`
  }
  if (typeof value === "string") return `the text "${value.length > 80 ? `${value.slice(0, 80)}...` : value}"`
  return `${typeof value} ${String(value)}`
}

const textField = (value: unknown): string | null => {
  if (typeof value === "string") return value.trim() || null
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  // YAML reads an unquoted 2025-02-18 as a Date.
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  return null
}

const htmlField = (value: unknown): string => (typeof value === "string" ? value : "")

/** A field shown as text (title, author, category): any markup in it is dropped, never shown or run. */
const plainField = (value: unknown): string | null =>
  typeof value === "string" ? plainText(value) || null : textField(value)

/** The dashboard's URL of an uploaded image. */
export const uploadUrl = (dashboardUrl: string, image: string): string =>
  `${dashboardUrl.replace(/\/+$/, "")}/uploads/${encodeURIComponent(image)}`

export type BlogCheck = { ok: true; post: BlogPostData } | { ok: false; problem: string }

/** How a rejected entry is named in warnings: its id, slug or title, whichever it has. */
export function describeEntry(entry: unknown, index?: number): string {
  const at = index === undefined ? "entry" : `entry ${index + 1}`
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return `${at} (${describeValue(entry)})`
  const raw = entry as Record<string, unknown>
  const names = [
    raw.id !== undefined && raw.id !== null ? `id ${JSON.stringify(raw.id)}` : "",
    typeof raw.slug === "string" && raw.slug ? `slug "${raw.slug.slice(0, 80)}"` : "",
    typeof raw.title === "string" && raw.title ? `title "${raw.title.slice(0, 80)}"` : "",
  ].filter(Boolean)
  return `${at}${names.length ? ` (${names.join(", ")})` : " (no id, slug or title)"}`
}

/**
 * One dashboard blog object as a post, or why it cannot be one: it needs an id and a title, and a
 * slug must come out of its slug or title. HTML is passed through untouched: sanitise before rendering.
 */
export function toBlogPost(entry: unknown, dashboardUrl?: string): BlogCheck {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return { ok: false, problem: `is ${describeValue(entry)}, not a blog object` }
  }
  const raw = entry as Record<string, unknown>
  const postId = textField(raw.id)
  if (!postId) return { ok: false, problem: `has no id (got ${describeValue(raw.id)})` }
  const title = plainField(raw.title)
  if (!title) return { ok: false, problem: `has no title (got ${describeValue(raw.title)})` }
  const slug = blogSlug({ slug: raw.slug, title })
  if (!slug) return { ok: false, problem: "has neither a slug nor a title that gives one" }
  const image = textField(raw.image)
  const content = htmlField(raw.full_content).trim() ? htmlField(raw.full_content) : htmlField(raw.content)
  return {
    ok: true,
    post: {
      postId,
      slug,
      title,
      author: plainField(raw.author),
      date: textField(raw.date),
      image,
      imageUrl: image && dashboardUrl ? uploadUrl(dashboardUrl, image) : null,
      categoryName: plainField(raw.category_name),
      shortDescription: htmlField(raw.short_description),
      content,
      metaTitle: plainField(raw.meta_title),
      metaDescription: plainField(raw.meta_description),
    },
  }
}

export interface BlogList {
  posts: BlogPostData[]
  /** One line per entry left out, naming it and why. */
  skipped: string[]
}

/**
 * The answer of get-blogs.php or fetch-blogs.php: a JSON array, or an error naming what came
 * instead. Unusable entries and repeated slugs are left out and listed in `skipped`.
 */
export function parseBlogList(
  data: unknown,
  dashboardUrl?: string,
): { ok: true; list: BlogList } | { ok: false; problem: string } {
  if (!Array.isArray(data)) return { ok: false, problem: `expected a JSON array of blogs, got ${describeValue(data)}` }
  const posts: BlogPostData[] = []
  const skipped: string[] = []
  const bySlug = new Map<string, BlogPostData>()
  const byId = new Map<string, BlogPostData>()
  data.forEach((entry, index) => {
    const check = toBlogPost(entry, dashboardUrl)
    if (!check.ok) {
      skipped.push(`${describeEntry(entry, index)} ${check.problem}`)
      return
    }
    const { post } = check
    // Case-insensitive: /blog/A/ and /blog/a/ would be one folder on some file systems.
    const sameSlug = bySlug.get(post.slug.toLowerCase())
    const sameId = byId.get(post.postId)
    if (sameSlug || sameId) {
      const reason = sameId ? `id ${post.postId}` : `slug "${post.slug}"`
      const other = (sameId ?? sameSlug) as BlogPostData
      skipped.push(`${describeEntry(entry, index)} has the same ${reason} as "${other.title}"`)
      return
    }
    bySlug.set(post.slug.toLowerCase(), post)
    byId.set(post.postId, post)
    posts.push(post)
  })
  return { ok: true, list: { posts, skipped } }
}

/** The answer of fetch-blog-by-slug.php: a post only when it is a blog object with an id (and a title). */
export function parseBlogBySlug(data: unknown, dashboardUrl?: string): BlogPostData | null {
  const entry = Array.isArray(data) && data.length === 1 ? data[0] : data
  const check = toBlogPost(entry, dashboardUrl)
  return check.ok ? check.post : null
}
