// SiteTrust.yearsInBusiness: the years since the business started (trust.founded of content/site.yaml),
// counted once when the site is built, so every page of a build says the same and no browser recounts.
import type { CreateResolversArgs } from "gatsby"
import { yearsSince } from "../../src/lib/trust"

export function createSiteResolvers({ createResolvers }: CreateResolversArgs): void {
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
