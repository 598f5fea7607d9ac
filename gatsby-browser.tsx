import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { holdEarlySubmissions } from "./src/lib/early-forms"
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

// When the site's first script runs: only that handler restores positions (the browser's own
// restoration acts on Back before the earlier page is on screen again, so it scrolls, and Gatsby
// saves, a position clamped to the height of the page being left); and a form sent before its own
// code has arrived is held, not posted away from the page (src/lib/early-forms.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
  holdEarlySubmissions()
}

// Marks the moment React has taken over the server-rendered page; browser tests wait for it
// before they type into forms or open menus.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}
