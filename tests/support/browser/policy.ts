// Watches a page for what no page of the site may do: break its security policy, throw, or request
// anything from a third party or from the editors' CMS. Call before the first page.goto.
import type { Page } from "@playwright/test"
import { CMS_PATH } from "../../../gatsby/cms"
import { DASHBOARD_URL } from "../fixtures/dashboard"
import { BACKEND_PORT } from "../fixtures/form-handlers"

export interface Watched {
  /** Policy violations and uncaught errors, each with the page's address. */
  violations: string[]
  /** Requests to other origins than the site, the dashboard and the form handlers the build was made with. */
  foreign: string[]
  /** Requests for anything under the CMS's address. */
  cms: string[]
}

export async function watchPage(page: Page, baseURL: string): Promise<Watched> {
  const watched: Watched = { violations: [], foreign: [], cms: [] }
  const allowed = new Set([new URL(baseURL).origin, new URL(DASHBOARD_URL).origin, `http://127.0.0.1:${BACKEND_PORT}`])
  page.on("request", (request) => {
    const url = request.url()
    if (url.startsWith("data:")) return
    if (!allowed.has(new URL(url).origin)) watched.foreign.push(url)
    if (new URL(url).pathname.startsWith(CMS_PATH)) watched.cms.push(url)
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      watched.violations.push(`${page.url()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => watched.violations.push(`${page.url()}: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return watched
}
