// The browser loads sanitize-html only for posts newer than the build, as a lazy chunk; these
// aliases keep that chunk to what the blog policy (src/lib/blog-sanitize.ts) actually runs.
import path from "path"
import { createRequire } from "module"

// gatsby-node is bundled by Parcel, whose require has no resolve(): ask Node's, from the site root.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"))

export function sanitizerBrowserAliases(): Record<string, string | false> {
  const sanitizeHtmlDir = path.dirname(siteRequire.resolve("sanitize-html"))
  const htmlparser2Dir = path.dirname(siteRequire.resolve("htmlparser2", { paths: [sanitizeHtmlDir] }))
  return {
    // sanitize-html needs only the Parser; the package index adds a DOM, DOM utilities and a
    // serialiser, with their own copies of the entity tables.
    htmlparser2$: path.join(htmlparser2Dir, "Parser.js"),
    // Used for style attributes, which the policy never parses (parseStyleAttributes: false).
    postcss: false,
    // Used by `launder` for date helpers; sanitize-html only calls its URL check.
    dayjs: false,
  }
}
