import React from "react"
import { graphql } from "gatsby"
import { FeatureHighlight } from "./feature-highlight"

export const fragment = graphql`
  fragment ServiceWhyUs on ServiceWhyUs {
    title
    subheading
    description
    features {
      headline
      detail
    }
  }
`

/** Why choose the business for this service: a few features, one highlighted at a time. */
export function WhyUs({ whyUs }: { whyUs: Queries.ServiceWhyUsFragment }) {
  return (
    <section aria-labelledby="why-us" className="container-page section">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{whyUs.subheading}</p>
      <h2 id="why-us" className="section-title mt-2">
        {whyUs.title}
      </h2>
      <p className="section-intro mb-8">{whyUs.description}</p>
      <FeatureHighlight features={whyUs.features} />
    </section>
  )
}
