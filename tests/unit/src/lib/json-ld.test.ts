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
  it("describes the business, open 24/7, serving Melbourne", () => {
    const business = localBusiness(site) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(business["@type"]).toBe("Electrician")
    expect(business.telephone).toBe(site.phone.international)
    expect(business.email).toBe(site.emails[0].address)
    expect(business.areaServed).toEqual({ "@type": "City", name: "Melbourne" })
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7)
    expect(business.openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" })
    expect(business.sameAs).toEqual([site.social[0].url])
  })

  it("builds a Service provided by the business", () => {
    const service = serviceJsonLd(site, { name: "CCTV Installation", description: "d", path: "/service/cctv/" })
    expect(service).toMatchObject({
      "@type": "Service",
      url: "https://site.example/service/cctv/",
      provider: { "@id": "https://site.example/#business", name: site.name },
      areaServed: { name: "Melbourne" },
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
    ]) as { itemListElement: { position: number; item: string }[] }
    expect(crumbs.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://site.example/"],
      [2, "https://site.example/blogs/"],
    ])
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
    ).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      description: "D",
      url: "https://site.example/blog/t/",
      image: "https://site.example/static/t.jpg",
      datePublished: "2025-02-18",
      author: { "@type": "Person", name: "Sam" },
      articleSection: "CCTV",
    })
  })

  test("without author or date the post is credited to the business and no date is invented", () => {
    const data = blogPostingJsonLd(site, { title: "T", description: "D", path: "/blog/t/" }) as Record<string, unknown>
    expect(data.author).toMatchObject({ "@type": "Organization", name: site.name })
    expect(data).not.toHaveProperty("datePublished")
    expect(data).not.toHaveProperty("image")
  })

  test("a hostile title cannot close the JSON-LD script", () => {
    const script = jsonLdScript(
      breadcrumbJsonLd(site.siteUrl, [{ name: "</script><script>alert(1)</script>", path: "/" }]),
    )
    expect(script).not.toContain("</script>")
  })
})
