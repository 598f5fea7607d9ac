import React from "react"
import { KeepTogether } from "./text-wrap"

interface PageHeroProps {
  title: string
  intro?: string
  /** The page's own actions under the introduction (its Call button): on the first screen of every size. */
  actions?: React.ReactNode
}

/** The navy title band at the top of inner pages; holds the page's only h1. */
export function PageHero({ title, intro, actions }: PageHeroProps) {
  return (
    <section data-place="hero" className="bg-navy-900 text-white">
      <div className="container-page py-8 md:py-16">
        <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl">
          <KeepTogether text={title} />
        </h1>
        {intro && <p className="mt-3 max-w-3xl text-lead text-slate-200 sm:mt-4">{intro}</p>}
        {actions && <div className="mt-5 sm:mt-7">{actions}</div>}
      </div>
    </section>
  )
}
