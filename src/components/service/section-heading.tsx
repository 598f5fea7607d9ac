import React from "react"

interface SectionHeadingProps {
  heading: string
  intro?: string | null
  /** For the section's aria-labelledby. */
  id?: string
}

/** A service page section's heading and, when the content has one, its introduction. */
export function SectionHeading({ heading, intro, id }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className="section-title">
        {heading}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
    </>
  )
}

/** A full-width section on the light grey background, labelled by its heading. */
export function ShadedSection({ id, heading, intro, children }: SectionHeadingProps & { children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-slate-50">
      <div className="container-page section">
        <SectionHeading id={id} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  )
}
