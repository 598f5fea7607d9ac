import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdScript,
  localBusiness,
  serviceJsonLd,
} from "../../../../src/lib/json-ld"
import { testSite } from "../../../support/jest/site-fixture"

const site = testSite

describe("JSON-LD builders", () => {
  it("describes the business, open 24/7, serving Melbourne, in schema.org's words, with the year it started", () => {
    expect(localBusiness({ ...site, trust: { founded: 2004 } })).toEqual({
      "@context": "https://schema.org",
      "@type": "Electrician",
      "@id": "https://site.example/#business",
      name: "Test Antennas",
      description: "Antennas and CCTV",
      url: "https://site.example/",
      image: "https://site.example/og-image.jpg",
      // The test site's phone is "0400 000 000": search engines get the international form.
      telephone: "+61400000000",
      email: "info@site.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Example St",
        addressLocality: "Melbourne",
        addressRegion: "VIC",
        postalCode: "3000",
        addressCountry: "AU",
      },
      areaServed: { "@type": "City", name: "Melbourne" },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
      sameAs: ["https://facebook.example/test"],
      foundingDate: "2004",
    })
    expect(localBusiness({ ...site, trust: { founded: null } })).not.toHaveProperty("foundingDate")
    expect(localBusiness({ ...site, trust: null })).not.toHaveProperty("foundingDate")
  })

  it("describes a business that lists no e-mail address without one (the content allows an empty list)", () => {
    expect(JSON.parse(jsonLdScript(localBusiness({ ...site, emails: [] })))).not.toHaveProperty("email")
  })

  it("builds a Service provided by the business", () => {
    const service = serviceJsonLd(site, { name: "CCTV Installation", description: "d", path: "/service/cctv/" })
    expect(service).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "CCTV Installation",
      description: "d",
      url: "https://site.example/service/cctv/",
      serviceType: "CCTV Installation",
      provider: { "@id": "https://site.example/#business", "@type": "Electrician", name: site.name },
      areaServed: { "@type": "City", name: "Melbourne" },
    })
  })

  it("builds an FAQPage from the visible questions, in order", () => {
    const faqs = [
      { question: "Q1?", answer: "A1" },
      { question: "Q2?", answer: "A2" },
    ]
    expect(faqPageJsonLd(faqs)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1" } },
        { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2" } },
      ],
    })
  })

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd(site.siteUrl, [
      { name: "Home", path: "/" },
      { name: "Blogs", path: "/blogs/" },
    ])
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://site.example/" },
        { "@type": "ListItem", position: 2, name: "Blogs", item: "https://site.example/blogs/" },
      ],
    })
  })

  it("cannot be broken out of its script tag", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" })
    expect(text).not.toContain("</script>")
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})

describe("blog structured data", () => {
  const site = testSite

  test("BlogPosting names the post, its date, author, image and canonical URL", () => {
    expect(
      blogPostingJsonLd(site, {
        title: "T",
        description: "D",
        path: "/blog/t/",
        image: "https://site.example/static/t.jpg",
        datePublished: "2025-02-18",
        author: "Sam",
        category: "CCTV",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "T",
      description: "D",
      url: "https://site.example/blog/t/",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://site.example/blog/t/" },
      image: "https://site.example/static/t.jpg",
      datePublished: "2025-02-18",
      author: { "@type": "Person", name: "Sam" },
      articleSection: "CCTV",
      publisher: { "@id": "https://site.example/#business", "@type": "Electrician", name: site.name },
      inLanguage: "en-AU",
    })
  })

  test("without author or date the post is credited to the business and no date is invented", () => {
    const data = blogPostingJsonLd(site, { title: "T", description: "D", path: "/blog/t/" }) as Record<string, unknown>
    expect(data.author).toEqual({ "@type": "Organization", name: site.name, url: "https://site.example/" })
    expect(data).not.toHaveProperty("datePublished")
    expect(data).not.toHaveProperty("image")
    expect(data).not.toHaveProperty("articleSection")
  })

  test("a hostile title cannot close the JSON-LD script", () => {
    const script = jsonLdScript(
      breadcrumbJsonLd(site.siteUrl, [{ name: "</script><script>alert(1)</script>", path: "/" }]),
    )
    expect(script).not.toContain("</script>")
  })
})
