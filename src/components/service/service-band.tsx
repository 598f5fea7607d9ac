import React from "react"
import { SectionHeading } from "../ui/section-heading"

interface ServiceBandProps {
  /** The heading's id, which names the section. */
  id: string
  heading: string
  intro?: string | null
  eyebrow?: string | null
  /** On the light grey background: the page's bands alternate (service-page-content.tsx). */
  shaded: boolean
  /** From 1024 px, the heading in a column of its own beside the content. */
  aside?: boolean
  children: React.ReactNode
}

/** One full-width band of a service page: its heading and introduction, then its content. */
export function ServiceBand({ id, heading, intro, eyebrow, shaded, aside = false, children }: ServiceBandProps) {
  return (
    <section aria-labelledby={id} className={shaded ? "bg-slate-50" : ""}>
      {/* Aside: the heading's lines fill the first column from the top, the content the other two. */}
      <div
        className={`container-page section ${aside ? "lg:grid lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-x-12" : ""}`}
      >
        <SectionHeading id={id} heading={heading} intro={intro} eyebrow={eyebrow} />
        <div
          className={`mt-6 sm:mt-8 ${aside ? "lg:col-span-2 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0" : ""}`}
        >
          {children}
        </div>
      </div>
    </section>
  )
}
