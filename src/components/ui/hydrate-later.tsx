import React, { Suspense, lazy } from "react"

/**
 * Content that React hydrates after the rest of the page. Each boundary keeps its pre-rendered HTML
 * on screen and is hydrated at low priority in short slices of work that yield to the browser, so
 * the header, the first screen and its form answer input first; a tap or key press inside one that
 * is not hydrated yet hydrates it on the spot and is handled as usual. The fallback is never shown
 * over pre-rendered HTML: server and client render the same markup.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * The component `load` resolves to, in a chunk of its own, for content inside a HydrateLater: the
 * browser fetches it while the rest hydrates, and React keeps the boundary's pre-rendered HTML
 * (links and forms work natively) until it arrives. The server renders it in the same pass.
 */
export function lazyComponent<P>(load: () => Promise<React.ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}
