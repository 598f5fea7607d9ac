/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The trust facts of content/site.yaml against the content model: each is optional, and what is set
 * must be a fact the site can show (a rating from 1 to 5 with one decimal, a whole number of reviews,
 * a web address, a year from 1900 to this year). The CMS gets the same rules from the same model.
 */
import { cmsCollections } from "../../../../gatsby/cms/config"
import type { CmsField } from "../../../../gatsby/cms/fields"
import { outOfRange, rangePattern } from "../../../../gatsby/content/number-rules"
import { committed, ContentCopy, lineOf } from "../../../support/fixtures/content-copy"

const file = "content/site.yaml"
const site = committed(file)
const thisYear = new Date().getFullYear()

let copy: ContentCopy
beforeAll(() => (copy = new ContentCopy()))
afterAll(() => copy.remove())

const trustAt = site.indexOf("\ntrust:")

/** content/site.yaml with a line of its trust facts (matched by `pattern`) replaced by `line`. */
const withLine = (pattern: RegExp, line: string) =>
  site.slice(0, trustAt) + site.slice(trustAt).replace(new RegExp(pattern.source, "m"), line)

test("the shipped trust facts are all set, each marked as sample data", () => {
  const trust = site.slice(trustAt)
  for (const field of ["rating", "count", "url", "number", "insured", "founded"]) {
    expect(trust).toMatch(new RegExp(`^ *-? *${field}: .* # PLACEHOLDER sample$`, "m"))
  }
})

test("without any trust fact the content is valid", () => {
  expect(copy.check({ [file]: site.slice(0, site.indexOf("# Facts that show visitors")) })).toEqual([])
})

test("each fact alone is valid, the others left out", () => {
  const head = site.slice(0, site.indexOf("trust:\n"))
  expect(copy.check({ [file]: `${head}trust:\n  insured: true\n` })).toEqual([])
  expect(copy.check({ [file]: `${head}trust:\n  founded: 1990\n` })).toEqual([])
})

test.each([
  [
    /^ {4}rating: .*$/,
    "    rating: 5.5",
    "`trust.reviews.rating` must be a number from 1 to 5 with at most one decimal, got the number 5.5 — write a number from 1 to 5 with at most one decimal",
  ],
  [
    /^ {4}rating: .*$/,
    "    rating: 4.85",
    "`trust.reviews.rating` must be a number from 1 to 5 with at most one decimal, got the number 4.85 — write a number from 1 to 5 with at most one decimal",
  ],
  [
    /^ {4}rating: .*$/,
    "    rating: 0",
    "`trust.reviews.rating` must be a number from 1 to 5 with at most one decimal, got the number 0 — write a number from 1 to 5 with at most one decimal",
  ],
  [
    /^ {4}count: .*$/,
    "    count: 12.5",
    "`trust.reviews.count` must be a whole number, got the number 12.5 — write a whole number such as 3, without quotes",
  ],
  [
    /^ {4}count: .*$/,
    "    count: 0",
    "`trust.reviews.count` must be a whole number from 1 to 1000000, got the number 0 — write a whole number from 1 to 1000000",
  ],
  [
    /^ {4}url: .*$/,
    "    url: www.google.com/maps",
    '`trust.reviews.url` does not fit its format, got "www.google.com/maps" — A full web address starting with https://',
  ],
  [
    /^ {2}founded: .*$/,
    "  founded: 1899",
    `\`trust.founded\` must be a whole number from 1900 to ${thisYear}, got the number 1899 — write a whole number from 1900 to ${thisYear}`,
  ],
  [
    /^ {2}founded: .*$/,
    `  founded: ${thisYear + 1}`,
    `\`trust.founded\` must be a whole number from 1900 to ${thisYear}, got the number ${thisYear + 1} — write a whole number from 1900 to ${thisYear}`,
  ],
  [
    /^ {2}insured: .*$/,
    "  insured: yes please",
    '`trust.insured` must be true or false, got "yes please" — write true or false, without quotes',
  ],
])("refuses %s written as %j", (pattern, line, message) => {
  const changed = withLine(pattern, line)
  const at = lineOf(changed, new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
  const column = line.indexOf(":") + 3
  expect(copy.check({ [file]: changed })).toEqual([`${file}:${at}:${column}: ${message}`])
})

test("a rating needs its count, source and link", () => {
  const changed = site.replace(/^ {4}count: .*\n/m, "")
  expect(copy.check({ [file]: changed })).toEqual([
    `${file}:${lineOf(changed, /^ {2}reviews:$/) + 1}:5: \`trust.reviews.count\` is required (a whole number) — add \`count: …\` to \`trust.reviews\``,
  ])
})

describe("the same rules in the CMS", () => {
  const siteFields = cmsCollections()
    .find((c) => c.name === "settings")!
    .files!.find((f) => f.name === "site")!.fields
  const field = (path: string): CmsField =>
    path.split(".").reduce<CmsField>((found, name) => found.fields!.find((f) => f.name === name)!, {
      fields: siteFields,
    } as CmsField)

  test("every trust fact is optional", () => {
    for (const path of ["trust", "trust.reviews", "trust.licences", "trust.insured", "trust.founded"])
      expect({ path, required: field(path).required }).toEqual({ path, required: false })
  })

  test("the year and the count are whole numbers between their bounds", () => {
    expect(field("trust.founded")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1900,
      max: thisYear,
      step: 1,
    })
    expect(field("trust.reviews.count")).toMatchObject({ widget: "number", value_type: "int", min: 1, step: 1 })
  })

  test("the rating's pattern takes what the content check takes, and nothing else", () => {
    const rating = field("trust.reviews.rating")
    expect(rating).toMatchObject({ widget: "number", value_type: "float", min: 1, max: 5, step: 0.1 })
    const pattern = new RegExp(rating.pattern![0])
    const range = { min: 1, max: 5, decimals: 1 }
    for (const value of [1, 1.5, 3, 4.8, 4.9, 5, 5.0, 0.9, 5.1, 4.85, 6, 10, -4, 0]) {
      expect({ value, cms: pattern.test(String(value)) }).toEqual({ value, cms: !outOfRange(range, value) })
    }
    expect(rangePattern({ min: 1900, max: 2025, decimals: 0 })).toBeUndefined()
  })
})
