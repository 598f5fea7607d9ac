// Every redirect of the site as data: one list feeds the redirect pages, createRedirect and the
// server redirect files, so the three can never disagree.
import { rootServicePath, servicePath } from "../../src/lib/paths"
import { FIXED_PATHS } from "../../src/lib/site-pages"

export interface Redirect {
  /** Path with the trailing slash, e.g. "/cctv-installation-melbourne/". */
  from: string
  to: string
}

export function serviceRedirects(slugs: readonly string[], fixedPaths: readonly string[] = []): Redirect[] {
  const redirects = slugs.map((slug) => ({ from: rootServicePath(slug), to: servicePath(slug) }))
  const seen = new Set(fixedPaths)
  for (const { from } of redirects) {
    if (seen.has(from)) throw new Error(`Redirect from ${from} is declared twice or hides an existing page`)
    seen.add(from)
  }
  return redirects
}

/** /blog/ holds the posts' addresses; the list of posts is /blogs/ (the spec's route). */
export const BLOG_FOLDER_REDIRECT: Redirect = { from: "/blog/", to: "/blogs/" }

/** The site's redirects: each service's old address at the root to its page, and /blog/ to the list; none hides a fixed page. */
export const siteRedirects = (serviceSlugs: readonly string[]): Redirect[] => [
  ...serviceRedirects(serviceSlugs, [...FIXED_PATHS, BLOG_FOLDER_REDIRECT.from]),
  BLOG_FOLDER_REDIRECT,
]

/**
 * Apache rules; each path answers with and without its trailing slash. mod_rewrite matches a path
 * relative to the .htaccess's own folder, so the rules hold wherever that folder is served from
 * (the document root, or a release behind current/: docs/deploying.md).
 */
export function htaccessRules(redirects: readonly Redirect[]): string {
  const lines = redirects.map(
    ({ from, to }) =>
      `RewriteRule ^${from.replace(/^\/|\/$/g, "").replace(/[.+*?()[\]{}|^$\\]/g, "\\$&")}/?$ ${to} [R=301,L]`,
  )
  return lines.join("\n")
}

/** Netlify-style _redirects lines (Netlify, Cloudflare Pages and others read this format). */
export function netlifyRules(redirects: readonly Redirect[]): string {
  return redirects.flatMap(({ from, to }) => [`${from.replace(/\/$/, "")} ${to} 301`, `${from} ${to} 301`]).join("\n")
}
