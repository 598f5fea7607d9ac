import React, { Suspense, lazy, useEffect, useState } from "react"

/**
 * Content that React hydrates after the rest of the page. Each boundary keeps its pre-rendered HTML
 * on screen and is hydrated at low priority in short slices of work that yield to the browser, so
 * the header, the first screen and its form answer input first; a tap or key press inside one that
 * is not hydrated yet hydrates it on the spot and is handled as usual, once its code is there (a
 * lazyComponent's may still be on its way: then the tap does what the pre-rendered HTML does, which
 * for links and forms is what the visitor meant). The fallback is never shown over pre-rendered
 * HTML: server and client render the same markup.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

const loading: Promise<unknown>[] = []

/**
 * The component `load` resolves to, in a chunk of its own, for content inside a HydrateLater (or an
 * AfterHydration). Its chunk is requested as soon as the module that defines it runs: the browser
 * downloads it while the page hydrates, and React keeps the boundary's pre-rendered HTML (links and
 * forms work natively) until it arrives; should it never arrive, that HTML simply stays (on a page
 * rendered in the browser, the part stays empty). On the server every page renders once they are
 * all loaded (see allLazyComponentsLoaded), and a failure stops the build.
 *
 * Mark the import `webpackPreload: true` beside its chunk's name: the build then lists the chunk
 * among what each page using it requests with its scripts (gatsby/host/page-load.ts), instead of
 * one round trip later.
 */
export function lazyComponent<P extends object>(load: () => Promise<React.FunctionComponent<P>>) {
  let loaded: React.FunctionComponent<P> | null = null
  const ready = load().then(
    (component) => {
      loaded = component
      return { default: component }
    },
    (error: unknown) => {
      if (typeof window === "undefined") throw error
      console.warn("A part of the page could not be loaded; it stays as pre-rendered", error)
      return new Promise<never>(() => {})
    },
  )
  loading.push(ready)
  const Lazy = lazy(() => ready)
  return function LazyComponent(props: P) {
    // Mounted once loaded (on the server, after a client-side navigation), it renders at once;
    // mounted before, it keeps the lazy wrapper, so that its arrival never remounts it.
    const [Component] = useState<React.ElementType>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
}

/**
 * Resolves once every lazyComponent has its code. Gatsby's server awaits it before it renders a page
 * (gatsby-ssr's replaceRenderer), so each page renders in one synchronous pass: react-helmet gathers
 * the head in one global store, and Gatsby renders two pages at once, so a page whose render paused
 * for a chunk would hand its head to the other.
 */
export async function allLazyComponentsLoaded(): Promise<void> {
  // A chunk may define lazy components of its own.
  for (let count = -1; count !== loading.length; ) {
    count = loading.length
    await Promise.all(loading)
  }
}

/**
 * What the pre-rendered page does not show, such as a closed dialog, whose code (a lazyComponent)
 * downloads in the background: rendered only in the browser, once the page has hydrated. Opened
 * before its code has arrived, it appears as soon as it does.
 */
export function AfterHydration({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <HydrateLater>{children}</HydrateLater> : null
}
