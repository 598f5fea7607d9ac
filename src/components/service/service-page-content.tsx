import React from "react"
import { ServiceHero } from "./service-hero"
import { ServiceSections } from "./service-sections"
import { StepList } from "./step-list"
import { ServiceProcess } from "./process"
import { WhyUs } from "./why-us"
import { CostFactors } from "./cost-factors"
import { ServiceCta } from "./service-cta"
import { ServiceFaqs } from "./service-faqs"
import { ServiceTestimonials } from "./service-testimonials"

/** What a service page shows of its content/services/<slug>.yaml (the template's query, or the CMS's entry). */
export type ServicePageData = Omit<NonNullable<Queries.ServicePageQuery["serviceYaml"]>, "slug" | "seo">

/**
 * The body of a service page, section by section; sections absent from the file are skipped, and the
 * bands between the text and the call to action alternate white and grey whichever are there. Shared
 * by the page template and the CMS preview (cms/previews), so an editor sees the real page.
 */
export function ServicePageContent({ service }: { service: ServicePageData }) {
  const { stepLists, timeline, whyUs, costFactors } = service
  const bands: ((shaded: boolean) => React.ReactNode)[] = []
  stepLists?.forEach((list, index) =>
    bands.push((shaded) => <StepList key={list.heading} list={list} id={`steps-${index + 1}`} shaded={shaded} />),
  )
  if (timeline) bands.push((shaded) => <ServiceProcess key="process" timeline={timeline} shaded={shaded} />)
  if (whyUs) bands.push((shaded) => <WhyUs key="why-us" whyUs={whyUs} shaded={shaded} />)
  if (costFactors) bands.push((shaded) => <CostFactors key="cost-factors" costFactors={costFactors} shaded={shaded} />)
  return (
    <>
      <ServiceHero hero={service.hero} />
      {/* A customer's voice first, on a band of its own between the navy hero and the white text. */}
      <ServiceTestimonials testimonials={service.customerTestimonials ?? []} shaded />
      <ServiceSections service={service} />
      {bands.map((band, index) => band(index % 2 === 0))}
      {service.cta && <ServiceCta cta={service.cta} />}
      {service.faqs && service.faqs.length > 0 && <ServiceFaqs faqs={service.faqs} />}
    </>
  )
}
