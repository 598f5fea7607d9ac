import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ServicePageContent } from "../components/service/service-page-content"
import { useSite } from "../hooks/use-site"
import { faqPageJsonLd, serviceJsonLd } from "../lib/json-ld"
import { servicePath } from "../lib/paths"

/** Every service page, rendered from its content/services/<slug>.yaml; sections absent there are skipped. */
export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.serviceYaml
  const site = useSite()
  if (!service) throw new Error("Service not found")
  const path = servicePath(service.slug)
  const jsonLd = [
    serviceJsonLd(site, { name: service.hero.heading, description: service.seo.description, path }),
    ...(service.faqs?.length ? [faqPageJsonLd(service.faqs)] : []),
  ]

  return (
    <>
      <Seo title={service.seo.title} description={service.seo.description} path={path} jsonLd={jsonLd} />
      <ServicePageContent service={service} />
    </>
  )
}

export const query = graphql`
  query ServicePage($slug: String!) {
    serviceYaml(slug: { eq: $slug }) {
      slug
      seo {
        ...SeoFields
      }
      hero {
        ...ServiceHero
      }
      ...ServiceSections
      stepLists {
        ...ServiceStepList
      }
      timeline {
        ...ServiceProcess
      }
      whyUs {
        ...ServiceWhyUs
      }
      costFactors {
        ...ServiceCostFactors
      }
      cta {
        ...ServiceCta
      }
      faqs {
        ...ServiceFaq
      }
      customerTestimonials {
        ...TestimonialCard
      }
    }
  }
`
