import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icons/icon"
import { CallAndQuote } from "../contact/call-and-quote"
import { DeferredTrustFacts } from "../contact/deferred-trust-facts"
import { KeepTogether, OfferLine } from "../ui/text-wrap"
import { GetInTouchCard } from "../forms/service-enquiry-form"
import { useSite } from "../../hooks/use-site"
import { telHref } from "../../lib/contact/phone"

export const fragment = graphql`
  fragment HomeHero on HomeHero {
    headline
    summary
    intro
    callHeading
    callText
  }
`

/**
 * The home page's headline, call-now block and "Get In Touch" enquiry form. Its top (headline, what
 * and where, call and quote, the offers) fits the first screen under the banner on a 375×667 phone
 * (above the action bar) and on a 1366×768 desktop.
 */
export function HomeHero({ hero }: { hero: Queries.HomeHeroFragment }) {
  const site = useSite()
  return (
    <section data-place="hero" className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
      <div className="container-page pt-4 pb-10 sm:pt-8 md:pb-16 lg:pt-7">
        {/* From 1024 px the trust facts stand in a card beside the headline, the offers under it; on
            smaller screens the call and quote buttons follow the summary (on the first screen of a
            320×568 phone), then the facts and the offers. */}
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-x-10">
          <h1 className="text-[1.625rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl lg:col-start-1 lg:row-start-1 lg:text-[2.75rem]">
            <KeepTogether text={hero.headline} />
          </h1>
          <p className="mt-2 text-base text-slate-200 sm:text-lg lg:col-start-1 lg:row-start-2 lg:mt-3">
            {hero.summary}
          </p>
          <CallAndQuote className="mt-4 max-sm:gap-2 sm:mt-5 lg:col-start-1 lg:row-start-3" />
          <DeferredTrustFacts className="mt-3 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-1 lg:flex-col lg:gap-y-3 lg:self-start lg:rounded-2xl lg:border lg:border-white/15 lg:bg-white/5 lg:p-5" />
          <OfferLine
            offers={site.offers}
            className="offer-line mt-4 lg:col-start-2 lg:row-start-3 lg:mt-5 lg:w-0 lg:min-w-full lg:self-center lg:px-5 lg:text-xs"
          />
        </div>
        <div className="mt-8 grid gap-6 sm:mt-10 sm:gap-8 lg:grid-cols-2 lg:items-start">
          <div>
            {/* Phones skip the long introduction: the first screen already said what, where and how to reach us. */}
            <p className="hidden text-lg text-slate-200 sm:block">{hero.intro}</p>
            <div className="rounded-2xl border border-white/15 bg-white/5 p-4 sm:mt-6 sm:p-6">
              <h2 className="text-lg font-bold text-white sm:text-2xl">
                <KeepTogether text={hero.callHeading} />
              </h2>
              <p className="mt-1 text-sm text-slate-200 sm:mt-2 sm:text-base">{hero.callText}</p>
              <a
                href={telHref(site.phone.display)}
                className="mt-3 inline-flex min-h-11 items-center gap-2 text-2xl font-extrabold whitespace-nowrap text-accent-400 hover:text-accent-300"
              >
                <Icon name="phone" className="h-6 w-6" />
                {site.phone.display}
              </a>
            </div>
          </div>
          <GetInTouchCard />
        </div>
      </div>
    </section>
  )
}
