import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * The image data gatsby-plugin-image generated at build time, or undefined when there is none (a
 * picture that failed to process). Does what the plugin's getImage does for these queries without
 * importing the plugin's browser runtime (about 5 KB gzipped), which <Picture> does not use.
 */
export function imageData(data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined {
  return data?.images ? data : undefined
}
