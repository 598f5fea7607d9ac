import React from "react"
import { Reveal } from "../ui/reveal"

interface HomeSectionHeadingProps {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string
  heading: string
  intro: string
  /** Light text for a section on the dark navy background. */
  dark?: boolean
}

/** The centred heading and introduction that open every section of the home page, fading up into view. */
export function HomeSectionHeading({ id, heading, intro, dark = false }: HomeSectionHeadingProps) {
  return (
    <Reveal>
      <h2 id={id} className={`section-title text-center${dark ? " text-white" : ""}`}>
        {heading}
      </h2>
      <p className={`section-intro mx-auto text-center${dark ? " text-slate-300" : ""}`}>{intro}</p>
    </Reveal>
  )
}
