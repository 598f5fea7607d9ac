import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The image data gatsby-plugin-image generated at build time, or undefined when there is none (a
 * picture that failed to process). Does what the plugin's getImage does for these queries without
 * importing the plugin's browser runtime (about 5 KB gzipped), which <Picture> does not use.
 */
export function imageData(data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined {
  return data?.images ? data : undefined
}

/** The two renditions a blog picture is made in at build (the BlogImageFile fragment). */
export interface BlogImageRenditions {
  webp?: IGatsbyImageData | null
  jpg?: IGatsbyImageData | null
}

/**
 * A blog picture for one layout: the WebP widths every current browser picks from, with the
 * layout's own `sizes`, and one JPEG as the <img> fallback (older browsers, and the og:image that
 * social sites fetch). Card and page share the same files, made once per post.
 */
export function blogImageData(renditions: BlogImageRenditions | null | undefined, sizes: string) {
  const webp = imageData(renditions?.webp)
  const jpg = imageData(renditions?.jpg)
  if (!webp?.images.fallback || !jpg?.images.fallback) return undefined
  return {
    ...webp,
    images: {
      sources: [{ type: "image/webp", srcSet: webp.images.fallback.srcSet ?? webp.images.fallback.src, sizes }],
      fallback: { src: jpg.images.fallback.src },
    },
  } satisfies IGatsbyImageData
}
