// A post's address: /blog/{slug}/.

/**
 * The URL form of a title: lowercased, accents and punctuation removed, spaces turned into hyphens.
 * "What's new? (2025)" -> "whats-new-2025".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** A slug the dashboard may give that can be used in a path as it is. */
const PATH_SAFE_SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_.~-]*$/u

/**
 * The slug of a post: the dashboard's own slug when it is usable in a URL, else that slug or the
 * title normalised by slugify. Empty when neither gives one.
 */
export function blogSlug(blog: { slug?: unknown; title?: unknown }): string {
  const own = typeof blog.slug === "string" ? blog.slug.trim() : ""
  if (own && PATH_SAFE_SLUG.test(own)) return own
  const fromOwn = own ? slugify(own) : ""
  if (fromOwn) return fromOwn
  return typeof blog.title === "string" ? slugify(blog.title) : ""
}

/** The slug of a /blog/{slug}/ path, decoded; null for any other path (/blog/, /blog/a/b/...). */
export function blogSlugFromPath(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** Source of the test above for the inline script of the 404 page, which runs before any bundle. */
export const BLOG_POST_PATH_PATTERN = "^/blog/[^/]+/?$"
