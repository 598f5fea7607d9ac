import React from "react"
import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Footer } from "../../../../../src/components/layout/footer"
import { ContactDetails } from "../../../../../src/components/contact/contact-details"
import { staticQueryData, uiYaml } from "../../../../support/jest/content-fixture"

// The headings and labels are the office's copy in content/ui.yaml: an edit there shows on the page.
const edited = {
  ...uiYaml,
  footer: { quickLinks: "Handy links", services: "What we do", contact: "Reach us", hours: "When we work" },
  contactDetails: { phone: "Call", address: "Find us", hours: "Open" },
}

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, uiYaml: edited }))

test("the footer's column headings come from content/ui.yaml", () => {
  render(<Footer />)
  expect(screen.getByRole("navigation", { name: "Handy links" })).toBeInTheDocument()
  expect(screen.getByRole("navigation", { name: "What we do" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Reach us" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "When we work" })).toBeInTheDocument()
})

test("the Contact page's labels come from content/ui.yaml", () => {
  render(<ContactDetails />)
  for (const label of ["Call", "Find us", "Open"]) expect(screen.getByText(label)).toBeInTheDocument()
})
