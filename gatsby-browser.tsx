import React, { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import { holdEarlySubmissions } from "./src/lib/forms/early-forms"
import { countView, startCounting } from "./src/lib/visits/counter"
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
// saves, a position clamped to the height of the page being left); a form sent before its own
// code has arrived is held, not posted away from the page (src/lib/forms/early-forms.ts); and the
// visit counter starts noting taps (src/lib/visits/counter.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
  holdEarlySubmissions()
  startCounting()
}

// Each page the visitor reaches is a view for the visit counter; a change of the address's hash
// alone (the skip link) is not.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || prevLocation.pathname !== location.pathname) countView(!prevLocation)
}

// Marks the moment React has taken over the server-rendered page; browser tests wait for it
// before they type into forms or open menus.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}

// React hydrates a page in one long task, during which a tap waits, unless the hydration is a
// transition: then it works in slices of about 5 ms and lets the browser handle input between them
// (a tap on a part not yet hydrated hydrates that part first). Gatsby's own rule stays: a page with
// pre-rendered markup is hydrated, an empty one (a post newer than the build, on the 404 page) is rendered.
const startReact = (element: React.ReactElement, container: Element) => {
  const prerendered = container.id === "___gatsby" && document.getElementById("gatsby-focus-wrapper")?.children.length
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, element)
    })
    return undefined
  }
  const root = createRoot(container)
  root.render(element)
  return () => root.unmount()
}

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  startReact as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
