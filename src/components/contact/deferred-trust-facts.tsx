import React from "react"
import { HydrateLater, lazyComponent } from "../ui/hydrate-later"

const LazyTrustFacts = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./trust-facts").then((m) => m.TrustFacts),
)

/**
 * The trust facts beside a page's headline. They never change once built, so their code waits in the
 * deferred chunk (which brings the footer's copy of them anyway) and the first script stays as small
 * as before; the pre-rendered list shows meanwhile.
 */
export function DeferredTrustFacts({ className }: { className?: string }) {
  return (
    <HydrateLater>
      <LazyTrustFacts className={className} />
    </HydrateLater>
  )
}
