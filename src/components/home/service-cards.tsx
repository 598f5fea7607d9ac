import React from "react"
import { graphql, Link } from "gatsby"
import { imageData } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { Stars } from "../ui/stars"
import { Icon } from "../ui/icons/icon"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"
import { servicePath } from "../../lib/paths"

export const fragment = graphql`
  fragment ServiceCard on ServiceYaml {
    slug
    card {
      title
      description
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 400
            aspectRatio: 1.5
            layout: CONSTRAINED
            placeholder: DOMINANT_COLOR
            breakpoints: [100, 200, 400, 800]
            sizes: "(min-width: 640px) 400px, 64px"
          )
        }
      }
    }
  }
`

interface ServiceCardsProps {
  heading: string
  intro: string
  services: readonly Queries.ServiceCardFragment[]
}

/**
 * "Our Top Services": one card per service YAML, each leading to its page. Below 1280 px each card is
 * a row, picture on the left (on phones a compact one, so ten services take about two screens instead
 * of seven), two rows side by side from 640 px; from 1280 px five cards a row, picture on top.
 */
export function ServiceCards({ heading, intro, services }: ServiceCardsProps) {
  return (
    <section aria-labelledby="top-services" className="container-page section">
      <Reveal>
        <SectionHeading id="top-services" heading={heading} intro={intro} centred />
      </Reveal>
      <Reveal className="mt-6 sm:mt-10">
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6 xl:grid-cols-5">
          {services.map((service) => {
            const image = imageData(service.card.image.childImageSharp?.gatsbyImageData ?? null)
            return (
              <li key={service.slug} className="card flex overflow-hidden xl:flex-col">
                {image && (
                  <Picture
                    image={image}
                    alt={service.card.imageAlt}
                    className="w-16 shrink-0 sm:w-36 lg:w-44 xl:w-auto"
                    imgClassName="max-xl:h-full max-xl:object-cover"
                  />
                )}
                <div className="flex min-w-0 flex-1 flex-col px-3 py-2 sm:p-5">
                  <h3 className="text-[15px] leading-snug font-bold sm:text-lg">{service.card.title}</h3>
                  <p className="mt-0.5 flex-1 text-[13px] leading-snug text-slate-600 sm:mt-2 sm:text-sm">
                    {service.card.description}
                  </p>
                  <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm sm:mt-4 sm:text-base">
                    {/* 44 px to tap on phones, drawn over the card's padding and the gap above rather than
                        added to ten cards' height (the home page stays as long as before). */}
                    <Link
                      to={servicePath(service.slug)}
                      className="tap gap-1 font-bold whitespace-nowrap text-brand-600 hover:text-brand-700 max-sm:-mt-3 max-sm:-mb-2"
                    >
                      Learn More<span className="sr-only"> about {service.card.title}</span>
                      <Icon name="arrow" className="h-4 w-4" />
                    </Link>
                    <Stars rating={4} className="h-4" />
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      </Reveal>
    </section>
  )
}
