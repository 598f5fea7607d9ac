import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { HomePageContent } from "../components/home/home-page-content"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml
  if (!home) throw new Error("content/home.yaml is missing")
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path="/" />
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
