// Where this visit began, kept for the tab's session only (sessionStorage, gone when the tab is
// closed; no cookie, no localStorage): the landing page, and the campaign tags of its address or
// the site that linked to it. An enquiry form may send it with an enquiry, which the visitor chose
// to send; nothing else reads it. This part notes it, in every page's first script; the forms read
// it (enquiry-source.ts, in their own deferred chunk, so that / loads none of it).
import { campaignOf, referringHost } from "./beacon"

/** The sessionStorage key it is kept under (enquiry-source.ts reads it). */
const VISIT_SOURCE_KEY = "visit-source"

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
    if (tab.getItem(VISIT_SOURCE_KEY)) return
    const tags = campaignOf(location.search)
    const campaign = tags.s || tags.m || tags.c
    tab.setItem(
      VISIT_SOURCE_KEY,
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
