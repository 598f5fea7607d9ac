// What the site tells its visit counter (backend/public/count.php), as the fields of one beacon: the
// page's path and never its query string; for a view, the campaign tags of its address and the
// referring site's host; for a tap, its kind and place; and phone, tablet or desktop by the width.

export type Fields = Record<string, string>

/** Characters sent of a path, and of a campaign tag or host (the counter keeps no more). */
const PATH_LENGTH = 200
const VALUE_LENGTH = 100

/** The width from which the layout is a tablet's (Tailwind's md) and a desktop's (lg). */
export const TABLET_WIDTH = 768
export const DESKTOP_WIDTH = 1024

export const deviceOf = (width: number) =>
  width < TABLET_WIDTH ? "phone" : width < DESKTOP_WIDTH ? "tablet" : "desktop"

/** The campaign tags an address carries: utm_source (or the short src of a flyer's QR code), utm_medium, utm_campaign. */
export function campaignOf(search: string): Fields {
  const params = new URLSearchParams(search)
  const tags: Fields = {}
  const tag = (field: string, ...names: string[]) => {
    const value = names.map((name) => params.get(name)?.trim()).find(Boolean)
    if (value) tags[field] = value.slice(0, VALUE_LENGTH)
  }
  tag("s", "utm_source", "src")
  tag("m", "utm_medium")
  tag("c", "utm_campaign")
  return tags
}

/** The host of the page a visitor came from, unless it is this site (or none). */
export function referringHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = referrer ? new URL(referrer).host : ""
    return host && host !== ownHost ? host.slice(0, VALUE_LENGTH) : undefined
  } catch {
    return undefined
  }
}

/** A page view: its path, with the campaign and referrer of the address it was reached by. */
export function viewOf(path: string, search: string, referrer: string | undefined, width: number): Fields {
  return {
    k: "view",
    p: path.slice(0, PATH_LENGTH),
    d: deviceOf(width),
    ...campaignOf(search),
    ...(referrer ? { r: referrer } : {}),
  }
}

const WHATSAPP = /^https:\/\/(wa\.me|api\.whatsapp\.com|(www\.)?whatsapp\.com)\//

/**
 * The tap a click on `target` is, if it is one to count: a tel: link (Call), a WhatsApp link, a
 * mailto: link (E-mail) or a quote button; with the place it is in on the page.
 */
export function tapOf(target: EventTarget | null, path: string, width: number): Fields | undefined {
  const element = target instanceof Element ? target.closest("a[href], [data-tap]") : null
  if (!element) return undefined
  const href = element.getAttribute("href") ?? ""
  const kind =
    element.getAttribute("data-tap") ||
    (/^tel:/i.test(href) ? "call" : /^mailto:/i.test(href) ? "email" : WHATSAPP.test(href) ? "whatsapp" : "")
  if (!kind) return undefined
  let where = element.closest("[data-place]")?.getAttribute("data-place") ?? "body"
  // The quick-contact actions are a bar along a phone's screen and round buttons on a desktop's.
  if (where === "floating") where = width < DESKTOP_WIDTH ? "phone-bar" : "floating-button"
  return { k: kind, p: path.slice(0, PATH_LENGTH), l: where, d: deviceOf(width) }
}
