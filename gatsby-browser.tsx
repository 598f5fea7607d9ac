import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import "slick-carousel/slick/slick.css"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname}>{element}</Layout>
)

// Every route change starts at the top of the page (SPEC §2), back/forward included.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => {
  window.scrollTo(0, 0)
  return false
}

// Marks the moment React has taken over the server-rendered page; browser tests wait for it
// before they type into forms or open menus.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}
