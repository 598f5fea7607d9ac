// A made-up business with every field of content/site.yaml, for tests that assert on known values.
export const testSite = {
  name: "Test Antennas",
  shortName: "TA",
  description: "Antennas and CCTV",
  siteUrl: "https://site.example",
  phone: { display: "0400 000 000", international: "+61400000000" },
  emails: [
    { label: "General", address: "info@site.example" },
    { label: "Quotes", address: "quotes@site.example" },
  ],
  whatsapp: { number: "61400000000", text: "Hi" },
  social: [{ name: "Facebook", url: "https://facebook.example/test" }],
  address: { street: "1 Example St", suburb: "Melbourne", state: "VIC", postcode: "3000", country: "AU" },
  abn: "0",
  hours: { summary: "24/7", detail: "always" },
  promo: { headline: "h", subline: "s" },
  offers: [] as string[],
  copyrightYear: 2025,
  credit: { name: "c", url: "https://c.example" },
  areaServed: "Melbourne",
}

/** What useStaticQuery's `site` answers for the test site. */
export const testSiteMetadata = { siteMetadata: { siteUrl: testSite.siteUrl } }
