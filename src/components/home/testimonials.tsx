import React, { useMemo } from "react"
import { graphql } from "gatsby"
import { TESTIMONIAL_CAROUSEL } from "./carousel-settings"
import { Carousel, settingsProps } from "../ui/carousel"
import { TestimonialCard } from "../ui/testimonial-card"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"
import { CarouselToggle } from "../ui/carousel-toggle"
import { useAutoplay } from "../../hooks/use-autoplay"

export const fragment = graphql`
  fragment Testimonials on HomeTestimonials {
    heading
    intro
    items {
      ...TestimonialCard
    }
  }
`

const slideClass = "h-full px-3 py-2"
// Each dot is a button 44 px square, easy to tap; the visible dot inside is smaller.
const dotTargetClass = "group flex h-11 w-11 cursor-pointer items-center justify-center"
const dotClass = "block h-3 w-3 rounded-full bg-slate-400 transition-all group-hover:bg-slate-500"
const activeDotClass = "block h-3 w-8 rounded-full bg-brand-600 transition-all"

/** The dots only where there is more than fits (3 from 1024 px, 2 from 768 px, else 1): CSS, so the server's markup agrees. */
const dotsHidden = (count: number): string =>
  count <= 1 ? "hidden" : count === 2 ? "md:hidden" : count === 3 ? "lg:hidden" : ""

interface DotsProps {
  count: number
  current: number
  onSelect: (index: number) => void
}

/** A dot per testimonial; the one shown first is current, and pressing one brings its testimonial first. */
function Dots({ count, current, onSelect }: DotsProps) {
  return (
    <ul className={`mt-4 flex items-center justify-center ${dotsHidden(count)}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            aria-label={`Show testimonial ${index + 1}`}
            aria-current={index === current}
            className={dotTargetClass}
            onClick={() => onSelect(index)}
          >
            <span className={index === current ? activeDotClass : dotClass} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** "Customer Testimonials": a carousel of reviews from content/home.yaml. */
export function Testimonials({ section }: { section: Queries.TestimonialsFragment }) {
  const [playing, toggle] = useAutoplay()
  const count = section.items.length
  const slides = useMemo(
    () =>
      section.items.map((testimonial) => (
        <div key={testimonial.id} className={slideClass}>
          <TestimonialCard testimonial={testimonial} />
        </div>
      )),
    [section.items],
  )
  return (
    <section aria-labelledby="testimonials" className="bg-slate-50">
      <div className="container-page section">
        <Reveal>
          <SectionHeading id="testimonials" heading={section.heading} intro={section.intro} centred />
        </Reveal>
        <div
          className="relative -mx-3 mt-6 sm:mt-10"
          role="group"
          aria-roledescription="carousel"
          aria-label={section.heading}
        >
          <Carousel
            slides={slides}
            {...settingsProps(TESTIMONIAL_CAROUSEL)}
            playing={playing}
            after={(current, goTo) => <Dots count={count} current={current} onSelect={goTo} />}
          />
          {count > 1 && (
            // On the dots' row, at its right end.
            <div className="absolute right-3 -bottom-2">
              <CarouselToggle playing={playing} onToggle={toggle} tone="light" />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
