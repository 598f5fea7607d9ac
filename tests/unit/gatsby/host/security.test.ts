/** @jest-environment ./tests/support/jest/node-environment.js */
import crypto from "crypto"
import {
  contentSecurityPolicy,
  injectScriptHashes,
  inlineScriptHashes,
  originOf,
} from "../../../../gatsby/host/security"

const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`

describe("content security policy", () => {
  it("allows only the site itself, plus the configured form handlers and dashboard", () => {
    const csp = contentSecurityPolicy({ backend: "https://forms.example.com", dashboard: "https://dash.example.com" })
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("connect-src 'self' https://forms.example.com https://dash.example.com")
    expect(csp).toContain("img-src 'self' data: https://dash.example.com")
    expect(csp).toContain("form-action 'self' https://forms.example.com")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(contentSecurityPolicy({})).toContain("connect-src 'self';")
  })

  it("treats same-host paths as the site itself", () => {
    expect(originOf("/antenna-backend")).toBeUndefined()
    expect(originOf("http://127.0.0.1:9401/")).toBe("http://127.0.0.1:9401")
  })

  it("hashes exactly the executable inline scripts of a page", () => {
    const html = `<html><head><script>window.a=1</script><script src="/app.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script></head>
      <body><script type="module">import("/x.js")</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')])
  })

  it("puts the page's policy first in <head>, before any script", () => {
    const out = injectScriptHashes(
      `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><script>go()</script></head></html>`,
    )
    expect(out).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha("go()")}; object-src 'none'; base-uri 'self'">`,
    )
    expect(injectScriptHashes(out)).toBe(out)
  })

  it("replaces the policy of a page kept from an earlier build whose inline script changed since", () => {
    const earlier = injectScriptHashes(`<html><head><script>window.hash="old"</script></head></html>`)
    const now = injectScriptHashes(earlier.replace('"old"', '"new"'))
    expect(now).toContain(sha('window.hash="new"'))
    expect(now).not.toContain(sha('window.hash="old"'))
    expect(now.match(/Content-Security-Policy/g)).toHaveLength(1)
  })
})
