import React from "react"
import { graphql, type PageProps } from "gatsby"
import { imageData } from "../lib/image-data"
import { Picture } from "../components/ui/picture"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { CallAndQuote } from "../components/contact/call-and-quote"
import { RichText } from "../components/ui/rich-text"
import { CtaBand } from "../components/contact/cta-band"
import { Icon } from "../components/ui/icons/icon"

/** Centres a short last row: one card of two columns (md), two cards of three columns (lg). */
function lastRowCentring(index: number, count: number): string {
  const classes: string[] = []
  if (count % 2 === 1 && index === count - 1) classes.push("md:col-start-2")
  if (count % 3 === 2 && index === count - 2) classes.push("lg:col-start-2")
  else if (count % 3 === 1 && index === count - 1) classes.push("lg:col-start-3")
  else if (classes.length) classes.push("lg:col-start-auto")
  return classes.join(" ")
}

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.aboutYaml
  if (!page) throw new Error("content/about.yaml is missing")
  const hero = imageData(page.heroImage.childImageSharp?.gatsbyImageData ?? null)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} actions={<CallAndQuote />} />
      <div className="container-page section grid items-start gap-10 lg:grid-cols-2">
        <section aria-labelledby="who-we-are">
          <h2 id="who-we-are" className="section-title">
            {page.whoWeAre.heading}
          </h2>
          <RichText source={page.whoWeAre.body} className="mt-4 text-body text-slate-700 sm:mt-5" />
        </section>
        {hero && <Picture image={hero} alt={page.heroAlt} imgClassName="rounded-2xl shadow-lg" loading="eager" />}
      </div>
      <section aria-labelledby="about-why" className="bg-slate-50">
        <div className="container-page section">
          <h2 id="about-why" className="section-title">
            {page.whyChooseUs.heading}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-4 lg:grid-cols-6">
            {page.whyChooseUs.items.map((item, index, items) => (
              <li
                key={item.title}
                className={`card flex gap-4 p-6 md:col-span-2 ${lastRowCentring(index, items.length)}`}
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-navy-950">
                  <Icon name="check" />
                </span>
                <div>
                  <h3 className="card-title">{item.title}</h3>
                  <p className="mt-1 text-body text-slate-600">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="mission-vision" className="container-page section">
        <h2 id="mission-vision" className="section-title">
          {page.missionVision.heading}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {[page.missionVision.mission, page.missionVision.vision].map((part) => (
            <article key={part.heading} className="card border-t-4 border-t-brand-600 p-6 md:p-8">
              <h3 className="text-2xl font-bold">{part.heading}</h3>
              <RichText source={part.body} className="mt-3 text-body text-slate-700" />
            </article>
          ))}
        </div>
      </section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} label={page.cta.label} />
    </>
  )
}

export const query = graphql`
  query AboutPage {
    aboutYaml {
      seo {
        ...SeoFields
      }
      title
      intro
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 800, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
      heroAlt
      whoWeAre {
        heading
        body {
          ...RichTextBlocks
        }
      }
      whyChooseUs {
        heading
        items {
          title
          text
        }
      }
      missionVision {
        heading
        mission {
          heading
          body {
            ...RichTextBlocks
          }
        }
        vision {
          heading
          body {
            ...RichTextBlocks
          }
        }
      }
      cta {
        ...CtaBandFields
      }
    }
  }
`
