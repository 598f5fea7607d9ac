// What the site tells its visit counter (backend/public/count.php), as the fields of one beacon: the
// page's path and never its query string; for a view, the campaign tags of its address and the
// referring site's host; for a tap, its kind and place; and phone, tablet or desktop by the width.
// The counter cuts a path to its length itself; a campaign tag is cut here, since a link may carry
// one of any length and the beacon must stay small.

export type Fields = Record<string, string>

/** Characters sent of a campaign tag (the counter keeps no more). */
const VALUE_LENGTH = 100

/** The width from which the layout is a tablet's (Tailwind's md) and a desktop's (lg). */
export const TABLET_WIDTH = 768
export const DESKTOP_WIDTH = 1024

export const deviceOf = (width: number) =>
  width < TABLET_WIDTH ? "phone" : width < DESKTOP_WIDTH ? "tablet" : "desktop"

/** The campaign tags an address carries: utm_source (or the short src of a flyer's QR code), utm_medium, utm_campaign. */
export function campaignOf(search: string): Fields {
  const params = new URLSearchParams(search)
  const get = (name: string) => (params.get(name) || "").trim().slice(0, VALUE_LENGTH)
  const tags: Fields = { s: get("utm_source") || get("src"), m: get("utm_medium"), c: get("utm_campaign") }
  for (const tag in tags) if (!tags[tag]) delete tags[tag]
  return tags
}

/** The host of the page a visitor came from (document.referrer, an absolute address), unless it is this site or none. */
export function referringHost(referrer: string, ownHost: string): string | undefined {
  const host = /^https?:\/\/([^/?#]+)/.exec(referrer)
  return host && host[1] !== ownHost ? host[1] : undefined
}

/** A page view: its path, with the campaign and referrer of the address it was reached by. */
export function viewOf(path: string, search: string, referrer: string | undefined, width: number): Fields {
  return {
    k: "view",
    p: path,
    d: deviceOf(width),
    ...campaignOf(search),
    ...(referrer ? { r: referrer } : {}),
  }
}

const WHATSAPP = /^https:\/\/(wa\.me|(api\.|www\.)?whatsapp\.com)\//

/**
 * The tap a click on `target` is, if it is one to count: a tel: link (Call), a WhatsApp link, a
 * mailto: link (E-mail) or a quote button; with the place it is in on the page ("floating", the
 * quick-contact actions, is the phone bar on a phone or tablet and the floating buttons on a
 * desktop: the counter tells them apart by the device).
 */
export function tapOf(target: EventTarget | null, path: string, width: number): Fields | undefined {
  const element = target instanceof Element ? target.closest("a[href], [data-tap]") : null
  if (!element) return undefined
  const href = element.getAttribute("href") || ""
  const kind =
    element.getAttribute("data-tap") ||
    (/^tel:/i.test(href) ? "call" : /^mailto:/i.test(href) ? "email" : WHATSAPP.test(href) ? "whatsapp" : "")
  if (!kind) return undefined
  const part = element.closest("[data-place]")
  return { k: kind, p: path, l: (part && part.getAttribute("data-place")) || "body", d: deviceOf(width) }
}
