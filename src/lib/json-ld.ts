// Structured data (schema.org JSON-LD), built from the same data as the visible page.
import { absoluteUrl, canonicalUrl } from "./paths"
import { dialledNumber } from "./contact/phone"

/** JSON for a <script type="application/ld+json">; "<" is escaped so no text can close the tag. */
export const jsonLdScript = (data: object): string => JSON.stringify(data).replace(/</g, "\\u003c")

export interface BusinessFacts {
  name: string
  description: string
  siteUrl: string
  phone: { display: string }
  emails: readonly { address: string }[]
  address: { street: string; suburb: string; state: string; postcode: string; country: string }
  social: readonly { url: string }[]
  areaServed: string
  /**
   * Only the founding year is structured data. The star rating is not: Google shows no review stars
   * for a LocalBusiness or Organization that publishes ratings of itself, and the rating is the
   * review site's, not reviews collected here (see docs/visual-design.md, "Trust facts").
   */
  trust?: { founded?: number | null } | null
}

const businessId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#business`

/** The business on every page: an electrician-type local business open 24/7. */
export function localBusiness(site: BusinessFacts): object {
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": businessId(site.siteUrl),
    name: site.name,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    image: absoluteUrl(site.siteUrl, "/og-image.jpg"),
    telephone: dialledNumber(site.phone.display),
    email: site.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.suburb,
      addressRegion: site.address.state,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "City", name: site.areaServed },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: site.social.map((profile) => profile.url),
    ...(site.trust?.founded ? { foundingDate: String(site.trust.founded) } : {}),
  }
}

export function serviceJsonLd(
  site: BusinessFacts,
  service: { name: string; description: string; path: string },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: canonicalUrl(site.siteUrl, service.path),
    serviceType: service.name,
    provider: { "@id": businessId(site.siteUrl), "@type": "Electrician", name: site.name },
    areaServed: { "@type": "City", name: site.areaServed },
  }
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  }
}

export interface BlogPostingFacts {
  title: string
  description: string
  path: string
  /** Absolute URL of the post's image, if it has one. */
  image?: string | null
  /** "2025-02-18", or null when the dashboard's date cannot be read. */
  datePublished?: string | null
  author?: string | null
  category?: string | null
}

export function blogPostingJsonLd(site: BusinessFacts, post: BlogPostingFacts): object {
  const url = canonicalUrl(site.siteUrl, post.path)
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.image ? { image: post.image } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: site.name, url: absoluteUrl(site.siteUrl, "/") },
    ...(post.category ? { articleSection: post.category } : {}),
    publisher: { "@id": businessId(site.siteUrl), "@type": "Electrician", name: site.name },
    inLanguage: "en-AU",
  }
}
