import React from "react"
import { ServiceBand } from "./service-band"
import { TestimonialCard } from "../ui/testimonial-card"
import { useUi } from "../../hooks/use-ui"

/**
 * What customers said, right under a service page's first screen: the home page's testimonials that
 * the service's file chooses (else the first three: gatsby/content/testimonials.ts). A row of cards;
 * on phones a row that scrolls sideways, one card's height.
 */
export function ServiceTestimonials({
  testimonials,
  shaded,
}: {
  testimonials: readonly Queries.TestimonialCardFragment[]
  shaded: boolean
}) {
  const { servicePage } = useUi()
  if (testimonials.length === 0) return null
  return (
    <ServiceBand id="testimonials" heading={servicePage.testimonials} shaded={shaded}>
      {/* On phones the row scrolls sideways: focusable, so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="card-rows swipe-rows" tabIndex={0} aria-labelledby="testimonials">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </ServiceBand>
  )
}
