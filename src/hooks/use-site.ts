import { graphql, useStaticQuery } from "gatsby"

/** The business details of content/site.yaml, with the effective siteUrl (SITE_URL overrides it). */
export function useSite() {
  const data = useStaticQuery<Queries.SiteDetailsQuery>(graphql`
    query SiteDetails {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        shortName
        description
        phone {
          display
          international
        }
        emails {
          label
          address
        }
        whatsapp {
          number
          text
        }
        social {
          name
          url
        }
        address {
          street
          suburb
          state
          postcode
          country
        }
        abn
        hours {
          summary
          detail
        }
        promo {
          headline
          subline
        }
        offers
        copyrightYear
        credit {
          name
          url
        }
        areaServed
        trust {
          reviews {
            rating
            count
            source
            url
          }
          licences {
            label
            number
          }
          insured
          founded
          yearsInBusiness
        }
      }
    }
  `)
  if (!data.siteYaml || !data.site?.siteMetadata?.siteUrl) throw new Error("content/site.yaml is missing")
  const { phone } = data.siteYaml
  // Non-breaking spaces keep the number on one line wherever it is shown.
  const display = phone.display.replace(/ /g, "\u00a0")
  return { ...data.siteYaml, phone: { ...phone, display }, siteUrl: data.site.siteMetadata.siteUrl }
}

export type Site = ReturnType<typeof useSite>
