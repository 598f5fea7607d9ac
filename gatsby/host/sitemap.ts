// Which generated pages belong in sitemap.xml: canonical pages only, never the redirect pages or
// the 404 page (which also shows posts newer than the build).
export interface SitemapCandidate {
  path: string
  pageContext?: { to?: string } | null
}

export function isCanonicalPage(page: SitemapCandidate): boolean {
  if (page.pageContext?.to) return false
  return !/^\/(404|dev-404-page)(\/|\.html|$)/.test(page.path)
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`
}
