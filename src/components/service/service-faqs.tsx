import React from "react"
import { graphql } from "gatsby"
import { ServiceBand } from "./service-band"
import { FaqAccordion } from "../ui/faq-accordion"
import { useUi } from "../../hooks/use-ui"

export const fragment = graphql`
  fragment ServiceFaq on Faq {
    question
    answer
  }
`

/** The service's frequently asked questions, each answer opened by its question; the heading beside them on large screens. */
export function ServiceFaqs({ faqs }: { faqs: readonly Queries.ServiceFaqFragment[] }) {
  const { servicePage } = useUi()
  return (
    <ServiceBand id="faqs" heading={servicePage.faqs} shaded={false} aside>
      <FaqAccordion items={faqs} />
    </ServiceBand>
  )
}
