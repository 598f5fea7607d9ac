import React from "react"
import { graphql } from "gatsby"
import { imageData } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { RichText } from "../ui/rich-text"
import { Icon } from "../ui/icons/icon"
import { useUi } from "../../hooks/use-ui"

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

type Section = NonNullable<Queries.ServiceSectionsFragment["sections"]>[number]

/**
 * One explanatory section. On phones its first paragraph shows two lines, and "Read more" (a native
 * <details>, no script) opens the rest; from 1024 px all of it shows (the .fold rules of global.css).
 */
function FoldedSection({ section, id }: { section: Section; id: string }) {
  const { servicePage } = useUi()
  const [lead, ...rest] = section.body
  return (
    <section aria-labelledby={id} className="fold mb-6 last:mb-0 lg:mb-10">
      <h2 id={id} className="section-title break-inside-avoid break-after-avoid">
        {section.heading}
      </h2>
      {lead && <RichText source={[lead]} className="fold-lead mt-3 text-body text-slate-700 sm:mt-4" />}
      {rest.length > 0 && (
        <details className="group">
          <summary className="tap mt-1 cursor-pointer list-none gap-1 py-2 font-bold text-brand-700 hover:text-brand-600 [&::-webkit-details-marker]:hidden">
            {servicePage.readMore}
            <span className="sr-only">: {section.heading}</span>
            <Icon name="chevron" className="h-5 w-5 transition-transform group-open:rotate-180" />
          </summary>
          <RichText source={rest} className="mt-4 text-body text-slate-700" />
        </details>
      )}
    </section>
  )
}

/**
 * What the service is, in the file's text sections with the service's picture after the first. From
 * 1024 px they flow in two columns, so the whole width is used.
 */
export function ServiceSections({ service }: { service: Queries.ServiceSectionsFragment }) {
  const image = imageData(service.card.image.childImageSharp?.gatsbyImageData)
  if (!service.sections?.length) return null
  return (
    <div className="container-page section lg:columns-2 lg:gap-12">
      {service.sections.map((section, index) => (
        <React.Fragment key={section.heading}>
          <FoldedSection section={section} id={`about-${index + 1}`} />
          {index === 0 && image && (
            <Picture
              image={image}
              alt={service.card.imageAlt}
              className="mb-6 break-inside-avoid-column lg:mb-10"
              imgClassName="rounded-2xl shadow-lg"
            />
          )}
        </React.Fragment>
      ))}
    </div>
  )
}
