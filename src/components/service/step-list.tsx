import React from "react"
import { graphql } from "gatsby"
import { SectionHeading } from "./section-heading"
import { ContentIcon } from "../ui/content-icon"

export const fragment = graphql`
  fragment ServiceStepList on ServiceStepList {
    heading
    intro
    numbered
    items {
      icon
      title
      description
    }
  }
`

/** A list of steps or points, numbered or each with its icon: compact rows on phones, cards from 640 px. */
export function StepList({ list }: { list: Queries.ServiceStepListFragment }) {
  return (
    <section className="container-page section">
      <SectionHeading heading={list.heading} intro={list.intro} />
      <ul className="mt-6 grid gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {list.items.map((item, index) => (
          <li key={item.title} className="card flex gap-3 p-3 sm:block sm:p-6">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:h-12 sm:w-12">
              {list.numbered ? (
                <span className="text-lg font-extrabold sm:text-xl">{index + 1}</span>
              ) : (
                <ContentIcon name={item.icon ?? "check"} className="h-5 w-5 sm:h-7 sm:w-7" />
              )}
            </span>
            <div>
              <h3 className="text-base font-bold sm:mt-4 sm:text-xl">{item.title}</h3>
              <p className="mt-0.5 text-sm text-slate-600 sm:mt-2 sm:text-base">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
