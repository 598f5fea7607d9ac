import React from "react"
import { graphql } from "gatsby"
import { ServiceBand } from "./service-band"
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
export function WhyUs({ whyUs, shaded }: { whyUs: Queries.ServiceWhyUsFragment; shaded: boolean }) {
  return (
    <ServiceBand id="why-us" eyebrow={whyUs.subheading} heading={whyUs.title} intro={whyUs.description} shaded={shaded}>
      <FeatureHighlight features={whyUs.features} />
    </ServiceBand>
  )
}
