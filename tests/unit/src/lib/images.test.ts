import type { IGatsbyImageData } from "gatsby-plugin-image"
import { blogImageData } from "../../../../src/lib/image-data"
import { INLINE_MARK, PRELOAD_TYPE, preloadLinks } from "../../../../src/lib/priority-image"

const image = (
  fallback: string,
  sources: { type: string; srcSet: string; sizes?: string }[] = [],
): IGatsbyImageData => ({
  layout: "constrained",
  width: 1200,
  height: 675,
  images: { fallback: { src: fallback.split(" ")[0], srcSet: fallback }, sources },
})

describe("blogImageData", () => {
  const webp = image("/s/a/400.webp 400w,\n/s/a/800.webp 800w,\n/s/a/1200.webp 1200w")
  const jpg = image("/s/a/1200.jpg")

  test("the WebP widths as the source with the layout's sizes, one JPEG as the fallback", () => {
    const data = blogImageData({ webp, jpg }, "(min-width: 1024px) 400px, 100vw")
    expect(data?.images).toEqual({
      sources: [
        { type: "image/webp", srcSet: webp.images.fallback?.srcSet, sizes: "(min-width: 1024px) 400px, 100vw" },
      ],
      fallback: { src: "/s/a/1200.jpg" },
    })
    expect([data?.width, data?.height]).toEqual([1200, 675])
  })

  test("card and page share the files: only the sizes differ", () => {
    const card = blogImageData({ webp, jpg }, "100vw")
    const page = blogImageData({ webp, jpg }, "calc(100vw - 2rem)")
    expect(card?.images.sources?.[0].srcSet).toBe(page?.images.sources?.[0].srcSet)
    expect(card?.images.fallback).toEqual(page?.images.fallback)
  })

  test("nothing when either rendition is missing (a picture that failed to process)", () => {
    expect(blogImageData(null, "100vw")).toBeUndefined()
    expect(blogImageData({ webp, jpg: null }, "100vw")).toBeUndefined()
    expect(blogImageData({ webp: null, jpg }, "100vw")).toBeUndefined()
  })
})

describe("preloadLinks", () => {
  const phone = image("/p.jpg", [
    { type: "image/avif", srcSet: "/p-400.avif 400w,\n/p-800.avif 800w", sizes: "100vw" },
    { type: "image/webp", srcSet: "/p-400.webp 400w,\n/p-800.webp 800w", sizes: "100vw" },
  ])
  const wide = image("/w.jpg", [
    { type: "image/avif", srcSet: "/w-768.avif 768w", sizes: "(min-width: 1920px) 1920px, 100vw" },
  ])

  test("one preload per crop, of its AVIF source, with that source's srcset, sizes and media", () => {
    expect(
      preloadLinks([
        { media: "(max-width: 639px)", image: phone },
        { media: "(min-width: 640px)", image: wide },
      ]),
    ).toEqual([
      {
        rel: "preload",
        as: "image",
        type: PRELOAD_TYPE,
        media: "(max-width: 639px)",
        imageSrcSet: "/p-400.avif 400w,\n/p-800.avif 800w",
        imageSizes: "100vw",
        fetchpriority: "high",
      },
      {
        rel: "preload",
        as: "image",
        type: PRELOAD_TYPE,
        media: "(min-width: 640px)",
        imageSrcSet: "/w-768.avif 768w",
        imageSizes: "(min-width: 1920px) 1920px, 100vw",
        fetchpriority: "high",
      },
    ])
  })

  test("a crop to carry in the page is marked for the step after the build, the others not", () => {
    const [marked, plain] = preloadLinks(
      [
        { media: "(max-width: 639px)", image: phone, inline: true },
        { media: "(min-width: 640px)", image: wide },
      ],
      "server",
    )
    expect(marked[INLINE_MARK]).toBe("true")
    expect(plain).not.toHaveProperty(INLINE_MARK)
  })

  test("rendered in the browser, a crop carried in the page gets no preload: it would fetch the picture again", () => {
    const crops = [
      { media: "(max-width: 639px)", image: phone, inline: true },
      { media: "(min-width: 640px)", image: wide },
    ]
    expect(preloadLinks(crops, "browser").map((link) => link.media)).toEqual(["(min-width: 640px)"])
    // jsdom is a browser: the default is where it runs.
    expect(preloadLinks(crops)).toEqual(preloadLinks(crops, "browser"))
  })

  test("an AVIF source that names no sizes is preloaded for the whole width of the screen", () => {
    const [link] = preloadLinks([
      { media: "all", image: image("/x.jpg", [{ type: "image/avif", srcSet: "/x.avif 10w" }]) },
    ])
    expect(link.imageSizes).toBe("100vw")
  })

  test("an image with no sources at all (a fallback only) is not preloaded, and breaks nothing", () => {
    const fallbackOnly: IGatsbyImageData = {
      layout: "constrained",
      width: 10,
      height: 10,
      images: { fallback: { src: "/x.jpg" } },
    }
    expect(preloadLinks([{ media: "all", image: fallbackOnly }])).toStrictEqual([])
  })

  test("a crop without an AVIF source is not preloaded: no browser fetches two formats of it", () => {
    expect(
      preloadLinks([{ media: "all", image: image("/x.jpg", [{ type: "image/webp", srcSet: "/x.webp 10w" }]) }]),
    ).toEqual([])
  })
})
