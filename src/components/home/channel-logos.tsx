import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { graphql } from "gatsby"
import { LOGO_CAROUSEL, LOGO_PEEK } from "./carousel-settings"
import { Carousel, settingsProps } from "../ui/carousel"
import { Reveal } from "../ui/reveal"
import { SectionHeading } from "../ui/section-heading"
import { CarouselToggle } from "../ui/carousel-toggle"
import { useAutoplay } from "../../hooks/use-autoplay"
import { visibleLogos, type Logo } from "../../lib/channel-logos"

export const fragment = graphql`
  fragment ChannelLogos on HomeChannels {
    heading
    subtitle
    emptyMessage
    logos {
      name
      image {
        publicURL
      }
    }
  }
`

/** Logo pictures are 2:1 wordmark tiles. */
const LOGO_WIDTH = 320
const LOGO_HEIGHT = 160

function LogoImage({ logo, onFail }: { logo: Logo; onFail: (src: string) => void }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // A picture that failed before hydration fired its error event before React listened for it.
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) onFail(logo.src)
  }, [logo.src, onFail])
  return (
    <img
      ref={image}
      src={logo.src}
      alt={logo.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => onFail(logo.src)}
      className="mx-auto block h-auto w-full max-w-48 rounded-xl shadow-md sm:max-w-60"
    />
  )
}

const slideClass = "px-2 py-2 sm:px-3"

interface ChannelLogosProps {
  heading: string
  subtitle: string
  emptyMessage: string
  logos: readonly Logo[]
}

/** "TV Channels": a carousel of channel logos, each shown once; a broken logo drops out. */
export function ChannelLogos({ heading, subtitle, emptyMessage, logos }: ChannelLogosProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const onFail = useCallback(
    (src: string) => setFailed((current) => (current.has(src) ? current : new Set(current).add(src))),
    [],
  )
  const shown = useMemo(() => visibleLogos(logos, failed), [logos, failed])
  const [playing, toggle] = useAutoplay()
  const slides = useMemo(
    () =>
      shown.map((logo) => (
        <div key={logo.src} className={slideClass}>
          <LogoImage logo={logo} onFail={onFail} />
        </div>
      )),
    [shown, onFail],
  )
  return (
    <section aria-labelledby="tv-channels" className="bg-slate-50">
      <div className="container-page section">
        <Reveal>
          <SectionHeading id="tv-channels" heading={heading} intro={subtitle} centred />
        </Reveal>
        <div className="-mx-2 mt-6 sm:-mx-3 sm:mt-10" role="group" aria-roledescription="carousel" aria-label={heading}>
          {shown.length === 0 ? (
            <p className="text-center text-lg text-slate-600">{emptyMessage}</p>
          ) : (
            <Carousel
              slides={slides}
              {...settingsProps(LOGO_CAROUSEL)}
              playing={playing}
              // Below 640 px one logo, centred, its neighbours peeking in on either side.
              className={shown.length > 1 ? LOGO_PEEK : ""}
            />
          )}
          {shown.length > 1 && (
            <div className="mt-3 flex justify-center">
              <CarouselToggle playing={playing} onToggle={toggle} tone="light" />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
