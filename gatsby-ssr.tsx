import React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { CLIENT_ROUTE_ATTRIBUTE } from "./src/components/client-redirect"
import { allLazyComponentsLoaded } from "./src/components/ui/hydrate-later"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname}>{element}</Layout>
)

// A blog post newer than the build is answered with 404.html (a rewrite, or the host's 404), and the
// 404 page's script marks <html> with CLIENT_ROUTE_ATTRIBUTE instead of sending the visitor home.
// The 404 page then shows the post, so it must be rendered, not hydrated over the 404 markup.
// Gatsby renders when its focus wrapper is empty, so this script (after the page's markup, before
// Gatsby's scripts) moves that markup beside the wrapper, where it stays on screen until React
// replaces the root's content with the post.
const handOverToClientRoute = `if(document.documentElement.hasAttribute(${JSON.stringify(CLIENT_ROUTE_ATTRIBUTE)})){var w=document.getElementById("gatsby-focus-wrapper"),d=document.createElement("div");d.append.apply(d,Array.from(w.childNodes));w.after(d)}`

// Parts of pages in chunks of their own (lazyComponent) are all loaded before a page renders, so it
// renders in one pass; returning without a body leaves the rendering itself to Gatsby.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async () => {
  await allLazyComponentsLoaded()
}

type HeadNode = React.ReactNode

const isPreloadOf = (as: string) => (node: HeadNode) =>
  React.isValidElement<{ rel?: string; as?: string }>(node) && node.props.rel === "preload" && node.props.as === as
const isImagePreload = isPreloadOf("image")
const isScriptPreload = isPreloadOf("script")

// A page's preloaded picture (its largest paint, see src/lib/priority-image.ts) goes first in the
// head, so that the browser requests it with the page's first bytes, before reading the inline
// styles (about 50 KB) and the markup that come before the picture itself. Gatsby's preloads of
// chunks (the imports marked webpackPreload) go: the script starter requests them after the first
// paint, with the page's scripts (gatsby/host/page-load.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = (getHeadComponents() as HeadNode[]).flat(Infinity as 1) as HeadNode[]
  const rest = head.filter((node) => !isImagePreload(node) && !isScriptPreload(node))
  replaceHeadComponents([...head.filter(isImagePreload), ...rest])
}

const isNotFoundPage = (pathname: string) => /^\/404(\.html|\/)?$/.test(pathname)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  if (isNotFoundPage(pathname)) {
    setPostBodyComponents([<script key="client-route" dangerouslySetInnerHTML={{ __html: handOverToClientRoute }} />])
  }
  setHtmlAttributes({ lang: "en-AU" })
  setHeadComponents([
    <link key="icon" rel="icon" href="/logo.svg" type="image/svg+xml" />,
    <link key="apple-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme" name="theme-color" content="#0b1f3a" />,
  ])
}
