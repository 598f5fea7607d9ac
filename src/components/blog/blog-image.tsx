import React, { useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../ui/picture"
import { useSite } from "../../hooks/use-site"
import { LOGO_SRC } from "../layout/logo"

// One set of files per post for its card and its page (each layout gives its own `sizes`, see
// blogImageData): WebP at the widths the two layouts show on phones and desktops at 1x to 3x (up to
// the dashboard's 1200 px), and one JPEG for older browsers and social cards. No placeholder: the
// 16:9 frame keeps the space, in a neutral colour, until the picture arrives.
export const fragment = graphql`
  fragment BlogImageRenditions on ImageSharp {
    webp: gatsbyImageData(
      width: 1200
      aspectRatio: 1.7778
      layout: CONSTRAINED
      placeholder: NONE
      formats: [WEBP]
      breakpoints: [400, 800, 1200]
    )
    jpg: gatsbyImageData(width: 1200, aspectRatio: 1.7778, layout: FIXED, placeholder: NONE, formats: [JPG])
  }
`

interface BlogImageProps {
  /** The optimised copy made at build, when there is one. */
  image?: IGatsbyImageData | null
  /** Otherwise the image on the dashboard. */
  url?: string | null
  alt: string
  className?: string
  loading?: "eager" | "lazy"
}

/** The business's mark and name on navy, where a post has no picture or its picture fails. */
function BrandedPlaceholder({ alt, frame }: { alt: string; frame: string }) {
  const site = useSite()
  return (
    // A frame the size of a thumbnail (a phone's blog list) shows the mark alone, smaller.
    <div
      className={`${frame} @container flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-navy-900 to-navy-700 p-4 @max-[12rem]:p-1`}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-placeholder
    >
      <img src={LOGO_SRC} alt="" width={56} height={56} className="h-14 w-14 @max-[12rem]:h-9 @max-[12rem]:w-9" />
      <span className="text-center text-base font-extrabold tracking-tight text-white @max-[12rem]:hidden">
        {site.name}
      </span>
    </div>
  )
}

/**
 * A post's picture in a 16:9 frame: optimised when built, the dashboard's file otherwise, the branded
 * placeholder without either or when it fails. Never a page's priority image: on a phone a post's
 * first screen is its words (the picture follows the lead; in the list it is a thumbnail), which the
 * page paints first, and its scripts start with that paint rather than the picture's.
 */
export function BlogImage({ image, url, alt, className = "", loading = "lazy" }: BlogImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // An error that happened before hydration fired no React handler.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [url, image])
  const frame = `block aspect-video w-full overflow-hidden bg-slate-100 ${className}`
  const onError = () => setFailed(true)
  if (failed || (!image && !url)) return <BrandedPlaceholder alt={alt} frame={frame} />
  if (image) {
    return (
      <Picture
        image={image}
        alt={alt}
        className={frame}
        imgClassName="h-full object-cover"
        loading={loading}
        imgRef={ref}
        onError={onError}
      />
    )
  }
  return (
    <div className={frame}>
      <img
        ref={ref}
        src={url ?? undefined}
        alt={alt}
        width={1200}
        height={675}
        loading={loading}
        decoding="async"
        className="h-full w-full object-cover"
        onError={onError}
      />
    </div>
  )
}
