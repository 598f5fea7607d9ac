// Whether a page may need the dashboard's whole list. get-blogs.php and fetch-blogs.php answer with
// every post ever written, full text included: a download and a parse that grow with the blog, paid
// by every visitor of /blogs/ and of a post. The deploy workflow looks for a change hourly and as soon
// as the dashboard publishes a post (.github/workflows/deploy.yml), so a current build already lists
// every post, and the pages ask the dashboard only when their build is older than that promises.
import { BUILD_INFO_FILE, parseBuildInfo } from "../build-info"

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

let builtAt: Promise<string> | undefined

/**
 * When the live build was made, or last found current by a deploy (lib/build-info.ts), from the
 * site's own /build-info.json: fetched once per visit, and only by a page that may ask the dashboard;
 * "" when it cannot be had. The time is not in the bundle, so a rebuild of the same sources makes the
 * same scripts, and a deploy that finds nothing changed can say the site is current without a build.
 */
export function loadBuiltAt(fetchImpl: typeof fetch = globalThis.fetch): Promise<string> {
  builtAt ??= Promise.resolve()
    .then(() => fetchImpl(`/${BUILD_INFO_FILE}`, { headers: { Accept: "application/json" } }))
    .then((response) => (response.ok ? response.text() : ""))
    .then((text) => parseBuildInfo(text)?.builtAt ?? "")
    .catch(() => "")
  return builtAt
}

/** Forgets the time loaded, for tests. */
export function forgetBuiltAt(): void {
  builtAt = undefined
}
