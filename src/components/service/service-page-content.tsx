import React from "react"
import { ServiceHero } from "./service-hero"
import { ServiceSections } from "./service-sections"
import { StepList } from "./step-list"
import { ServiceProcess } from "./process"
import { WhyUs } from "./why-us"
import { CostFactors } from "./cost-factors"
import { ServiceCta } from "./service-cta"
import { ServiceFaqs } from "./service-faqs"

/** What a service page shows of its content/services/<slug>.yaml (the template's query, or the CMS's entry). */
export type ServicePageData = Omit<NonNullable<Queries.ServicePageQuery["serviceYaml"]>, "slug" | "seo">

/**
 * The body of a service page, section by section; sections absent from the file are skipped. Shared
 * by the page template and the CMS preview (cms/previews), so an editor sees the real page.
 */
export function ServicePageContent({ service }: { service: ServicePageData }) {
  return (
    <>
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
