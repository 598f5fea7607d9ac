import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { HomeHero } from "../components/home/home-hero"
import { ServiceCards } from "../components/home/service-cards"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeYaml
  if (!home) throw new Error("content/home.yaml is missing")
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path="/" />
      <HomeHero hero={home.hero} />
      <ServiceCards heading={home.services.heading} intro={home.services.intro} services={data.allServiceYaml.nodes} />
    </>
  )
}

export const query = graphql`
  query HomePage {
    homeYaml {
      seo {
        title
        description
      }
      hero {
        ...HomeHero
      }
      services {
        heading
        intro
      }
    }
    allServiceYaml(sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`
