import React from "react"
import { graphql, Link } from "gatsby"

/** The closing call to action of the About and Privacy pages (the model's PageCta type). */
export const fragment = graphql`
  fragment CtaBandFields on PageCta {
    heading
    text
    label
  }
`

/** A closing call to action that leads to the contact page. */
export function CtaBand({ heading, text, label }: { heading: string; text: string; label: string }) {
  return (
    <section className="bg-brand-700 text-white" aria-labelledby="cta-heading">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-3xl font-extrabold text-white">
            {heading}
          </h2>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <Link to="/contactus/" className="btn-accent shrink-0 px-8 py-4 text-lg">
          {label}
        </Link>
      </div>
    </section>
  )
}
