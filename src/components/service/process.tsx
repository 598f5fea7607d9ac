import React from "react"
import { graphql } from "gatsby"
import { ShadedSection } from "./section-heading"
import { ServiceTimeline } from "./service-timeline"

export const fragment = graphql`
  fragment ServiceProcess on ServiceTimeline {
    heading
    intro
    items {
      title
      description
      duration
    }
  }
`

/** How the job runs, step by step, as a timeline. */
export function ServiceProcess({ timeline }: { timeline: Queries.ServiceProcessFragment }) {
  return (
    <ShadedSection id="process" heading={timeline.heading} intro={timeline.intro}>
      <div className="mt-12">
        <ServiceTimeline steps={timeline.items} />
      </div>
    </ShadedSection>
  )
}
