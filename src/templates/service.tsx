import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"
import { Seo } from "../components/seo"
import { Icon } from "../components/ui/icon"
import { RichText } from "../components/ui/rich-text"
import { EmailAddress, KeepTogether, OfferLine } from "../components/ui/text-wrap"
import { FaqAccordion } from "../components/ui/faq-accordion"
import { GetInTouchCard } from "../components/forms/service-enquiry-form"
import { FeatureHighlight } from "../components/service/feature-highlight"
import { ServiceTimeline } from "../components/service/service-timeline"
import { useSite } from "../hooks/use-site"
import { useUi } from "../hooks/use-ui"
import { faqPageJsonLd, serviceJsonLd } from "../lib/json-ld"
import { mailtoHref, servicePath, telHref } from "../lib/paths"

/** Every service page, rendered from its content/services/<slug>.yaml; sections absent there are skipped. */
export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.serviceYaml
  const site = useSite()
  const { actions } = useUi()
  if (!service) throw new Error("Service not found")
  const path = servicePath(service.slug)
  const image = getImage(service.card.image.childImageSharp?.gatsbyImageData ?? null)
  const tel = telHref(site.phone.international)
  const email = site.emails[0].address
  const jsonLd = [
    serviceJsonLd(site, { name: service.hero.heading, description: service.seo.description, path }),
    ...(service.faqs?.length ? [faqPageJsonLd(service.faqs)] : []),
  ]

  return (
    <>
      <Seo title={service.seo.title} description={service.seo.description} path={path} jsonLd={jsonLd} />

      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800 text-white">
        <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-2 lg:items-start">
          <div>
            <OfferLine
              offers={site.offers}
              className="text-xs font-bold tracking-widest text-accent-400 uppercase sm:text-sm"
            />
            <h1 className="mt-3 text-[1.75rem] leading-tight font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl">
              <KeepTogether text={service.hero.heading} />
            </h1>
            <p className="mt-4 text-base text-slate-200 sm:mt-5 sm:text-lg">{service.hero.intro}</p>
            <ul className="mt-5 space-y-2 sm:mt-6 sm:space-y-3">
              {service.hero.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-base sm:text-lg">
                  <Icon name="check" className="h-6 w-6 shrink-0 text-accent-400" />
                  {benefit}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-4">
              <Link to="/contactus/" className="btn-accent px-7">
                Contact Us
              </Link>
              <a href={tel} className="btn-outline px-7">
                <Icon name="phone" className="h-5 w-5" />
                {actions.call} {site.phone.display}
              </a>
            </div>
          </div>
          <GetInTouchCard />
        </div>
      </section>

      {service.sections?.map((section, index) => (
        <section key={section.heading} className={index % 2 === 1 ? "bg-slate-50" : ""}>
          <div
            className={`container-page section ${index === 0 && image ? "grid gap-10 lg:grid-cols-2 lg:items-center" : ""}`}
          >
            <div className={index === 0 ? "" : "max-w-4xl"}>
              <h2 className="section-title">{section.heading}</h2>
              <RichText source={section.body} className="mt-4 text-base text-slate-700 sm:mt-5 sm:text-lg" />
            </div>
            {index === 0 && image && (
              <Picture image={image} alt={service.card.imageAlt} imgClassName="rounded-2xl shadow-lg" />
            )}
          </div>
        </section>
      ))}

      {service.stepLists?.map((list) => (
        <section key={list.heading} className="container-page section">
          <h2 className="section-title">{list.heading}</h2>
          {list.intro && <p className="section-intro">{list.intro}</p>}
          {/* Compact rows on phones, the marker beside the text; cards from 640 px. */}
          <ul className="mt-6 grid gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {list.items.map((item, index) => (
              <li key={item.title} className="card flex gap-3 p-3 sm:block sm:p-6">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:h-12 sm:w-12">
                  {list.numbered ? (
                    <span className="text-lg font-extrabold sm:text-xl">{index + 1}</span>
                  ) : (
                    <Icon name={item.icon ?? "check"} className="h-5 w-5 sm:h-7 sm:w-7" />
                  )}
                </span>
                <div>
                  <h3 className="text-base font-bold sm:mt-4 sm:text-xl">{item.title}</h3>
                  <p className="mt-0.5 text-sm text-slate-600 sm:mt-2 sm:text-base">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {service.timeline && (
        <section aria-labelledby="process" className="bg-slate-50">
          <div className="container-page section">
            <h2 id="process" className="section-title">
              {service.timeline.heading}
            </h2>
            {service.timeline.intro && <p className="section-intro">{service.timeline.intro}</p>}
            <div className="mt-12">
              <ServiceTimeline steps={service.timeline.items} />
            </div>
          </div>
        </section>
      )}

      {service.whyUs && (
        <section aria-labelledby="why-us" className="container-page section">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{service.whyUs.subheading}</p>
          <h2 id="why-us" className="section-title mt-2">
            {service.whyUs.title}
          </h2>
          <p className="section-intro mb-8">{service.whyUs.description}</p>
          <FeatureHighlight features={service.whyUs.features} />
        </section>
      )}

      {service.costFactors && (
        <section aria-labelledby="cost-factors" className="bg-slate-50">
          <div className="container-page section">
            <h2 id="cost-factors" className="section-title">
              {service.costFactors.heading}
            </h2>
            {service.costFactors.intro && <p className="section-intro">{service.costFactors.intro}</p>}
            <ul className="mt-6 grid gap-2 sm:mt-8 sm:gap-5 md:grid-cols-3">
              {service.costFactors.items.map((factor) => (
                <li key={factor.title} className="card border-t-4 border-t-accent-400 p-4 sm:p-6">
                  <h3 className="text-lg font-bold sm:text-xl">{factor.title}</h3>
                  <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{factor.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {service.cta && (
        <section aria-labelledby="service-cta" className="bg-brand-700 text-white">
          <div className="container-page py-14 text-center">
            <h2 id="service-cta" className="text-3xl font-extrabold text-white md:text-4xl">
              {service.cta.heading}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{service.cta.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <a href={tel} className="btn-accent px-8 py-4 text-lg">
                <Icon name="phone" className="h-5 w-5" />
                {actions.call} {site.phone.display}
              </a>
              <a href={mailtoHref(email)} className="btn-outline px-8 py-4 text-lg">
                <Icon name="mail" className="h-5 w-5" />
                Email Us
              </a>
            </div>
            <p className="mt-4 text-brand-100">
              or write to{" "}
              <a href={mailtoHref(email)} className="font-semibold text-white underline">
                <EmailAddress address={email} />
              </a>
            </p>
          </div>
        </section>
      )}

      {service.faqs && service.faqs.length > 0 && (
        <section aria-labelledby="faqs" className="container-page section max-w-4xl">
          <h2 id="faqs" className="section-title mb-8">
            Frequently Asked Questions
          </h2>
          <FaqAccordion items={service.faqs} />
        </section>
      )}
    </>
  )
}

export const query = graphql`
  query ServicePage($slug: String!) {
    serviceYaml(slug: { eq: $slug }) {
      slug
      seo {
        title
        description
      }
      card {
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
          }
        }
        imageAlt
      }
      hero {
        heading
        intro
        benefits
      }
      sections {
        heading
        body
      }
      stepLists {
        heading
        intro
        numbered
        items {
          icon
          title
          description
        }
      }
      timeline {
        heading
        intro
        items {
          title
          description
          duration
        }
      }
      whyUs {
        title
        subheading
        description
        features {
          headline
          detail
        }
      }
      costFactors {
        heading
        intro
        items {
          title
          description
        }
      }
      cta {
        heading
        text
      }
      faqs {
        question
        answer
      }
    }
  }
`
