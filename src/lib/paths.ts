// The site's URL policy in one place: every path ends with "/" (see gatsby-config trailingSlash).

export const withTrailingSlash = (path: string): string => {
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const rest = cut === -1 ? "" : path.slice(cut)
  return `${pathname.endsWith("/") ? pathname : `${pathname}/`}${rest}`
}

export const servicePath = (slug: string): string => `/service/${slug}/`

/** The old root form of a service URL, which redirects to servicePath. */
export const rootServicePath = (slug: string): string => `/${slug}/`

export const blogPath = (slug: string): string => `/blog/${slug}/`

/** Absolute URL on the canonical host for a root-relative path (a page or an asset). */
export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`

/** The canonical URL of a page: absolute, with the site's trailing slash. */
export const canonicalUrl = (siteUrl: string, pagePath: string): string =>
  absoluteUrl(siteUrl, withTrailingSlash(pagePath))

export const mailtoHref = (address: string): string => `mailto:${address}`
