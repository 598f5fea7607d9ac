// What the site's components import from "gatsby", for the CMS previews only (the CMS build,
// gatsby/cms/build.ts, points "gatsby" here). The CMS build replaces every graphql`` tag of src/ by the hash Gatsby
// gives that query, and the build writes each static query's result into
// static-queries.json, so useStaticQuery answers with the data the pages were built with.
import React from "react"

type StaticQueries = Record<string, unknown>
let staticQueries: StaticQueries = {}

/** The static-query results of the build (public/page-data/sq/d/*.json), by query hash. */
export function setStaticQueries(results: StaticQueries): void {
  staticQueries = results
}

export function useStaticQuery<T>(hash: unknown): T {
  if (typeof hash !== "string" || !(hash in staticQueries))
    throw new Error(`The CMS preview has no result for static query ${String(hash)}; rebuild the site.`)
  return staticQueries[hash] as T
}

/** Never called: the CMS build has replaced every graphql`` tag by its hash. */
export function graphql(): never {
  throw new Error("graphql`` reached the CMS bundle without being replaced by its hash")
}

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

/** A link that shows like the site's and stays in the editor when clicked. */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partially, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
      }}
    >
      {children}
    </a>
  )
})

export const navigate = (): void => undefined
