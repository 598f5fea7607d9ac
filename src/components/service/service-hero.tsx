import React from "react"
import { graphql, Link } from "gatsby"
import { Icon } from "../ui/icons/icon"
import { KeepTogether, OfferLine } from "../ui/text-wrap"
import { CallButton } from "../contact/call-and-quote"
import { CONTACT_ACTIONS } from "../../lib/contact/contact-actions"
import { DeferredTrustFacts } from "../contact/deferred-trust-facts"
import { GetInTouchCard } from "../forms/service-enquiry-form"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"

export const fragment = graphql`
  fragment ServiceHero on ServiceHero {
    heading
    intro
    benefits
  }
`

/**
 * A service page's first screen: the offers, the heading, then Call and Contact at once (on the first
 * screen of a 320×568 phone and of a 1366×768 desktop alike), the trust facts, the introduction and
 * the benefits, beside the enquiry form.
 */
export function ServiceHero({ hero }: { hero: Queries.ServiceHeroFragment }) {
  const site = useSite()
  const { servicePage } = useUi()
  return (
    <section data-place="hero" className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
      <div className="container-page grid gap-8 py-7 md:py-16 lg:grid-cols-2 lg:gap-10 lg:items-start">
        <div>
          <OfferLine offers={site.offers} className="offer-line" />
          <h1 className="mt-3 text-[1.75rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl">
            <KeepTogether text={hero.heading} />
          </h1>
          <div className="mt-5 flex flex-col gap-3 sm:mt-6 sm:flex-row sm:flex-wrap sm:gap-4" {...CONTACT_ACTIONS}>
            <CallButton className="px-7" />
            <Link to="/contactus/" className="btn-outline px-7">
              {servicePage.contact}
            </Link>
          </div>
          <DeferredTrustFacts className="mt-5 sm:mt-6" />
          <p className="mt-4 text-base text-slate-200 sm:mt-5 sm:text-lg">{hero.intro}</p>
          <ul className="mt-4 space-y-2 sm:mt-6 sm:space-y-3">
            {hero.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-base sm:text-lg">
                <Icon name="check" className="h-6 w-6 shrink-0 text-accent-400" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <GetInTouchCard />
      </div>
    </section>
  )
}
