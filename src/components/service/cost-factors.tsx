import React from "react"
import { graphql } from "gatsby"
import { ServiceBand } from "./service-band"

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

/** What the price of the job depends on: a card per factor, under the promise of a free quote. */
export function CostFactors({
  costFactors,
  shaded,
}: {
  costFactors: Queries.ServiceCostFactorsFragment
  shaded: boolean
}) {
  return (
    <ServiceBand id="cost-factors" heading={costFactors.heading} intro={costFactors.intro} shaded={shaded}>
      {/* On phones the row scrolls sideways: focusable, so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="card-rows swipe-rows" tabIndex={0} aria-labelledby="cost-factors">
        {costFactors.items.map((factor) => (
          <li key={factor.title} className="card border-t-4 border-t-accent-400 p-4 sm:p-5">
            <h3 className="card-title">{factor.title}</h3>
            <p className="mt-1 text-body text-slate-600">{factor.description}</p>
          </li>
        ))}
      </ul>
    </ServiceBand>
  )
}
