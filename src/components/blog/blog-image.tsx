import React, { useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { Icon } from "../ui/icon"

interface BlogImageProps {
  /** The optimised copy made at build, when there is one. */
  image?: IGatsbyImageData | null
  /** Otherwise the image on the dashboard. */
  url?: string | null
  alt: string
  className?: string
  loading?: "eager" | "lazy"
}

/** A post's picture in a 16:9 frame: optimised when built, the dashboard's file otherwise, a neutral panel without either. */
export function BlogImage({ image, url, alt, className = "", loading = "lazy" }: BlogImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // An error that happened before hydration fired no React handler.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [url])
  const frame = `block aspect-video w-full overflow-hidden bg-slate-100 ${className}`
  if (image) {
    return (
      <Picture
        image={image}
        alt={alt}
        className={frame}
        imgClassName="h-full object-cover"
        loading={loading}
        priority={loading === "eager"}
      />
    )
  }
  if (url && !failed) {
    return (
      <div className={frame}>
        <img
          ref={ref}
          src={url}
          alt={alt}
          width={1200}
          height={675}
          loading={loading}
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      </div>
    )
  }
  return (
    <div className={`${frame} flex items-center justify-center bg-gradient-to-br from-navy-900 to-navy-700`}>
      <Icon name="antenna" className="h-16 w-16 text-accent-400/80" />
    </div>
  )
}
