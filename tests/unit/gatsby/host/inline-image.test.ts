import { INLINE_MAX_BYTES, inlinePriorityImages } from "../../../../gatsby/host/inline-image"
import { INLINE_MARK } from "../../../../src/lib/priority-image"

const phoneSet = "/s/a/400.avif 400w,\n/s/a/800.avif 800w"
const preload = (media: string, srcSet: string, marked: boolean) =>
  `<link data-react-helmet="true" rel="preload" as="image" type="image/avif" media="${media}" imageSrcSet="${srcSet}" ` +
  `imageSizes="100vw" fetchpriority="high"${marked ? ` ${INLINE_MARK}="true"` : ""}/>`
const page = (marked = true) =>
  `<html><head>${preload("(max-width: 639px)", phoneSet, marked)}${preload("(min-width: 640px)", "/s/w/1920.avif 1920w", false)}</head>` +
  `<body><picture><source media="(max-width: 639px)" type="image/avif" srcSet="${phoneSet}" sizes="100vw"/>` +
  `<source media="(max-width: 639px)" type="image/webp" srcSet="/s/a/400.webp 400w" sizes="100vw"/>` +
  `<source type="image/avif" srcSet="/s/w/1920.avif 1920w" sizes="100vw"/><img src="/s/w/1920.jpg"/></picture></body></html>`

const avif = Buffer.from("small avif bytes")
const files = (found: Record<string, Buffer>) => (url: string) => found[url] ?? null

describe("a priority image carried in the page", () => {
  it("puts the widest file of the marked crop into its <source> as a data URL and drops that preload", () => {
    const out = inlinePriorityImages(page(), files({ "/s/a/800.avif": avif }))
    expect(out).toContain(
      `<source media="(max-width: 639px)" type="image/avif" srcSet="data:image/avif;base64,${avif.toString("base64")} 800w" sizes="100vw"/>`,
    )
    expect(out).not.toContain(INLINE_MARK)
    expect(out).not.toContain('media="(max-width: 639px)" imageSrcSet')
    // The other crop, and the other format of the same crop, still come from the server.
    expect(out).toContain(preload("(min-width: 640px)", "/s/w/1920.avif 1920w", false))
    expect(out).toContain('type="image/webp" srcSet="/s/a/400.webp 400w"')
    expect(out).toContain('srcSet="/s/w/1920.avif 1920w"')
  })

  it("is idempotent", () => {
    const once = inlinePriorityImages(page(), files({ "/s/a/800.avif": avif }))
    expect(inlinePriorityImages(once, files({ "/s/a/800.avif": avif }))).toBe(once)
  })

  it("leaves a page without a marked preload as it is", () => {
    const html = page(false)
    expect(inlinePriorityImages(html, files({ "/s/a/800.avif": avif }))).toBe(html)
  })

  it("keeps the preload, unmarked, when the file is too large or missing", () => {
    const tooLarge: Record<string, Buffer> = { "/s/a/800.avif": Buffer.alloc(INLINE_MAX_BYTES + 1) }
    for (const found of [tooLarge, {}]) {
      const out = inlinePriorityImages(page(), files(found))
      expect(out).toBe(page(false))
    }
  })
})
