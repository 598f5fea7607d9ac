import { ratingText, trustFacts, yearsSince } from "../../../../src/lib/trust"

const texts = {
  reviews: "{rating} from {count} {source} reviews",
  insured: "Fully insured",
  years: "{years} years in business",
}

test("no trust facts, no lines", () => {
  expect(trustFacts(null, texts)).toEqual([])
  expect(trustFacts({}, texts)).toEqual([])
  expect(trustFacts({ reviews: null, licences: [], insured: false, yearsInBusiness: null }, texts)).toEqual([])
})

test("every fact that is set, in the words of ui.yaml, in a fixed order", () => {
  const facts = trustFacts(
    {
      yearsInBusiness: 16,
      insured: true,
      licences: [
        { label: "ACMA cabling registration", number: "123456" },
        { label: "Electrical licence", number: "REC 9" },
      ],
      reviews: { rating: 5, count: 1312, source: "Google", url: "https://reviews.example/us" },
    },
    texts,
  )
  expect(facts).toEqual([
    { kind: "reviews", text: "5.0 from 1,312 Google reviews", href: "https://reviews.example/us" },
    { kind: "licence", text: "ACMA cabling registration 123456" },
    { kind: "licence", text: "Electrical licence REC 9" },
    { kind: "insured", text: "Fully insured" },
    { kind: "years", text: "16 years in business" },
  ])
})

test("a rating is shown with one decimal", () => {
  expect([4.9, 5, 3.5, 1].map(ratingText)).toEqual(["4.9", "5.0", "3.5", "1.0"])
})

test("years in business count whole years of the calendar; under two are not shown", () => {
  expect(yearsSince(2009, new Date("2025-01-01T00:00:00"))).toBe(16)
  expect(yearsSince(2009, new Date("2025-12-31T23:59:00"))).toBe(16)
  expect(trustFacts({ yearsInBusiness: 1 }, texts)).toEqual([])
  expect(trustFacts({ yearsInBusiness: 2 }, texts)).toEqual([{ kind: "years", text: "2 years in business" }])
})
