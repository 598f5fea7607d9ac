import React, { Suspense, lazy } from "react"
import { graphql } from "gatsby"
import type { SeoProps } from "./seo-tags"

/** The search-engine title and description every page's content gives (the model's Seo type). */
export const fragment = graphql`
  fragment SeoFields on Seo {
    title
    description
  }
`

// The head is complete in the pre-rendered HTML, so the browser needs react-helmet only to keep it
// right on in-site navigation: it comes in its own chunk, fetched while the page hydrates, instead
// of delaying the first hydration. On the server it renders in the same pass as the page.
const SeoTags = lazy(() => import("./seo-tags"))

/** The head of a page (see SeoTags for what it holds). */
export function Seo(props: SeoProps) {
  return (
    <Suspense fallback={null}>
      <SeoTags {...props} />
    </Suspense>
  )
}
