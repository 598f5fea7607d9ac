import React from "react"
import { graphql } from "gatsby"
import { ContentIcon } from "../ui/icons/content-icon"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"

export const fragment = graphql`
  fragment WhyChooseUs on HomeWhyChooseUs {
    heading
    intro
    cards {
      icon
      title
      text
    }
  }
`

/** "Why Choose Us?": six reasons, each with an icon; on phones a row that scrolls sideways. */
export function WhyChooseUs({ section }: { section: Queries.WhyChooseUsFragment }) {
  return (
    <section aria-labelledby="why-choose-us" className="container-page section">
      <Reveal>
        <SectionHeading id="why-choose-us" heading={section.heading} intro={section.intro} centred />
      </Reveal>
      <Reveal className="mt-6 sm:mt-10">
        {/* On phones the row scrolls sideways: focusable, so a keyboard can scroll it too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="card-rows swipe-rows" tabIndex={0} aria-labelledby="why-choose-us">
          {section.cards.map((card) => (
            <li key={card.title} className="card p-4 transition-shadow hover:shadow-md sm:p-6">
              <div className="flex items-center gap-3 sm:block">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-navy-950 sm:h-12 sm:w-12">
                  <ContentIcon name={card.icon} className="h-6 w-6 sm:h-7 sm:w-7" />
                </span>
                <h3 className="card-title sm:mt-4">{card.title}</h3>
              </div>
              <p className="mt-2 text-body text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
