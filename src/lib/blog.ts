// Blog rules shared by the build (gatsby/blog-source.ts) and the browser (list refresh, runtime
// posts): slugs, plain text, excerpts, meta text, dates, and validation of the dashboard's answers,
// whose every field is untrusted (missing, null, the wrong type or hostile HTML).

/** SPEC §9 limits. */
export const EXCERPT_LENGTH = 100
export const BREADCRUMB_TITLE_LENGTH = 30
export const META_DESCRIPTION_LENGTH = 160
export const RECENT_POSTS = 5

/** A blog post as every part of the site uses it, whether built from the dashboard, the samples or fetched at runtime. */
export interface BlogPostData {
  /** The dashboard's id, as text. */
  postId: string
  slug: string
  title: string
  author: string | null
  /** As the dashboard gives it; see formatBlogDate. */
  date: string | null
  /** The dashboard's image file name. */
  image: string | null
  /** The image on the dashboard, for posts without an optimised copy. */
  imageUrl: string | null
  categoryName: string | null
  /** HTML. Sanitised in built posts; raw in posts fetched at runtime until sanitiseBlogPost runs. */
  shortDescription: string
  content: string
  metaTitle: string | null
  metaDescription: string | null
}

/** What a "Read More" link passes to the post page in navigation state. */
export interface BlogLinkState {
  blog?: BlogPostData
}

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

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  euro: "€",
  pound: "£",
  cent: "¢",
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ""
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}

/** Elements whose content is never text a reader sees. */
const HIDDEN_ELEMENTS =
  /<(script|style|noscript|template|iframe|textarea|title|xmp|noembed|noframes|svg|math)\b[\s\S]*?<\/\1\s*>/gi
const BLOCK_BOUNDARY =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|section|article|figure|figcaption|dd|dt)\b[^>]*>/gi
const TAG = /<\/?[a-z!?](?:[^>"']|"[^"]*"|'[^']*')*>/gi

/**
 * The text of an HTML fragment, for excerpts and meta tags (rendered as text, never as HTML):
 * tags and hidden elements removed, entities decoded, whitespace collapsed.
 */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return ""
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, " ")
    .replace(HIDDEN_ELEMENTS, " ")
    .replace(BLOCK_BOUNDARY, " ")
    .replace(TAG, "")
  return decodeEntities(text).replace(/\s+/g, " ").trim()
}

/** The first `length` characters (not UTF-16 units, so no emoji is split). */
function firstCharacters(text: string, length: number): string {
  const characters = Array.from(text)
  return characters.length <= length ? text : characters.slice(0, length).join("").trimEnd()
}

/**
 * The card text: the first 100 characters of the short description's text, followed by "..."
 * (SPEC §2). A full stop or ellipsis already there is folded into it: never "up....".
 */
export function excerpt(html: unknown, length = EXCERPT_LENGTH): string {
  const text = firstCharacters(plainText(html), length).replace(/[\s.…]+$/u, "")
  return text ? `${text}...` : ""
}

/** A title cut to `length` characters plus "..." when it is longer. */
export function truncate(text: string, length: number): string {
  return Array.from(text).length > length ? `${firstCharacters(text, length)}...` : text
}

/** The post's last breadcrumb (SPEC §2: title cut to 30 characters plus "..."). */
export const breadcrumbTitle = (title: string): string => truncate(title, BREADCRUMB_TITLE_LENGTH)

/** The page title: meta_title, else title. */
export function metaTitleOf(post: Pick<BlogPostData, "title" | "metaTitle">): string {
  const own = plainText(post.metaTitle)
  return own || post.title
}

/**
 * The meta description: meta_description, else the short description's text cut to 160 characters
 * (SPEC §2); a post without a short description falls back to its content, then its title.
 */
export function metaDescriptionOf(
  post: Pick<BlogPostData, "title" | "metaDescription" | "shortDescription" | "content">,
): string {
  for (const source of [post.metaDescription, post.shortDescription, post.content]) {
    const text = plainText(source)
    if (text) return firstCharacters(text, META_DESCRIPTION_LENGTH)
  }
  return post.title
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** Year, month and day of a date the dashboard writes as "2025-02-18 10:15:00", ISO 8601 or "18/02/2025". */
function calendarDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== "string") return null
  const text = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text)
  const australian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : australian
      ? [Number(australian[3]), Number(australian[2]), Number(australian[1])]
      : [NaN, NaN, NaN]
  if (!Number.isInteger(year)) return null
  // Reject 2025-02-30 and the like, which Date would roll over into March.
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * A post's date in Australian form ("18 February 2025"), the same on the server and in any browser
 * (no time zone is involved). A date that cannot be read is shown as given, never "Invalid Date".
 */
export function formatBlogDate(value: unknown): string {
  const date = calendarDate(value)
  if (date) return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`
  return typeof value === "string" ? value.trim() : ""
}

/** "2025-02-18" for <time dateTime> and structured data; null when the date cannot be read. */
export function isoDate(value: unknown): string | null {
  const date = calendarDate(value)
  if (!date) return null
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`
}

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

/** Navigation state is whatever history holds: accept only a post of the right shape. */
export function isBlogPostData(value: unknown): value is BlogPostData {
  if (typeof value !== "object" || value === null) return false
  const post = value as Record<string, unknown>
  return (
    typeof post.postId === "string" &&
    typeof post.slug === "string" &&
    typeof post.title === "string" &&
    typeof post.shortDescription === "string" &&
    typeof post.content === "string"
  )
}
