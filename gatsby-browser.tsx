import React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { CLIENT_ROUTE_ATTRIBUTE } from "./src/components/client-redirect"
import "slick-carousel/slick/slick.css"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname}>{element}</Layout>
)

// A new navigation starts at the top of the page; Back and Forward return to where the visitor left
// it. Both are Gatsby's own scroll handling: it saves each history entry's position as the visitor
// scrolls and, once the page has rendered, scrolls to the saved position of the entry shown (none,
// so the top, for an entry just pushed).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => true

// Only that handler restores positions: the browser's own restoration acts on Back before the
// earlier page is on screen again, so it scrolls (and Gatsby saves) a position clamped to the
// height of the page being left.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
}

// A plain static host answers a blog post newer than the build with 404.html, whose markup is not
// the post page's: that page is rendered afresh instead of hydrated (which would fail and log).
// Everything else hydrates as usual; empty client-only markup renders, as Gatsby does by default.
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrateOrRender = (element: React.ReactElement, container: Element) => {
    const markup = document.getElementById("gatsby-focus-wrapper")
    if (document.documentElement.hasAttribute(CLIENT_ROUTE_ATTRIBUTE) || !markup?.children.length) {
      createRoot(container).render(element)
    } else {
      hydrateRoot(container, element)
    }
  }
  // Gatsby still types this with React 17's render signature.
  return hydrateOrRender as unknown as HydrateFunction
}

// Marks the moment React has taken over the server-rendered page; browser tests wait for it
// before they type into forms or open menus.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}
