import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { HomePageContent } from "../components/home/home-page-content"
import { BANNER_PHONE_MEDIA, BANNER_WIDE_MEDIA } from "../components/home/banner-media"
import { imageData } from "../lib/image-data"
import { preloadLinks, type PreloadCrop } from "../lib/priority-image"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml
  if (!home) throw new Error("content/home.yaml is missing")
  // The first slide of the banner is the largest paint: preloaded, crop by crop; a phone's carried
  // in the page (see PreloadCrop's inline).
  const first = home.banner[0]?.image.childImageSharp
  const crops: PreloadCrop[] = [
    { media: BANNER_PHONE_MEDIA, image: imageData(first?.phone), inline: true },
    { media: BANNER_WIDE_MEDIA, image: imageData(first?.wide) },
  ].flatMap((crop) => (crop.image ? [{ ...crop, image: crop.image }] : []))
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path="/">
        {preloadLinks(crops).map((attributes) => (
          <link key={attributes.media} {...attributes} />
        ))}
      </Seo>
      <HomePageContent home={home} services={data.allServiceYaml.nodes} />
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
