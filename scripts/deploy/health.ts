// After the switch, the deploy asks the web server, as a visitor would, whether the new release is
// the one answering: /build-info.json names it (the deploy wrote its name there, stage.ts), the home
// page answers whole, and a form handler's answer carries its name (entry-points.ts); a handler
// that crashes (500) fails, one that is not configured yet (503, before the first sign-in is set up)
// still shows the release's code ran. It asks again each second until all three hold or the time
// is up.
import { BUILD_INFO_FILE, parseBuildInfo } from "../../src/lib/build-info"
import { RELEASE_HEADER } from "./entry-points"

export interface CheckResult {
  ok: boolean
  /** How many rounds of the three questions it took, and how long. */
  rounds: number
  seconds: number
  /** What was wrong in the last round. */
  problems: string[]
}

const TIMEOUT_MS = 10_000

async function get(url: string): Promise<{ status: number; headers: Headers; body: string } | string> {
  try {
    const response = await fetch(url, {
      headers: { "Cache-Control": "no-cache", "User-Agent": "antenna-site deploy check" },
      // As a visitor's browser: an address that leads elsewhere (http to https, say) is followed.
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    return `no answer (${error instanceof Error ? error.message : String(error)}${cause instanceof Error ? `: ${cause.message}` : ""})`
  }
}

/** What is wrong with the answers for `release` at `site`, or nothing. */
async function ask(site: string, release: string, homeTitle: string | null): Promise<string[]> {
  const [info, home, handler] = await Promise.all([
    get(`${site}/${BUILD_INFO_FILE}`),
    get(`${site}/`),
    get(`${site}/antenna-backend/handleContact.php`),
  ])
  const problems: string[] = []
  if (typeof info === "string") problems.push(`/${BUILD_INFO_FILE}: ${info}`)
  else {
    const served = info.status === 200 ? parseBuildInfo(info.body)?.release : undefined
    if (served !== release)
      problems.push(
        `/${BUILD_INFO_FILE} answered ${info.status}${served !== undefined ? ` naming release ${served || "none"}` : ""}, not ${release}`,
      )
  }
  if (typeof home === "string") problems.push(`/: ${home}`)
  else if (home.status !== 200 || (homeTitle !== null && !home.body.includes(homeTitle)))
    problems.push(`/ answered ${home.status}${home.status === 200 ? " without the home page's title" : ""}`)
  if (typeof handler === "string") problems.push(`/antenna-backend/handleContact.php: ${handler}`)
  else {
    const ran = handler.headers.get(RELEASE_HEADER)
    if (handler.status >= 500 && handler.status !== 503)
      problems.push(`/antenna-backend/handleContact.php answered ${handler.status}`)
    if (ran !== release)
      problems.push(
        `/antenna-backend/handleContact.php was answered by ${ran ? `release ${ran}` : "no release of the deploy"}, not ${release}`,
      )
  }
  return problems
}

/** Asks `site` until release `release` answers, for at most `limitSeconds`; `homeTitle`: the home page's <title>. */
export async function checkRelease(
  site: string,
  release: string,
  homeTitle: string | null,
  limitSeconds: number,
): Promise<CheckResult> {
  const from = performance.now()
  const seconds = () => (performance.now() - from) / 1000
  let rounds = 0
  for (;;) {
    rounds++
    const problems = await ask(site, release, homeTitle)
    if (problems.length === 0) return { ok: true, rounds, seconds: seconds(), problems }
    if (seconds() + 1 > limitSeconds) return { ok: false, rounds, seconds: seconds(), problems }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** The <title> of a page's HTML, as it is written there. */
export const titleOf = (html: string): string | null => /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0] ?? null
