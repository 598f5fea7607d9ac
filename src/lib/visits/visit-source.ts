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

/** Notes the first page of the tab's visit, once; later pages leave it as it is. */
export function rememberVisitSource(
  location: Pick<Location, "pathname" | "search" | "host">,
  referrer: string,
  storage = session(),
) {
  if (!storage || storage.getItem(KEY)) return
  const tags = campaignOf(location.search)
  const source: VisitSource = { landing: location.pathname.slice(0, 200) }
  if (Object.keys(tags).length) source.campaign = { source: tags.s, medium: tags.m, campaign: tags.c }
  else {
    const host = referringHost(referrer, location.host)
    if (host) source.referrer = host
  }
  try {
    storage.setItem(KEY, JSON.stringify(source))
  } catch {
    // Storage full or refused: the enquiry goes without where the visit began.
  }
}

/** Where this tab's visit began, or null when it is not known (storage refused, or nothing noted). */
export function visitSource(storage = session()): VisitSource | null {
  try {
    const source = JSON.parse(storage?.getItem(KEY) ?? "null") as VisitSource | null
    return source && typeof source.landing === "string" ? source : null
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
