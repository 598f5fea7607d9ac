// The site's address as the build uses it (canonical links, og:url, the sitemap, the CMS's sign-in):
// SITE_URL when set (staging, audits), else siteUrl of content/site.yaml.
import { readContentData } from "./yaml/read-yaml"

/** Until the content check has run, site.yaml may not read: the fallback only ever reaches `gatsby develop`. */
const FALLBACK = "http://localhost:8000"

export function siteUrlOf(root: string, env: { SITE_URL?: string; [variable: string]: string | undefined } = {}): string {
  const site = (readContentData(root, "content/site.yaml") ?? {}) as { siteUrl?: unknown }
  const fromFile = typeof site.siteUrl === "string" && site.siteUrl ? site.siteUrl : FALLBACK
  return (env.SITE_URL || fromFile).replace(/\/+$/, "")
}
