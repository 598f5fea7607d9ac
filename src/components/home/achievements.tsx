import React from "react"
import { graphql } from "gatsby"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"
import { useCountUp } from "../../hooks/use-count-up"
import { formatCount } from "../../lib/format"

export const fragment = graphql`
  fragment Achievements on HomeAchievements {
    heading
    intro
    items {
      label
      value
    }
  }
`

/** One figure that counts up when scrolled into view; assistive technology reads the final figure only. */
export function Counter({ label, value }: { label: string; value: number }) {
  const [ref, current] = useCountUp<HTMLDivElement>(value)
  return (
    <div
      ref={ref}
      className="flex flex-col-reverse items-center rounded-2xl bg-white/5 px-2 py-3 text-center ring-1 ring-white/10 sm:p-8"
    >
      <dt className="mt-1 text-sm font-semibold text-slate-200 sm:mt-2 sm:text-lg">{label}</dt>
      <dd className="text-2xl font-extrabold text-accent-400 tabular-nums sm:text-4xl md:text-5xl">
        {/* Sized for the final figure, so the growing number never moves what is around it. */}
        <span className="grid text-center" aria-hidden="true">
          <span className="invisible col-start-1 row-start-1">{formatCount(value)}</span>
          <span className="col-start-1 row-start-1" data-counter>
            {formatCount(current)}
          </span>
        </span>
        <span className="sr-only">{formatCount(value)}</span>
      </dd>
    </div>
  )
}

/** "Our Achievements": the business's totals from content/home.yaml. */
export function Achievements({ section }: { section: Queries.AchievementsFragment }) {
  return (
    <section aria-labelledby="achievements" className="bg-navy-900 text-white">
      <div className="container-page section">
        <Reveal>
          <SectionHeading id="achievements" heading={section.heading} intro={section.intro} centred dark />
        </Reveal>
        <dl className="mt-6 grid grid-cols-3 gap-2 sm:mt-10 sm:gap-6">
          {section.items.map((item) => (
            <Counter key={item.label} label={item.label} value={item.value} />
          ))}
        </dl>
      </div>
    </section>
  )
}
