import React, { useEffect } from "react"
import { Helmet } from "react-helmet"
import { Link, navigate } from "gatsby"
import { useSite } from "../hooks/use-site"
import { canonicalUrl } from "../lib/paths"

/**
 * Set on <html> by the inline script when a redirect is skipped because the address belongs to a
 * client-side route: its page is then rendered in the browser, not hydrated over this markup.
 */
export const CLIENT_ROUTE_ATTRIBUTE = "data-client-route"

interface ClientRedirectProps {
  to: string
  title: string
  keepQuery?: boolean
  /** A regular expression (source) of paths that are not redirected: a client-side route shows them. */
  except?: string
}

/**
 * Replaces the history entry with `to`, on any static host: an inline script does it before the
 * page renders on a first load, navigate() on client-side navigation, meta refresh without JavaScript.
 */
export function ClientRedirect({ to, title, keepQuery = true, except }: ClientRedirectProps) {
  const site = useSite()
  useEffect(() => {
    if (except && new RegExp(except).test(window.location.pathname)) return
    navigate(to, { replace: true })
  }, [to, except])
  const target = JSON.stringify(to)
  const redirect = keepQuery
    ? `location.replace(${target}+location.search+location.hash)`
    : `location.replace(${target})`
  const script = except
    ? `if(new RegExp(${JSON.stringify(except)}).test(location.pathname)){document.documentElement.setAttribute(${JSON.stringify(CLIENT_ROUTE_ATTRIBUTE)},"")}else{${redirect}}`
    : redirect
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonicalUrl(site.siteUrl, to)} />
        <noscript>{`<meta http-equiv="refresh" content="0;url=${to}">`}</noscript>
      </Helmet>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <div className="client-redirect-notice container-page section">
        <p className="text-lg">
          Taking you to <Link to={to}>{to === "/" ? "our home page" : to}</Link>…
        </p>
      </div>
    </>
  )
}
