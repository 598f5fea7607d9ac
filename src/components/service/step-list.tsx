import React from "react"
import { graphql } from "gatsby"
import { ServiceBand } from "./service-band"
import { ContentIcon } from "../ui/icons/content-icon"

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

interface StepListProps {
  list: Queries.ServiceStepListFragment
  id: string
  shaded: boolean
}

/** A list of steps (numbered, in order) or points (each with its icon), in rows of cards. */
export function StepList({ list, id, shaded }: StepListProps) {
  const List = list.numbered ? "ol" : "ul"
  return (
    <ServiceBand id={id} heading={list.heading} intro={list.intro} shaded={shaded}>
      {/* On phones the row scrolls sideways: focusable, so a keyboard can scroll it too. */}
      <List className="card-rows swipe-rows" tabIndex={0} aria-labelledby={id}>
        {list.items.map((item, index) => (
          <li key={item.title} className="card p-4 sm:p-5">
            <div className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                {list.numbered ? (
                  // The list itself tells screen readers the number.
                  <span aria-hidden="true" className="text-lg font-extrabold">
                    {index + 1}
                  </span>
                ) : (
                  <ContentIcon name={item.icon ?? "check"} className="h-6 w-6" />
                )}
              </span>
              <h3 className="card-title beside-badge">{item.title}</h3>
            </div>
            <p className="mt-2 text-body text-slate-600">{item.description}</p>
          </li>
        ))}
      </List>
    </ServiceBand>
  )
}
