import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The elementtiming name of a page's priority image (the banner, the first post card). The browser
 * reports when that image is on screen, and the page's scripts start after it
 * (gatsby/host/scripts-after-paint.ts).
 */
export const PRIORITY_IMAGE_TIMING = "priority-image"

/** The attributes of a page's largest image above the fold: fetched first, its paint reported. */
export const priorityImageAttributes = { fetchpriority: "high", elementtiming: PRIORITY_IMAGE_TIMING } as Record<
  string,
  string
>

/** The format a priority image is preloaded in: the smallest, and the first its <picture> offers. */
export const PRELOAD_TYPE = "image/avif"

/** One crop of a priority image and the screens it shows on. */
export interface PreloadCrop {
  media: string
  image: IGatsbyImageData
  /**
   * Carry the picture in the page itself rather than preload it, when its file is small
   * (gatsby/host/inline-image.ts, after the build): for the phone crop, whose second request would
   * otherwise cost a whole round trip of a mobile connection after the page's first bytes.
   */
  inline?: boolean
}

/** The attribute that marks a preload for gatsby/host/inline-image.ts. */
export const INLINE_MARK = "data-inline-image"

/**
 * <link rel="preload"> attributes for a page's priority image, one per crop: the browser starts the
 * picture it will show with the first bytes of the page, before the styles and markup above it.
 * Only the AVIF source is preloaded (a browser without AVIF skips it and picks its format from the
 * <picture>), so no browser fetches two formats of the same picture.
 *
 * A crop carried in the page has its preload only in the server's render, for the step after the
 * build that inlines it and drops the preload: the head is rendered again in the browser, and a
 * preload added there would fetch the picture the page already holds.
 */
export function preloadLinks(
  crops: readonly PreloadCrop[],
  renderedIn: "server" | "browser" = typeof window === "undefined" ? "server" : "browser",
): Record<string, string>[] {
  return crops.flatMap(({ media, image, inline }) => {
    const source = image.images.sources?.find((s) => s.type === PRELOAD_TYPE)
    if (!source?.srcSet || (inline && renderedIn === "browser")) return []
    return [
      {
        rel: "preload",
        as: "image",
        type: PRELOAD_TYPE,
        media,
        imageSrcSet: source.srcSet,
        imageSizes: source.sizes ?? "100vw",
        fetchpriority: "high",
        ...(inline ? { [INLINE_MARK]: "true" } : {}),
      },
    ]
  })
}
