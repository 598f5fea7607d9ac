import React from "react"
import { graphql } from "gatsby"
import { imageData } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { RichText } from "../ui/rich-text"

export const fragment = graphql`
  fragment ServiceSections on ServiceYaml {
    card {
      image {
        childImageSharp {
          gatsbyImageData(width: 720, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
      imageAlt
    }
    sections {
      heading
      body {
        ...RichTextBlocks
      }
    }
  }
`

/** The service's text sections on alternating backgrounds; the first one has the service's picture beside it. */
export function ServiceSections({ service }: { service: Queries.ServiceSectionsFragment }) {
  const image = imageData(service.card.image.childImageSharp?.gatsbyImageData)
  return (
    <>
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
    </>
  )
}
