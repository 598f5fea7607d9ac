// The trust facts where the site shows them (a page's top, the footer): each fact that is set, and
// nothing at all, not even an empty list, when none is.
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { TrustFacts } from "../../../../../src/components/contact/trust-facts"
import { Footer } from "../../../../../src/components/layout/footer"
import { siteYaml, staticQueryData, uiYaml } from "../../../../support/jest/content-fixture"

const texts = (uiYaml as { trust: { label: string } }).trust
const trust = {
  reviews: { rating: 4.9, count: 1312, source: "Google", url: "https://reviews.example/us" },
  licences: [{ label: "ACMA cabling registration", number: "123456" }],
  insured: true,
  founded: 2009,
  yearsInBusiness: 16,
}

const withTrust = (value: unknown) =>
  jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, siteYaml: { ...siteYaml, trust: value } })

describe("with every fact set", () => {
  beforeEach(() => withTrust(trust))

  test("lists the rating with its link, the licence, insurance and years in business", () => {
    render(<TrustFacts />)
    const list = screen.getByRole("list", { name: texts.label })
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "4.9 from 1,312 Google reviews (opens in a new tab)",
      "ACMA cabling registration 123456",
      "Fully insured",
      "16 years in business",
    ])
    const link = within(list).getByRole("link", { name: /4\.9 from 1,312 Google reviews/ })
    expect(link).toHaveAttribute("href", "https://reviews.example/us")
    expect(link).toHaveAttribute("target", "_blank")
  })

  test("the footer shows them", () => {
    render(<Footer />)
    expect(within(screen.getByRole("contentinfo")).getByRole("list", { name: texts.label })).toBeInTheDocument()
  })
})

describe.each([
  ["no trust group", null],
  ["an empty trust group", { reviews: null, licences: null, insured: null, founded: null, yearsInBusiness: null }],
  ["only facts that say nothing", { reviews: null, licences: [], insured: false, founded: 2025, yearsInBusiness: 0 }],
])("with %s", (_, value) => {
  beforeEach(() => withTrust(value))

  test("renders nothing at all", () => {
    const { container } = render(<TrustFacts className="mt-4" />)
    expect(container).toBeEmptyDOMElement()
  })

  test("the footer has no trust list and no empty box", () => {
    render(<Footer />)
    expect(screen.queryByRole("list", { name: texts.label })).not.toBeInTheDocument()
    expect(screen.queryByText("Fully insured")).not.toBeInTheDocument()
  })
})
