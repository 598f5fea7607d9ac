/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The fields counted when the site is built: years in business from trust.founded of content/site.yaml.
 */
import type { CreateResolversArgs } from "gatsby"
import { createSiteResolvers } from "../../../../gatsby/content/site-resolvers"

type Resolve = (trust: { founded?: number | null }) => number | null

interface Field {
  type: string
  description: string
  resolve: Resolve
}

function yearsInBusiness(): Field {
  let resolvers: { SiteTrust: { yearsInBusiness: Field } } | undefined
  createSiteResolvers({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as unknown as CreateResolversArgs)
  return resolvers!.SiteTrust.yearsInBusiness
}

afterEach(() => jest.useRealTimers())

it("counts whole years from the year the business started to the year of the build", () => {
  jest.useFakeTimers({ now: new Date(2026, 0, 1, 12) })
  const field = yearsInBusiness()
  expect(field.type).toBe("Int")
  expect(field.resolve({ founded: 2010 })).toBe(16)
  jest.setSystemTime(new Date(2026, 11, 31, 12))
  expect(field.resolve({ founded: 2010 })).toBe(16)
})

it("gives no number when site.yaml says nothing of when the business started", () => {
  const field = yearsInBusiness()
  expect(field.resolve({})).toBeNull()
  expect(field.resolve({ founded: null })).toBeNull()
})

it("says in the schema what it counts and when it is null, for whoever writes a query (GraphiQL)", () => {
  expect(yearsInBusiness().description).toBe(
    "Whole years from trust.founded to the year of the build; null without founded.",
  )
})
