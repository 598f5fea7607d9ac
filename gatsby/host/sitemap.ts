// Which generated pages belong in sitemap.xml: canonical pages only, never the redirect pages,
// the 404 page or client-only fallbacks.
export interface SitemapCandidate {
  path: string
  matchPath?: string | null
  pageContext?: { to?: string } | null
}

export function isCanonicalPage(page: SitemapCandidate): boolean {
  if (page.pageContext?.to) return false
  if (page.matchPath) return false
  return !/^\/(404|dev-404-page)(\/|\.html|$)/.test(page.path)
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`
}
