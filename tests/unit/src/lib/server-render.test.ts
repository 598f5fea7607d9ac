/** @jest-environment ./tests/support/jest/node-environment.js */
// What src/lib answers in the server's render, where there is no window (the pages are pre-rendered).
import { prefersReducedMotion } from "../../../../src/lib/motion"
import { INLINE_MARK, preloadLinks } from "../../../../src/lib/priority-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"

test("no motion is taken away on the server: the browser decides once it runs", () => {
  expect(prefersReducedMotion()).toBe(false)
})

test("a priority image's crop carried in the page keeps its marked preload in the server's render", () => {
  const image: IGatsbyImageData = {
    layout: "constrained",
    width: 400,
    height: 300,
    images: { sources: [{ type: "image/avif", srcSet: "/p-400.avif 400w", sizes: "100vw" }] },
  }
  expect(preloadLinks([{ media: "(max-width: 639px)", image, inline: true }])).toStrictEqual([
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      media: "(max-width: 639px)",
      imageSrcSet: "/p-400.avif 400w",
      imageSizes: "100vw",
      fetchpriority: "high",
      [INLINE_MARK]: "true",
    },
  ])
})
