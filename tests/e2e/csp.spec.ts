import { expect, test } from "../support/browser/fixtures"
import { FIXED_PAGES, SERVICE_PAGES } from "../support/browser/site"
import { CMS_PATH } from "../../gatsby/cms"

// The test server applies the build's own public/_headers (playwright.config.ts), as a host would.

test("every answer carries the security headers and a tight Content-Security-Policy", async ({ request }) => {
  const response = await request.get("/")
  const headers = response.headers()
  const csp = headers["content-security-policy"]
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
  const html = await response.text()
  // Each page narrows scripts to its own files and the hashes of its inline scripts.
  expect(html).toMatch(
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
  )
  expect(html).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*unsafe-inline/)
})

test("hashed bundles are cached for a year, HTML and page data revalidated", async ({ request }) => {
  const html = await (await request.get("/")).text()
  // The page's starter lists its scripts (gatsby/scripts-after-paint.ts).
  const bundle = html.match(/"(\/app-[0-9a-f]{20}\.js)"/)?.[1]
  expect(bundle).toBeTruthy()
  expect((await request.get(bundle!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  )
  const htaccess = await (await request.get("/.htaccess")).text()
  expect(htaccess).toContain('Header always set Content-Security-Policy "default-src')
  expect(htaccess).toContain("AddOutputFilterByType DEFLATE")
})

test("no page breaks the policy, contacts a third party or loads the CMS: every page works and reports no violation", async ({
  page,
  baseURL,
}) => {
  const violations: string[] = []
  // Only the site itself, and the dashboard and form handlers the build was configured with.
  const allowed = new Set([new URL(baseURL!).origin, "http://127.0.0.1:9301", "http://127.0.0.1:9401"])
  const foreign: string[] = []
  // The editors' CMS is its own page: no public page requests anything of it.
  const cms: string[] = []
  page.on("request", (request) => {
    const url = request.url()
    if (!url.startsWith("data:") && !allowed.has(new URL(url).origin)) foreign.push(url)
    if (new URL(url).pathname.startsWith(CMS_PATH)) cms.push(url)
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => violations.push(`${page.url()}: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await page.goto("/blogs/")
  const posts = await page
    .locator("main a[href^='/blog/']")
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))])
  const paths = [...FIXED_PAGES, ...SERVICE_PAGES, ...posts.slice(0, 3), "/blog/not-a-real-post/"]
  for (const path of paths) {
    await page.goto(path)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
  }
  // The redirect pages and the 404 page run their inline scripts under the policy too.
  await page.goto("/aboutus/")
  await page.evaluate(() => (location.href = "/cctv-installation-melbourne/"))
  await page.waitForURL("**/service/cctv-installation-melbourne/")
  await page.evaluate(() => (location.href = "/no-such-page/"))
  await page.waitForURL((url) => url.pathname === "/")
  expect(violations).toEqual([])
  expect(foreign).toEqual([])
  expect(cms).toEqual([])
})
