import React from "react"
import { graphql } from "gatsby"
import { imageData } from "../../lib/image-data"
import { Picture } from "./picture"
import { Stars } from "./stars"

/** What a testimonial card shows of a testimonial of content/home.yaml (the home page's and a service page's). */
export const fragment = graphql`
  fragment TestimonialCard on Testimonial {
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
`

/** A customer's words: the rating, the text and who said it, with their picture. */
export function TestimonialCard({ testimonial }: { testimonial: Queries.TestimonialCardFragment }) {
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
