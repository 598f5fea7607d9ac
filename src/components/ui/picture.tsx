import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  imgClassName?: string
  /** "eager" for the page's largest image above the fold; everything else loads lazily. */
  loading?: "eager" | "lazy"
  /** Raises the download priority of the page's largest image. */
  priority?: boolean
}

/**
 * A responsive <picture> (AVIF/WebP sources, JPEG/PNG fallback, intrinsic width and height so the
 * space is reserved) from the images gatsby-plugin-image generates at build time. It renders the
 * data directly instead of through <GatsbyImage>, whose browser runtime would add about 21 KB of
 * JavaScript to every page; native lazy loading does the rest.
 */
export function Picture({
  image,
  alt,
  className = "",
  imgClassName = "",
  loading = "lazy",
  priority = false,
}: PictureProps) {
  const { images, width, height, backgroundColor } = image
  const priorityAttribute = priority ? ({ fetchpriority: "high" } as Record<string, string>) : {}
  return (
    <picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={loading === "eager" ? "sync" : "async"}
        style={backgroundColor ? { backgroundColor } : undefined}
        className={`block h-auto w-full ${imgClassName}`}
        {...priorityAttribute}
      />
    </picture>
  )
}
