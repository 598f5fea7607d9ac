import { breadcrumbJsonLd, faqPageJsonLd, jsonLdScript, localBusiness, serviceJsonLd } from "../../src/lib/json-ld"

const site = {
  name: "Melbourne Antenna Solutions",
  description: "Antennas and CCTV",
  siteUrl: "https://example.com.au",
  phone: { international: "+61491570156" },
  emails: [{ address: "info@example.com.au" }, { address: "quotes@example.com.au" }],
  address: { street: "1 Example St", suburb: "Melbourne", state: "VIC", postcode: "3000", country: "AU" },
  social: [{ url: "https://www.facebook.com/example" }],
  areaServed: "Melbourne",
}

describe("JSON-LD builders", () => {
  it("describes the business, open 24/7, serving Melbourne", () => {
    const business = localBusiness(site) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(business["@type"]).toBe("Electrician")
    expect(business.telephone).toBe("+61491570156")
    expect(business.email).toBe("info@example.com.au")
    expect(business.areaServed).toEqual({ "@type": "City", name: "Melbourne" })
    expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7)
    expect(business.openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" })
    expect(business.sameAs).toEqual(["https://www.facebook.com/example"])
  })

  it("builds a Service provided by the business", () => {
    const service = serviceJsonLd(site, { name: "CCTV Installation", description: "d", path: "/service/cctv/" })
    expect(service).toMatchObject({
      "@type": "Service",
      url: "https://example.com.au/service/cctv/",
      provider: { "@id": "https://example.com.au/#business", name: site.name },
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
      [1, "https://example.com.au/"],
      [2, "https://example.com.au/blogs/"],
    ])
  })

  it("cannot be broken out of its script tag", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" })
    expect(text).not.toContain("</script>")
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})
