import React, { useEffect } from "react"
import { Helmet } from "react-helmet"
import { Link, navigate } from "gatsby"
import { useSite } from "../hooks/use-site"
import { canonicalUrl } from "../lib/paths"

/**
 * Replaces the history entry with `to`, on any static host: an inline script does it before the
 * page renders on a first load, navigate() on client-side navigation, meta refresh without JavaScript.
 */
export function ClientRedirect({ to, title, keepQuery = true }: { to: string; title: string; keepQuery?: boolean }) {
  const site = useSite()
  useEffect(() => {
    navigate(to, { replace: true })
  }, [to])
  const target = JSON.stringify(to)
  const script = keepQuery ? `location.replace(${target}+location.search+location.hash)` : `location.replace(${target})`
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonicalUrl(site.siteUrl, to)} />
        <noscript>{`<meta http-equiv="refresh" content="0;url=${to}">`}</noscript>
      </Helmet>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <div className="container-page section">
        <p className="text-lg">
          Taking you to <Link to={to}>{to === "/" ? "our home page" : to}</Link>…
        </p>
      </div>
    </>
  )
}
