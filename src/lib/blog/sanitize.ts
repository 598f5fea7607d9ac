// The one HTML policy for blog posts, applied at build to every sourced post and in the browser to
// posts fetched at runtime (this module is loaded there only on demand: it carries an HTML parser).
// Both load sanitize-html through its package entry, so an upgrade keeps working as documented.
// (A DOM-based sanitiser would not do in the browser: the site's Content-Security-Policy reports
// every inline event handler of a hostile post the moment a DOM parser reads it.)
// It keeps what an article needs and drops anything that can run code, load frames, restyle or
// cover the page.
import sanitizeHtml from "sanitize-html"
import type { BlogPostData } from "./post"

const ARTICLE_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "blockquote",
  "code",
  "pre",
  "kbd",
  "span",
  "div",
]

/** What a link is read against: a host no link names, so that a relative one ("/service/...") stays on it. */
const HERE = new URL("https://this-site.invalid/")

/**
 * A web link to another host leaves the site. The address is read as a browser reads it, which
 * drops tabs and line breaks and takes `\` for `/`: `https:/<tab>/example.com/` leaves it too.
 */
function isExternal(href: string): boolean {
  try {
    const url = new URL(href, HERE)
    return (url.protocol === "https:" || url.protocol === "http:") && url.host !== HERE.host
  } catch {
    return false // not an address at all: the browser would not follow it either
  }
}

export const BLOG_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  // No class, id or style anywhere: the site's own utility classes could cover the page.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    ol: ["start", "reversed", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // Their text is not article text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "svg", "math", "title"],
  // An image is kept only with a web address: without one (its data: or script URL removed, or a
  // bare "x" that would resolve against the post's own URL) it would be a broken box.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ""),
  transformTags: {
    // The post title is the page's only h1.
    h1: "h2",
    // Links to other sites open in a new tab without a handle on this one; the editor's own rel and
    // target are never kept.
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs
      return {
        tagName,
        attribs: rest.href && isExternal(rest.href) ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
      }
    },
    // An image the editor gave no text is treated as decorative, so screen readers skip its file name.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
}

/** Blog HTML made safe to render; anything that is not text gives "". */
export function sanitizeBlogHtml(html: unknown): string {
  if (typeof html !== "string" || html.trim() === "") return ""
  return sanitizeHtml(html, BLOG_HTML_POLICY).trim()
}

/** The post with both of its HTML fields sanitised. */
export function sanitizeBlogPost<T extends Pick<BlogPostData, "shortDescription" | "content">>(post: T): T {
  return { ...post, shortDescription: sanitizeBlogHtml(post.shortDescription), content: sanitizeBlogHtml(post.content) }
}
