import React from "react"

interface SectionHeadingProps {
  /** The heading's id, which its section names itself by (aria-labelledby). */
  id?: string
  heading: string
  intro?: string | null
  /** A short line above the heading (a service's "why us" subheading). */
  eyebrow?: string | null
  /** Centred, as the home page's sections open. */
  centred?: boolean
  /** Light text, for a section on the navy background. */
  dark?: boolean
}

/** The heading that opens a section of a page, with its introduction when the content has one. */
export function SectionHeading({ id, heading, intro, eyebrow, centred = false, dark = false }: SectionHeadingProps) {
  const align = centred ? "mx-auto text-center" : ""
  return (
    <>
      {eyebrow && (
        <p
          className={`text-xs font-bold tracking-widest uppercase sm:text-sm ${dark ? "text-accent-400" : "text-brand-700"} ${align}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`section-title ${eyebrow ? "mt-2" : ""} ${dark ? "text-white" : ""} ${align}`}>
        {heading}
      </h2>
      {intro && <p className={`section-intro ${dark ? "text-slate-300" : ""} ${align}`}>{intro}</p>}
    </>
  )
}
