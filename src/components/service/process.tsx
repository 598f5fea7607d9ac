import React from "react"
import { graphql } from "gatsby"
import { ServiceBand } from "./service-band"
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

/** How the job runs, step by step, as a timeline with each step's duration. */
export function ServiceProcess({ timeline, shaded }: { timeline: Queries.ServiceProcessFragment; shaded: boolean }) {
  return (
    <ServiceBand id="process" heading={timeline.heading} intro={timeline.intro} shaded={shaded}>
      <ServiceTimeline steps={timeline.items} />
    </ServiceBand>
  )
}
