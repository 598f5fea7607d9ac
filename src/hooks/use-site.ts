import { graphql, useStaticQuery } from "gatsby"

export const siteDetails = graphql`
  fragment SiteDetails on Query {
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
`

/**
 * What the layout of every page shows, in one static query: the business details (below), the
 * services (use-services.ts), the menu (use-navigation.ts) and the shared texts (use-ui.ts), each
 * hook's fields a fragment beside it. One query is one file the browser fetches as a page starts,
 * where four were four requests, each a round trip on a phone's connection.
 */
export function useSiteWide() {
  return useStaticQuery<Queries.SiteWideQuery>(graphql`
    query SiteWide {
      ...SiteDetails
      ...ServiceList
      ...Navigation
      ...UiTexts
    }
  `)
}

/** The business details of content/site.yaml, with the effective siteUrl (SITE_URL overrides it). */
export function useSite() {
  const data = useSiteWide()
  if (!data.siteYaml || !data.site?.siteMetadata?.siteUrl) throw new Error("content/site.yaml is missing")
  const { phone } = data.siteYaml
  // Non-breaking spaces keep the number on one line wherever it is shown.
  const display = phone.display.replace(/ /g, "\u00a0")
  return { ...data.siteYaml, phone: { ...phone, display }, siteUrl: data.site.siteMetadata.siteUrl }
}

export type Site = ReturnType<typeof useSite>
