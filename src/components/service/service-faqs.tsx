import React from "react"
import { graphql } from "gatsby"
import { FaqAccordion } from "../ui/faq-accordion"
import { useUi } from "../../hooks/use-ui"

export const fragment = graphql`
  fragment ServiceFaq on Faq {
    question
    answer
  }
`

/** The service's frequently asked questions, each answer opened by its question. */
export function ServiceFaqs({ faqs }: { faqs: readonly Queries.ServiceFaqFragment[] }) {
  const { servicePage } = useUi()
  return (
    <section aria-labelledby="faqs" className="container-page section max-w-4xl">
      <h2 id="faqs" className="section-title mb-8">
        {servicePage.faqs}
      </h2>
      <FaqAccordion items={faqs} />
    </section>
  )
}
