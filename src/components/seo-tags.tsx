import React from "react"
import { Helmet } from "react-helmet"
import { useSite } from "../hooks/use-site"
import { absoluteUrl, canonicalUrl } from "../lib/paths"
import { jsonLdScript, localBusiness } from "../lib/json-ld"

export interface SeoProps {
  title: string
  description: string
  /** The page's own path; canonical and og:url are both built from it. */
  path: string
  image?: string
  type?: "website" | "article"
  noindex?: boolean
  /** Structured data objects, each emitted as one JSON-LD script. */
  jsonLd?: readonly object[]
  children?: React.ReactNode
}

/**
 * The one head builder of every page: title, description, canonical, Open Graph and Twitter tags,
 * the business's structured data and the page's own. Loaded through `Seo` (./seo).
 */
export default function SeoTags({
  title,
  description,
  path,
  image = "/og-image.jpg",
  type = "website",
  noindex = false,
  jsonLd = [],
  children,
}: SeoProps) {
  const site = useSite()
  const canonical = canonicalUrl(site.siteUrl, path)
  const imageUrl = image.startsWith("http") ? image : absoluteUrl(site.siteUrl, image)
  return (
    <Helmet htmlAttributes={{ lang: "en-AU" }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta name="robots" content={noindex ? "noindex,follow" : "index,follow"} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {[localBusiness(site), ...jsonLd].map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdScript(data)}
        </script>
      ))}
      {children}
    </Helmet>
  )
}
