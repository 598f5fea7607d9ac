// Plain text of a post's HTML, for the card excerpt, the page title and the meta description
// (always rendered as text, never as HTML). Parsed by htmlparser2 (the parser sanitize-html uses)
// with its entity decoder: used at build and, loaded on demand, for posts fetched in the browser.
import { Parser } from "htmlparser2"
import type { BlogPostData } from "./post"
import { EXCERPT_LENGTH, META_DESCRIPTION_LENGTH, firstCharacters } from "./truncate"

/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "svg",
  "math",
])
/** Elements that separate words: their text never runs into the next. */
const BLOCKS = new Set(
  "p div br hr li ul ol h1 h2 h3 h4 h5 h6 tr td th table blockquote pre section article figure figcaption dd dt".split(
    " ",
  ),
)

/**
 * The text of an HTML fragment, for excerpts and meta tags (rendered as text, never as HTML):
 * tags, comments and hidden elements removed, entities decoded, whitespace collapsed.
 */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return ""
  const parts: string[] = []
  let hiddenDepth = 0
  // Hidden elements and comments leave a space where they were, as block elements do.
  const boundary = (name: string) => {
    if (BLOCKS.has(name) || HIDDEN.has(name)) parts.push(" ")
  }
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth++
        boundary(name)
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1)
        boundary(name)
      },
      oncomment() {
        parts.push(" ")
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return parts.join("").replace(/\s+/g, " ").trim()
}

/**
 * The card text: the first 100 characters of the short description's text, followed by "...".
 * A full stop or ellipsis already there is folded into it: never "up....".
 */
export function excerpt(html: unknown, length = EXCERPT_LENGTH): string {
  const text = firstCharacters(plainText(html), length).replace(/[\s.…]+$/u, "")
  return text ? `${text}...` : ""
}

/**
 * The meta description: meta_description, else the short description's text cut to 160
 * characters; a post without a short description falls back to its content, then its title.
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
