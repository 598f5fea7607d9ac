import React from "react"
import { HomeHero } from "./home-hero"
import { HydrateLater, lazyComponent } from "../ui/hydrate-later"

// The banner (its first slide is pre-rendered; its controls have nothing to move before its first
// change of slide, 4 s on) and the sections below the first screen: one chunk for all of them (one
// request, and the pieces they share once), each hydrated in its own boundary once it arrives. The
// headline, the call and quote buttons and the form come first.
const BannerCarousel = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./banner-carousel").then(
    (m) => m.BannerCarousel,
  ),
)
const ServiceCards = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./service-cards").then((m) => m.ServiceCards),
)
const ChannelLogos = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./channel-logos").then((m) => m.ChannelLogos),
)
const Achievements = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./achievements").then((m) => m.Achievements),
)
const WhyChooseUs = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./why-choose-us").then((m) => m.WhyChooseUs),
)
const Testimonials = lazyComponent(() =>
  import(/* webpackChunkName: "home-sections", webpackPreload: true */ "./testimonials").then((m) => m.Testimonials),
)

/** What the home page shows of content/home.yaml (the page's query, or the CMS's entry). */
export type HomePageData = Omit<NonNullable<Queries.HomePageQuery["homeYaml"]>, "seo">
export type HomeServiceCard = Queries.HomePageQuery["allServiceYaml"]["nodes"][number]

/**
 * The home page's sections in order. Shared by src/pages/index.tsx and the CMS preview
 * (cms/previews), so an editor sees the real page.
 */
export function HomePageContent({ home, services }: { home: HomePageData; services: readonly HomeServiceCard[] }) {
  const logos = (home.channels.logos ?? []).flatMap((logo) =>
    logo.image.publicURL ? [{ name: logo.name, src: logo.image.publicURL }] : [],
  )
  return (
    <>
      <HydrateLater>
        <BannerCarousel slides={home.banner} />
      </HydrateLater>
      <HomeHero hero={home.hero} />
      {/* Below the first screen: hydrated section by section once the first screen answers input. */}
      <HydrateLater>
        <ServiceCards heading={home.services.heading} intro={home.services.intro} services={services} />
      </HydrateLater>
      <HydrateLater>
        <ChannelLogos
          heading={home.channels.heading}
          subtitle={home.channels.subtitle}
          emptyMessage={home.channels.emptyMessage}
          logos={logos}
        />
      </HydrateLater>
      <HydrateLater>
        <Achievements section={home.achievements} />
      </HydrateLater>
      <HydrateLater>
        <WhyChooseUs section={home.whyChooseUs} />
      </HydrateLater>
      <HydrateLater>
        <Testimonials section={home.testimonials} />
      </HydrateLater>
    </>
  )
}
