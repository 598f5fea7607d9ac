import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { priorityImageAttributes } from "../../lib/priority-image"

/** Another crop of the same picture for the screens `media` matches (art direction). */
export interface ArtDirectedImage {
  media: string
  image: IGatsbyImageData
}

interface PictureProps {
  image: IGatsbyImageData
  /** Crops that replace `image` where their media query matches; the first match wins. */
  artDirection?: readonly ArtDirectedImage[]
  alt: string
  className?: string
  imgClassName?: string
  /** "eager" for the page's largest image above the fold; everything else loads lazily. */
  loading?: "eager" | "lazy"
  /** The page's largest image: fetched first, and the page's scripts start once it is on screen. */
  priority?: boolean
  /** Decoded with the page's paint ("sync", the default for eager images) or apart from it ("async"). */
  decoding?: "sync" | "async"
  imgRef?: React.Ref<HTMLImageElement>
  onError?: () => void
}

/**
 * A responsive <picture> (AVIF/WebP sources, JPEG/PNG fallback, intrinsic width and height so the
 * space is reserved) from the images gatsby-plugin-image generates at build time. It renders the
 * data directly instead of through <GatsbyImage>, whose browser runtime would add about 21 KB of
 * JavaScript to every page; native lazy loading does the rest.
 */
export function Picture({
  image,
  artDirection = [],
  alt,
  className = "",
  imgClassName = "",
  loading = "lazy",
  priority = false,
  decoding = loading === "eager" ? "sync" : "async",
  imgRef,
  onError,
}: PictureProps) {
  const { images, width, height, backgroundColor } = image
  return (
    <picture className={className}>
      {artDirection.map(({ media, image: crop }) => (
        <React.Fragment key={media}>
          {crop.images.sources?.map((source) => (
            <source key={source.type} media={media} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
          ))}
          {crop.images.fallback?.srcSet && (
            <source media={media} srcSet={crop.images.fallback.srcSet} sizes={crop.images.fallback.sizes} />
          )}
        </React.Fragment>
      ))}
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        ref={imgRef}
        onError={onError}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={decoding}
        style={backgroundColor ? { backgroundColor } : undefined}
        className={`block h-auto w-full ${imgClassName}`}
        {...(priority ? priorityImageAttributes : {})}
      />
    </picture>
  )
}
