// Where the tab's visit began, as visit-source.ts noted it, read by the enquiry forms when one is
// sent: the landing page and the campaign or referring site, and the fields that carry them. Kept
// apart from visit-source.ts, which every page's first script runs, so that this goes with the
// forms' deferred code and adds nothing to a page's first load.

/**
 * The sessionStorage key visit-source.ts writes. Written out here, not imported: an import from the
 * first script's module into the forms' chunk made webpack keep that module and beacon.ts apart
 * instead of joining them into the first script, about 50 bytes gzipped more on every page (/ is
 * near its budget). tests/unit/src/lib/visits/visit-source.test.ts reads back what it writes.
 */
const VISIT_SOURCE_KEY = "visit-source"

export interface VisitSource {
  /** The path of the first page of the visit. */
  landing: string
  /** Its campaign tags: source (utm_source or src), medium, campaign. */
  campaign?: { source?: string; medium?: string; campaign?: string }
  /** The host of the site that linked to the first page. */
  referrer?: string
}

/** Where this tab's visit began, or null when it is not known (storage refused, or nothing noted). */
export function visitSource(storage = session()): VisitSource | null {
  try {
    const noted = JSON.parse(storage?.getItem(VISIT_SOURCE_KEY) ?? "null") as Record<string, string | undefined> | null
    if (!noted || typeof noted.p !== "string") return null
    const source: VisitSource = { landing: noted.p }
    const campaign = Object.entries({ source: noted.s, medium: noted.m, campaign: noted.c }).filter(
      ([, value]) => value,
    )
    if (campaign.length) source.campaign = Object.fromEntries(campaign)
    else if (noted.r) source.referrer = noted.r
    return source
  } catch {
    return null
  }
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // blocked storage throws on access
  }
}

/**
 * The hidden fields an enquiry form fills in (backend/src/Enquiry/forms.json: sentFrom, landing,
 * campaign, referrer): the page it is sent from, and where the tab's visit began. The campaign is
 * written as the inbox's Numbers view names it ("flyer / - / spring": source, medium and name, a
 * dash for none, in lower case as the counter keeps them), so that its enquiries join its visits.
 */
export function enquirySourceFields(path: string, source = visitSource()): Record<string, string> {
  const tags = source?.campaign
  return {
    sentFrom: path,
    landing: source?.landing ?? "",
    campaign: tags
      ? [tags.source, tags.medium, tags.campaign].map((tag) => (tag || "-").toLowerCase()).join(" / ")
      : "",
    referrer: (source?.referrer ?? "").toLowerCase().replace(/^www\./, ""),
  }
}
