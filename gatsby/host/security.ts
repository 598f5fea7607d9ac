// Security headers and the Content-Security-Policy of the static site, for every host format.
//
// Gatsby inlines a few small scripts in each page (chunk map, page path, image loader, our redirect
// script), so script-src cannot be just 'self'. Rather than allowing every inline script, each
// HTML file gets a <meta> policy listing the SHA-256 of exactly its own inline scripts
// (injectScriptHashes); the site-wide header policy carries everything else, and since browsers
// enforce both, scripts are limited to the site's own files plus those hashed snippets.
import crypto from "crypto"

export interface Origins {
  /** Origin of the PHP form handlers when they are not on this host (GATSBY_BACKEND_URL). */
  backend?: string
  /** Origin of the blog dashboard (GATSBY_DASHBOARD_URL): runtime refresh and post images. */
  dashboard?: string
}

/** The origin of an absolute URL, or undefined for a same-host path like /antenna-backend. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined
  return new URL(url).origin
}

export function contentSecurityPolicy({ backend, dashboard }: Origins): string {
  const extra = (...origins: (string | undefined)[]) => origins.filter(Boolean).join(" ")
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // Narrowed per page by the <meta> policy's hashes (see above).
    ["script-src", "'self' 'unsafe-inline'"],
    // Gatsby inlines the site CSS and gatsby-plugin-image sets style attributes.
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", `'self' data: ${extra(dashboard)}`.trim()],
    ["font-src", "'self'"],
    ["connect-src", `'self' ${extra(backend, dashboard)}`.trim()],
    ["form-action", `'self' ${extra(backend)}`.trim()],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join("; ")
}

/** Headers sent with every response. */
export function securityHeaders(origins: Origins): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(origins),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** SHA-256 sources of the executable inline scripts of an HTML document (JSON-LD is data, not code). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = attributes.match(/\btype=["']?([^"'\s>]+)/i)?.[1]?.toLowerCase()
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

/**
 * Puts, first thing in <head>, a policy allowing the site's scripts plus this page's inline ones. A
 * page kept from an earlier build (Gatsby re-renders only changed pages, but rewrites the build's
 * hash script in every one) has its policy replaced, never left listing an old hash.
 */
export function injectScriptHashes(html: string): string {
  const page = html.replace(POLICY_META, "")
  const sources = ["'self'", ...inlineScriptHashes(page)].join(" ")
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src ${sources}; object-src 'none'; base-uri 'self'">`
  return page.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`)
}

/** Caching: hashed assets for a year, HTML and page data revalidated on every visit. */
export const CACHE_RULES = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
}
