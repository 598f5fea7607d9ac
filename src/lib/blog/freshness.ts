// Whether a page may need the dashboard's whole list. get-blogs.php and fetch-blogs.php answer with
// every post ever written, full text included: a download and a parse that grow with the blog, paid
// by every visitor of /blogs/ and of a post. The site is rebuilt hourly and as soon as the dashboard
// publishes a post (.github/workflows/deploy.yml), so a current build already lists every post and
// the pages ask the dashboard only when their build is older than that promises.

/** When this build was made (ISO 8601), inlined into the browser bundle by gatsby/bundle; "" elsewhere. */
export const BUILT_AT = process.env.SITE_BUILT_AT || ""

/** Two of the deploy workflow's hourly runs: a build older than this has missed one, and its hook too. */
export const BUILD_CURRENT_FOR_MS = 2 * 60 * 60 * 1000

/**
 * True when the dashboard may hold posts the build does not: the build is older than
 * BUILD_CURRENT_FOR_MS, or when it was made is unknown (a page asks rather than miss a post).
 */
export function dashboardMayBeAhead(builtAt: string, now: number = Date.now()): boolean {
  const built = Date.parse(builtAt)
  return !Number.isFinite(built) || now - built > BUILD_CURRENT_FOR_MS
}
