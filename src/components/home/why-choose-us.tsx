import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { Reveal } from "../ui/reveal"

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
      <Reveal>
        <h2 id="why-choose-us" className="section-title text-center">
          {section.heading}
        </h2>
        <p className="section-intro mx-auto text-center">{section.intro}</p>
      </Reveal>
      <Reveal className="mt-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.cards.map((card) => (
            <li key={card.title} className="card flex flex-col p-6 transition-shadow hover:shadow-md">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-400 text-navy-950">
                <Icon name={card.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  )
}
