// The content's fields worked out once when the site is built, so every page of a build says the same
// and no browser works them out again: SiteTrust.yearsInBusiness, the years since the business
// started (trust.founded of content/site.yaml); and each service page's testimonials (testimonials.ts).
import type { CreateResolversArgs } from "gatsby"
import { yearsSince } from "../../src/lib/trust"
import { createTestimonialResolvers } from "./testimonials"

export function createSiteResolvers(args: CreateResolversArgs): void {
  createTestimonialResolvers(args)
  const { createResolvers } = args
  createResolvers({
    SiteTrust: {
      yearsInBusiness: {
        type: "Int",
        description: "Whole years from trust.founded to the year of the build; null without founded.",
        resolve: (trust: { founded?: number | null }) =>
          typeof trust.founded === "number" ? yearsSince(trust.founded, new Date()) : null,
      },
    },
  })
}
