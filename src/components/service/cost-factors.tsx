import React from "react"
import { graphql } from "gatsby"
import { ShadedSection } from "./section-heading"

export const fragment = graphql`
  fragment ServiceCostFactors on ServiceCostFactors {
    heading
    intro
    items {
      title
      description
    }
  }
`

/** What the price of the job depends on. */
export function CostFactors({ costFactors }: { costFactors: Queries.ServiceCostFactorsFragment }) {
  return (
    <ShadedSection id="cost-factors" heading={costFactors.heading} intro={costFactors.intro}>
      <ul className="mt-6 grid gap-2 sm:mt-8 sm:gap-5 md:grid-cols-3">
        {costFactors.items.map((factor) => (
          <li key={factor.title} className="card border-t-4 border-t-accent-400 p-4 sm:p-6">
            <h3 className="text-lg font-bold sm:text-xl">{factor.title}</h3>
            <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{factor.description}</p>
          </li>
        ))}
      </ul>
    </ShadedSection>
  )
}
