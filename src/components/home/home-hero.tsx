import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { GetInTouchCard } from "../forms/service-enquiry-form"
import { useSite } from "../../hooks/use-site"
import { telHref } from "../../lib/paths"

export const fragment = graphql`
  fragment HomeHero on HomeHero {
    headline
    intro
    callHeading
    callText
  }
`

/** The home page's headline, call-now block and "Get In Touch" enquiry form. */
export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }) {
  const site = useSite()
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">{site.offers.join(" • ")}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white md:text-5xl">{hero.headline}</h1>
          <p className="mt-5 text-lg text-slate-200">{hero.intro}</p>
          <div className="mt-8 rounded-2xl border border-white/15 bg-white/5 p-6">
            <h2 className="text-2xl font-bold text-white">{hero.callHeading}</h2>
            <p className="mt-2 text-slate-200">{hero.callText}</p>
            <a href={telHref(site.phone.international)} className="btn-accent mt-5 px-8 py-4 text-xl">
              <Icon name="phone" className="h-6 w-6" />
              Call {site.phone.display}
            </a>
          </div>
        </div>
        <GetInTouchCard />
      </div>
    </section>
  )
}
