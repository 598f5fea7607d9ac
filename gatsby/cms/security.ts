// The security policy of the editors' CMS at /admin/ only. Every public page keeps the site's
// policy (gatsby/host/security.ts); the CMS needs a little more, and each addition says why.
import { LOCAL_BACKEND, type CmsBackend } from "./backend"

/** The CMS's address: /admin/, where editors know to find it. */
export const CMS_PATH = "/admin/"

export { LOCAL_BACKEND }

export function cmsContentSecurityPolicy(backend: CmsBackend): string {
  const extra = (origins: string[]) => origins.map((origin) => ` ${origin}`).join("")
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // Decap validates its configuration with ajv, which compiles the schema into a function.
    ["script-src", "'self' 'unsafe-eval'"],
    // Decap's interface is styled by emotion, which writes <style> elements at run time.
    ["style-src", "'self' 'unsafe-inline'"],
    // Pictures an editor picks are shown from blob: URLs before they are saved; the Git host
    // serves the editors' avatars (and GitHub the repository's pictures) from its own origins.
    ["img-src", `'self' data: blob:${extra(backend.images)}`],
    ["font-src", "'self' data:"],
    // The local backend (npm run cms) on this computer, and the Git host's API (and, with PKCE,
    // its token URL); git-gateway is same-origin. blob: because the media library reads an
    // uploaded picture back from its blob: URL (fetch) to show it and to send it when published.
    ["connect-src", `'self' blob: ${LOCAL_BACKEND}${extra(backend.connect)}`],
    ["media-src", "'self' blob:"],
    ["worker-src", "'self' blob:"],
    ["frame-src", "'self' blob:"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join("; ")
}

/**
 * The headers of /admin/ that differ from the site's. GitHub's sign-in window is opened by the
 * editor's page and answers it through window.opener, which the site's "same-origin" opener policy
 * would take away from it; "same-origin-allow-popups" keeps the page's own protection.
 */
export function cmsHeaders(backend: CmsBackend): Record<string, string> {
  return {
    "Content-Security-Policy": cmsContentSecurityPolicy(backend),
    "Cross-Origin-Opener-Policy": backend.signInWindow ? "same-origin-allow-popups" : "same-origin",
  }
}
