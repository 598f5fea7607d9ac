// The security policy of the editors' CMS at /admin/ only. Every public page keeps the site's
// policy (gatsby/host/security.ts); the CMS needs a little more, and each addition says why.
import type { CmsEnv } from "./config"

/** The CMS's address: /admin/, where editors know to find it. */
export const CMS_PATH = "/admin/"

/** Where `npm run cms` runs Decap's local backend (decap-server); only used on localhost. */
export const LOCAL_BACKEND = "http://localhost:8081"

export function cmsContentSecurityPolicy(env: CmsEnv = {}): string {
  const github = env.CMS_BACKEND === "github"
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    // Decap validates its configuration with ajv, which compiles the schema into a function.
    ["script-src", "'self' 'unsafe-eval'"],
    // Decap's interface is styled by emotion, which writes <style> elements at run time.
    ["style-src", "'self' 'unsafe-inline'"],
    // Pictures an editor picks are shown from blob: URLs before they are saved; GitHub serves
    // the repository's pictures and avatars from githubusercontent.com.
    ["img-src", `'self' data: blob:${github ? " https://*.githubusercontent.com" : ""}`],
    ["font-src", "'self' data:"],
    // The local backend (npm run cms) on this computer, or GitHub's API; git-gateway is same-origin.
    // blob: because the media library reads an uploaded picture back from its blob: URL (fetch)
    // to show it and to send it to the backend when the entry is published.
    ["connect-src", `'self' blob: ${LOCAL_BACKEND}${github ? " https://api.github.com" : ""}`],
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
