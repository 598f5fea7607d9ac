import React from "react"
import { graphql } from "gatsby"
import type { SeoProps } from "./seo-tags"
import { HydrateLater, lazyComponent } from "./ui/hydrate-later"

/** The search-engine title and description every page's content gives (the model's Seo type). */
export const fragment = graphql`
  fragment SeoFields on Seo {
    title
    description
  }
`

// The head is complete in the pre-rendered HTML, so the browser needs react-helmet only to keep it
// right on in-site navigation: it comes in a chunk of its own, fetched while the page hydrates.
const SeoTags = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./seo-tags").then((m) => m.default),
)

/** The head of a page (see SeoTags for what it holds). */
export function Seo(props: SeoProps) {
  return (
    <HydrateLater>
      <SeoTags {...props} />
    </HydrateLater>
  )
}
