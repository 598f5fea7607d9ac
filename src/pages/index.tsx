import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { BannerCarousel } from "../components/home/banner-carousel"
import { HomeHero } from "../components/home/home-hero"
import { ServiceCards } from "../components/home/service-cards"
import { ChannelLogos } from "../components/home/channel-logos"
import { Achievements } from "../components/home/achievements"
import { WhyChooseUs } from "../components/home/why-choose-us"
import { Testimonials } from "../components/home/testimonials"
import { HydrateLater } from "../components/ui/hydrate-later"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml
  if (!home) throw new Error("content/home.yaml is missing")
  const logos = (home.channels.logos ?? []).flatMap((logo) =>
    logo.image.publicURL ? [{ name: logo.name, src: logo.image.publicURL }] : [],
  )
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path="/" />
      <BannerCarousel slides={home.banner} />
      <HomeHero hero={home.hero} />
      {/* Below the first screen: hydrated section by section once the first screen answers input. */}
      <HydrateLater>
        <ServiceCards
          heading={home.services.heading}
          intro={home.services.intro}
          services={data.allServiceYaml.nodes}
        />
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

export const query = graphql`
  query HomePage {
    homeYaml {
      seo {
        ...SeoFields
      }
      banner {
        ...BannerSlide
      }
      hero {
        ...HomeHero
      }
      services {
        heading
        intro
      }
      channels {
        ...ChannelLogos
      }
      achievements {
        ...Achievements
      }
      whyChooseUs {
        ...WhyChooseUs
      }
      testimonials {
        ...Testimonials
      }
    }
    allServiceYaml(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`
