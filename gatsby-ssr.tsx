import React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout/layout"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname}>{element}</Layout>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-AU" })
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme" name="theme-color" content="#0b1f3a" />,
  ])
}
