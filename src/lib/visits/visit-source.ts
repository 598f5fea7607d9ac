// Where this visit began, kept for the tab's session only (sessionStorage, gone when the tab is
// closed; no cookie, no localStorage): the landing page, and the campaign tags of its address or
// the site that linked to it. An enquiry form may send it with an enquiry, which the visitor chose
// to send; nothing else reads it.
import { campaignOf, referringHost } from "./beacon"

const KEY = "visit-source"

export interface VisitSource {
  /** The path of the first page of the visit. */
  landing: string
  /** Its campaign tags: source (utm_source or src), medium, campaign. */
  campaign?: { source?: string; medium?: string; campaign?: string }
  /** The host of the site that linked to the first page. */
  referrer?: string
}

/**
 * Notes the first page of the tab's visit, once; later pages leave it as it is. Kept as the
 * beacon's short fields (p, s, m, c, r): this runs in every page's first script.
 */
export function rememberVisitSource(
  location: Pick<Location, "pathname" | "search" | "host">,
  referrer: string,
  storage?: Storage,
) {
  try {
    // Blocked storage throws as soon as it is touched; full storage refuses the item. Either way the
    // enquiry goes without where the visit began.
    const tab = storage || window.sessionStorage
    if (tab.getItem(KEY)) return
    const tags = campaignOf(location.search)
    const campaign = tags.s || tags.m || tags.c
    tab.setItem(
      KEY,
      JSON.stringify({
        p: location.pathname,
        ...tags,
        r: campaign ? undefined : referringHost(referrer, location.host),
      }),
    )
  } catch {
    // nothing kept
  }
}

/** Where this tab's visit began, or null when it is not known (storage refused, or nothing noted). */
export function visitSource(storage = session()): VisitSource | null {
  try {
    const noted = JSON.parse(storage?.getItem(KEY) ?? "null") as Record<string, string | undefined> | null
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
