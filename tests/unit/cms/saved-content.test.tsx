/**
 * What the CMS saves, the build accepts and the pages show. The browser test (tests/e2e/cms/cms.spec.ts)
 * proves that the CMS saves an editor's edits as exactly these files (tests/support/fixtures/
 * cms/cms-edits.ts); here they go through the content check that runs before every build, and the
 * service page's sections and the home page's hero render them from the saved YAML: the service
 * through the CMS's own preview of it, which gives the sections the data in the shape the page's
 * query gives them.
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { fromJS } from "immutable"
import { parse } from "yaml"
import { ServicePreview, type PreviewProps } from "../../../cms/previews"
import { cmsCollections } from "../../../gatsby/cms/config"
import type { CmsField } from "../../../gatsby/cms/fields"
import { HomeHero } from "../../../src/components/home/home-hero"
import { QuoteModalProvider } from "../../../src/components/contact/quote-modal-context"
import { faqAnswer, phoneNumber, savedFile, SERVICE_FILE, SITE_FILE } from "../../support/fixtures/cms/cms-edits"
import { committed, ContentCopy } from "../../support/fixtures/content-copy"
import { staticQueryData } from "../../support/jest/content-fixture"

const savedService = savedFile(faqAnswer)
const savedSite = savedFile(phoneNumber)

const collections = cmsCollections()
const serviceFields = collections.find((collection) => collection.name === "services")!.fields as CmsField[]
const homeHero = (parse(committed("content/home.yaml")) as { hero: Queries.HomeHeroFragment }).hero

/** The page as the CMS previews it: the entry's data and the collection's fields, as Decap passes them. */
function previewProps(fields: CmsField[], yamlText: string): PreviewProps {
  return {
    entry: fromJS({ data: parse(yamlText) }),
    fields: fromJS(fields),
    getAsset: (file: string) => ({ toString: () => file }),
  }
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, siteYaml: parse(savedSite) })
})

test("the saved files are the edits, and the content check the build starts with accepts them", () => {
  expect(savedService).not.toBe(committed(SERVICE_FILE))
  expect(savedSite).not.toBe(committed(SITE_FILE))
  const copy = new ContentCopy()
  try {
    expect(copy.check({ [SERVICE_FILE]: savedService, [SITE_FILE]: savedSite })).toEqual([])
  } finally {
    copy.remove()
  }
})

/** Every tel: link of a rendered page. */
const telLinks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((a) => a.getAttribute("href"))

/** The edited number as a phone dials it, written out here rather than by the site's own function. */
const dialled = (display: string) => `tel:+61${display.replace(/ /g, "").slice(1)}`

test("the service page shows the saved FAQ answer, and calls the saved phone number", () => {
  const { container } = render(<ServicePreview {...previewProps(serviceFields, savedService)} />)
  const faqs = screen.getByRole("heading", { level: 2, name: /Frequently Asked Questions/i }).closest("section")!
  expect(within(faqs).getByText(faqAnswer.after)).toBeInTheDocument()
  expect(within(faqs).queryByText(faqAnswer.before)).not.toBeInTheDocument()
  // Numbers are kept on one line with no-break spaces.
  const text = container.textContent!.replace(/\u00a0/g, " ")
  expect(text).toContain(phoneNumber.after)
  expect(text).not.toContain(phoneNumber.before)
  // Only "Display" was edited, and every Call button dials the new number.
  expect(telLinks(container).length).toBeGreaterThan(0)
  expect(new Set(telLinks(container))).toEqual(new Set([dialled(phoneNumber.after)]))
})

test("the home page's hero shows the saved phone number, and dials it", () => {
  const { container } = render(
    <QuoteModalProvider>
      <HomeHero hero={homeHero} />
    </QuoteModalProvider>,
  )
  const text = container.textContent!.replace(/\u00a0/g, " ")
  expect(text).toContain(phoneNumber.after)
  expect(text).not.toContain(phoneNumber.before)
  expect(new Set(telLinks(container))).toEqual(new Set([dialled(phoneNumber.after)]))
})
