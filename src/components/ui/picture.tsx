import React from "react"
import { GatsbyImage, type GatsbyImageProps } from "gatsby-plugin-image"

/**
 * GatsbyImage whose <img> also carries the image's intrinsic width and height attributes, so audits
 * (and browsers without CSS) know its size; gatsby-plugin-image omits them from its types, but
 * forwards extra props to the <img>.
 */
export function Picture(props: GatsbyImageProps) {
  const size = { width: props.image.width, height: props.image.height } as Record<string, number>
  return <GatsbyImage {...props} {...size} />
}
