import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { CallAndQuote } from "../components/contact/call-and-quote"
import { RichText } from "../components/ui/rich-text"
import { CtaBand } from "../components/contact/cta-band"
import { ContactDetails } from "../components/contact/contact-details"
import { useSite } from "../hooks/use-site"

export default function PrivacyPolicyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  const page = data.privacyYaml
  const site = useSite()
  if (!page) throw new Error("content/privacy.yaml is missing")
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={`Last updated ${page.lastUpdated}`} actions={<CallAndQuote />} />
      <article className="container-page section max-w-4xl">
        <RichText source={page.intro} className="text-body text-slate-700" />
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            <RichText source={section.body} className="mt-3 text-body text-slate-700" />
          </section>
        ))}
        <section className="mt-10" aria-labelledby="privacy-contact">
          <h2 id="privacy-contact" className="text-2xl font-bold">
            Contact Us
          </h2>
          <p className="mt-3 text-body text-slate-700">
            For privacy questions, requests to access or correct your information, or complaints, contact {site.name}:
          </p>
          <ContactDetails className="mt-6" />
        </section>
      </article>
      <CtaBand heading={page.cta.heading} text={page.cta.text} label={page.cta.label} />
    </>
  )
}

export const query = graphql`
  query PrivacyPage {
    privacyYaml {
      seo {
        ...SeoFields
      }
      title
      lastUpdated
      intro {
        ...RichTextBlocks
      }
      sections {
        heading
        body {
          ...RichTextBlocks
        }
      }
      cta {
        ...CtaBandFields
      }
    }
  }
`
