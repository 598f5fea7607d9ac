import { expect, test } from "../support/browser/fixtures"

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

// That every page, the redirect pages and the 404 page work under this policy: foundation.spec.ts.
