// A page's priority image carried in the page itself. The home banner's first slide is the largest
// paint on a phone; even preloaded with the page's first bytes, it is a second request, and on a
// mobile connection every request waits a round trip (Lighthouse's applied throttling: 562 ms), so
// the picture could not be on screen before two of them had passed. Its phone crop is small (about
// 8 KB of AVIF at the widest a phone asks for), so after the build it is written into the page's
// <picture> as a data: URL and its preload is dropped: it paints with the page's first paint.
//
// Only what the page asks for: a preload marked with INLINE_MARK (src/lib/priority-image.ts), of a
// file of at most INLINE_MAX_BYTES, replacing the <source> that offers the same srcset for the same
// media. Browsers without AVIF skip that source as before and take the next one from the server.
// Idempotent: once inlined, the marked preload is gone.
import { INLINE_MARK } from "../../src/lib/priority-image"

/** The largest file carried in a page: beyond it, a phone spends longer on the page than on the request. */
export const INLINE_MAX_BYTES = 12 * 1024

const MARKED_PRELOAD = new RegExp(`<link(?=[^>]*\\s${INLINE_MARK}="true")[^>]*>`, "g")

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]

/** The widest candidate of a srcset: what a phone with a dense screen picks. */
function widest(srcSet: string): { url: string; width: number } | null {
  const candidates = srcSet.split(",").flatMap((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    const width = Number(descriptor?.replace(/w$/, ""))
    return url && width ? [{ url, width }] : []
  })
  return candidates.sort((a, b) => b.width - a.width)[0] ?? null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Inlines the marked priority images of a built page. `readFile` returns a file of the build by
 * its URL path, or null when there is none.
 */
export function inlinePriorityImages(html: string, readFile: (urlPath: string) => Buffer | null): string {
  let out = html
  for (const link of html.match(MARKED_PRELOAD) ?? []) {
    const [media, type, srcSet] = ["media", "type", "imageSrcSet"].map((name) => attribute(link, name))
    const candidate = srcSet ? widest(srcSet) : null
    const file = candidate ? readFile(candidate.url) : null
    const source =
      media && type && srcSet
        ? new RegExp(
            `(<source(?=[^>]*\\smedia="${escapeRegExp(media)}")(?=[^>]*\\stype="${escapeRegExp(type)}")[^>]*\\ssrcSet=")${escapeRegExp(srcSet)}(")`,
            "i",
          )
        : null
    if (!candidate || !file || file.length > INLINE_MAX_BYTES || !source || !source.test(out)) {
      // Not carried: the preload stays, without the mark.
      out = out.replace(link, link.replace(` ${INLINE_MARK}="true"`, ""))
      continue
    }
    const dataUrl = `data:${type};base64,${file.toString("base64")} ${candidate.width}w`
    out = out.replace(source, (_, start: string, end: string) => `${start}${dataUrl}${end}`).replace(link, "")
  }
  return out
}
