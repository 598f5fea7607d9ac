// The trust facts of content/site.yaml (rating, licences, insurance, years in business) as the lines
// the site shows, in the words of content/ui.yaml. Only the facts that are set make a line.
import { formatCount } from "./format"

export interface TrustData {
  reviews?: { rating: number; count: number; source: string; url: string } | null
  licences?: readonly { label: string; number: string }[] | null
  insured?: boolean | null
  /** Worked out at build time from `founded` (SiteTrust.yearsInBusiness, gatsby/content/site-resolvers.ts). */
  yearsInBusiness?: number | null
}

export interface TrustTexts {
  reviews: string
  insured: string
  years: string
}

export type TrustFact =
  | { kind: "reviews"; text: string; href: string }
  | { kind: "licence" | "insured" | "years"; text: string }

/** Whole years from the year the business started to `today`'s year. */
export const yearsSince = (founded: number, today: Date): number => today.getFullYear() - founded

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** One decimal always ("5.0", "4.9"), as review sites show a rating. */
export const ratingText = (rating: number) => rating.toFixed(1)

/** The facts that are set, in the order the site shows them. */
export function trustFacts(trust: TrustData | null | undefined, texts: TrustTexts): TrustFact[] {
  if (!trust) return []
  const facts: TrustFact[] = []
  const { reviews, licences, insured, yearsInBusiness } = trust
  if (reviews) {
    const values = {
      rating: ratingText(reviews.rating),
      count: formatCount(reviews.count),
      source: reviews.source,
    }
    facts.push({ kind: "reviews", text: fill(texts.reviews, values), href: reviews.url })
  }
  for (const licence of licences ?? []) facts.push({ kind: "licence", text: `${licence.label} ${licence.number}` })
  if (insured) facts.push({ kind: "insured", text: texts.insured })
  // Under two years is no track record to show yet (and the text is written for "years").
  if (yearsInBusiness && yearsInBusiness >= 2) {
    facts.push({ kind: "years", text: fill(texts.years, { years: String(yearsInBusiness) }) })
  }
  return facts
}
