import React from "react"
import { graphql, Link } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { Stars } from "../ui/stars"
import { Icon } from "../ui/icon"
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
          gatsbyImageData(width: 400, aspectRatio: 1.5, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
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

/** "Our Top Services": one card per service YAML, each leading to its page. */
export function ServiceCards({ heading, intro, services }: ServiceCardsProps) {
  return (
    <section aria-labelledby="top-services" className="container-page section">
      <h2 id="top-services" className="section-title text-center">
        {heading}
      </h2>
      <p className="section-intro mx-auto text-center">{intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {services.map((service) => {
          const image = getImage(service.card.image.childImageSharp?.gatsbyImageData ?? null)
          return (
            <li key={service.slug} className="card flex flex-col overflow-hidden">
              {image && <Picture image={image} alt={service.card.imageAlt} />}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-bold">{service.card.title}</h3>
                <Stars rating={4} className="mt-2 h-4 w-4" />
                <p className="mt-2 flex-1 text-sm text-slate-600">{service.card.description}</p>
                <Link
                  to={servicePath(service.slug)}
                  className="mt-4 inline-flex items-center gap-1 font-bold text-brand-600 hover:text-brand-700"
                >
                  Learn More<span className="sr-only"> about {service.card.title}</span>
                  <Icon name="arrow" className="h-4 w-4" />
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
