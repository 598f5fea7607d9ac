import React, { Suspense } from "react"

/**
 * Content that React hydrates after the rest of the page. Each boundary keeps its pre-rendered HTML
 * on screen and is hydrated at low priority in short slices of work that yield to the browser, so
 * the header, the first screen and its form answer input first; a tap or key press inside one that
 * is not hydrated yet hydrates it on the spot and is handled as usual. Nothing here ever suspends:
 * the fallback is never shown, server and client render the same markup.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
