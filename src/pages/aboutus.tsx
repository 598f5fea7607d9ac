import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { RichText } from "../components/ui/rich-text"
import { CtaBand } from "../components/ui/cta-band"
import { Icon } from "../components/ui/icon"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.aboutYaml
  if (!page) throw new Error("content/about.yaml is missing")
  const hero = getImage(page.heroImage.childImageSharp?.gatsbyImageData ?? null)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} />
      <div className="container-page section grid items-start gap-10 lg:grid-cols-2">
        <section aria-labelledby="who-we-are">
          <h2 id="who-we-are" className="section-title">
            {page.whoWeAre.heading}
          </h2>
          <RichText source={page.whoWeAre.body} className="mt-5 text-lg text-slate-700" />
        </section>
        {hero && <Picture image={hero} alt={page.heroAlt} imgClassName="rounded-2xl shadow-lg" loading="eager" />}
      </div>
      <section aria-labelledby="about-why" className="bg-slate-50">
        <div className="container-page section">
          <h2 id="about-why" className="section-title">
            {page.whyChooseUs.heading}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {page.whyChooseUs.items.map((item) => (
              <li key={item.title} className="card flex gap-4 p-6">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-navy-950">
                  <Icon name="check" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1 text-slate-600">{item.text}</p>
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
              <RichText source={part.body} className="mt-3 text-slate-700" />
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
        title
        description
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
        body
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
          body
        }
        vision {
          heading
          body
        }
      }
      cta {
        heading
        text
        label
      }
    }
  }
`
