import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ServiceHero } from "../components/service/service-hero"
import { ServiceSections } from "../components/service/service-sections"
import { StepList } from "../components/service/step-list"
import { ServiceProcess } from "../components/service/process"
import { WhyUs } from "../components/service/why-us"
import { CostFactors } from "../components/service/cost-factors"
import { ServiceCta } from "../components/service/service-cta"
import { ServiceFaqs } from "../components/service/service-faqs"
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
      <ServiceHero hero={service.hero} />
      <ServiceSections service={service} />
      {service.stepLists?.map((list) => (
        <StepList key={list.heading} list={list} />
      ))}
      {service.timeline && <ServiceProcess timeline={service.timeline} />}
      {service.whyUs && <WhyUs whyUs={service.whyUs} />}
      {service.costFactors && <CostFactors costFactors={service.costFactors} />}
      {service.cta && <ServiceCta cta={service.cta} />}
      {service.faqs && service.faqs.length > 0 && <ServiceFaqs faqs={service.faqs} />}
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
    }
  }
`
