import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { CallAndQuote } from "../components/contact/call-and-quote"
import { SectionHeading } from "../components/ui/section-heading"
import { ContactDetails } from "../components/contact/contact-details"
import { DeferredEnquiryForm } from "../components/forms/deferred-enquiry-form"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactYaml
  if (!page) throw new Error("content/contact.yaml is missing")
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} actions={<CallAndQuote quote={false} />} />
      <div className="container-page section grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="locations" className="lg:col-span-2">
          <SectionHeading id="locations" heading={page.locationsHeading} intro={page.locationsText} />
          <ContactDetails className="mt-8" />
        </section>
        <section aria-labelledby="message-form" className="card p-5 sm:p-6 md:p-8 lg:col-span-3">
          <SectionHeading id="message-form" heading={page.formHeading} intro={page.formIntro} />
          <DeferredEnquiryForm variant="contact" options={page.serviceOptions} className="mt-6" />
        </section>
      </div>
    </>
  )
}

export const query = graphql`
  query ContactPage {
    contactYaml {
      seo {
        ...SeoFields
      }
      title
      intro
      locationsHeading
      locationsText
      formHeading
      formIntro
      serviceOptions {
        value
        label
      }
    }
  }
`
