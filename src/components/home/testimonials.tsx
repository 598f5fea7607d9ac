import React, { useState } from "react"
import { graphql } from "gatsby"
import { imageData } from "../../lib/image-data"
import type { Settings } from "react-slick"
import { ResponsiveSlider } from "./responsive-slider"
import { TESTIMONIAL_CAROUSEL } from "./carousel-settings"
import { Picture } from "../ui/picture"
import { Stars } from "../ui/stars"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"
import { CarouselToggle } from "../ui/carousel-toggle"
import { useAutoplay } from "../../hooks/use-autoplay"

export const fragment = graphql`
  fragment Testimonials on HomeTestimonials {
    heading
    intro
    items {
      id
      name
      text
      rating
      avatar {
        childImageSharp {
          gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`

type Testimonial = Queries.TestimonialsFragment["items"][number]

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const avatar = imageData(testimonial.avatar.childImageSharp?.gatsbyImageData ?? null)
  return (
    <figure className="card flex h-full flex-col p-5 sm:p-6">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-700 sm:mt-4 sm:text-base">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4 sm:mt-6 sm:pt-5">
        {avatar && <Picture image={avatar} alt="" className="w-11 shrink-0 sm:w-14" imgClassName="rounded-full" />}
        <span className="font-bold text-navy-900">{testimonial.name}</span>
      </figcaption>
    </figure>
  )
}

const slideClass = "h-full px-3 py-2"
const dotListClass = "mt-4 flex items-center justify-center"
// Each dot is a button 36 px square, easy to tap; the visible dot inside is smaller.
const dotTargetClass = "group flex h-9 w-9 cursor-pointer items-center justify-center"
const dotClass = "block h-3 w-3 rounded-full bg-slate-400 transition-all group-hover:bg-slate-500"
const activeDotClass = "block h-3 w-8 rounded-full bg-brand-600 transition-all"
const dotLabel = (index: number) => `Show testimonial ${index + 1}`

/** Dots as react-slick renders them, styled here because slick-theme.css (remote font, gif) is not used. */
const dotSettings: Settings = {
  // Slick sets dotsClass as the className of appendDots' element (its default adds display: block).
  dotsClass: dotListClass,
  appendDots: (dots) => <ul>{dots}</ul>,
  customPaging: (index) => (
    <button type="button" aria-label={dotLabel(index)} className={dotTargetClass}>
      <span className={`${dotClass} in-[.slick-active]:w-8 in-[.slick-active]:bg-brand-600`} />
    </button>
  ),
}

/** The slider has dots only where there is more than fits (3 from 1024 px, 2 from 768 px, else 1). */
const staticDotsHidden = (count: number): string =>
  count <= 1 ? "hidden" : count === 2 ? "md:hidden" : count === 3 ? "lg:hidden" : ""

interface StaticTestimonialsProps {
  items: readonly Testimonial[]
  /** The testimonial shown first, which the slider starts at. */
  first: number
  onSelect: (index: number) => void
}

/**
 * The testimonials before the slider takes over: TESTIMONIAL_CAROUSEL's breakpoints in CSS. Its dots
 * are the slider's: pressing one starts the slider at that testimonial.
 */
function StaticTestimonials({ items, first, onSelect }: StaticTestimonialsProps) {
  return (
    <>
      <div className="overflow-hidden">
        <div className="flex">
          {[...items.slice(first), ...items.slice(0, first)].map((testimonial) => (
            <div key={testimonial.id} className={`${slideClass} shrink-0 basis-full md:basis-1/2 lg:basis-1/3`}>
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <ul className={`${dotListClass} ${staticDotsHidden(items.length)}`}>
        {items.map((testimonial, index) => (
          <li key={testimonial.id}>
            <button
              type="button"
              aria-label={dotLabel(index)}
              aria-current={index === first}
              className={dotTargetClass}
              onClick={() => onSelect(index)}
            >
              <span className={index === first ? activeDotClass : dotClass} />
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

/** "Customer Testimonials": a carousel of reviews from content/home.yaml. */
export function Testimonials({ section }: { section: Queries.TestimonialsFragment }) {
  const [playing, toggle] = useAutoplay()
  const [first, setFirst] = useState(0)
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
          <ResponsiveSlider
            layout={TESTIMONIAL_CAROUSEL}
            count={section.items.length}
            playing={playing}
            extra={{ ...dotSettings, initialSlide: first }}
            className="carousel-equal-height"
            fallback={<StaticTestimonials items={section.items} first={first} onSelect={setFirst} />}
          >
            {section.items.map((testimonial) => (
              <div key={testimonial.id} className={slideClass}>
                <TestimonialCard testimonial={testimonial} />
              </div>
            ))}
          </ResponsiveSlider>
          {section.items.length > 1 && (
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
