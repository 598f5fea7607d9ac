import React from "react"
import { KeepTogether } from "./text-wrap"

/** The navy title band at the top of inner pages; holds the page's only h1. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <section data-place="hero" className="bg-navy-900 text-white">
      <div className="container-page py-8 md:py-16">
        {children}
        <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl">
          <KeepTogether text={title} />
        </h1>
        {intro && <p className="mt-3 max-w-3xl text-lead text-slate-200 sm:mt-4">{intro}</p>}
      </div>
    </section>
  )
}
