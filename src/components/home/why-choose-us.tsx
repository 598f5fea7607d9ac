import React from "react"
import { graphql } from "gatsby"
import { ContentIcon } from "../ui/content-icon"
import { Reveal } from "../ui/reveal"
import { HomeSectionHeading } from "./section-heading"

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

/** "Why Choose Us?": six reasons, each with an icon. */
export function WhyChooseUs({ section }: { section: Queries.WhyChooseUsFragment }) {
  return (
    <section aria-labelledby="why-choose-us" className="container-page section">
      <HomeSectionHeading id="why-choose-us" heading={section.heading} intro={section.intro} />
      <Reveal className="mt-6 sm:mt-10">
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {section.cards.map((card) => (
            <li
              key={card.title}
              className="card flex gap-3 px-3 py-2.5 transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-navy-950 sm:h-12 sm:w-12">
                <ContentIcon name={card.icon} className="h-5 w-5 sm:h-7 sm:w-7" />
              </span>
              <div>
                <h3 className="text-base font-bold sm:mt-4 sm:text-xl">{card.title}</h3>
                <p className="mt-0.5 text-[13px] leading-snug text-slate-600 sm:mt-2 sm:text-base">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
