import React, { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../lib/image-data"
import { BANNER_CAROUSEL } from "./carousel-settings"
import { Icon } from "../ui/icons/icon"
import { Picture } from "../ui/picture"
import { CarouselToggle, OVERLAY_CONTROL } from "../ui/carousel-toggle"
import { useAutoplay } from "../../hooks/use-autoplay"
import { afterDrawn } from "../../lib/motion"
import { BANNER_PHONE_MEDIA } from "./banner-media"

// Phones get their own 2:1 crop of each picture, its right-hand part where the artwork's subject
// is (the left of every banner is open sky for text on wide screens); wider screens get the whole
// picture, cut to a 5:1 strip from 1024 px so the headline and the Call button below stay on the first
// screen of a 1024×768 desktop. The first
// slide is the home page's largest paint: AVIF first (the smallest; the home page preloads it),
// WebP, then JPEG; on a 375 px phone at 2x the browser picks the 800 px crop, about 7 KB.
export const fragment = graphql`
  fragment BannerSlide on HomeBannerSlide {
    alt
    image {
      childImageSharp {
        wide: gatsbyImageData(
          width: 1920
          layout: CONSTRAINED
          breakpoints: [768, 1080, 1366, 1920]
          formats: [AUTO, AVIF, WEBP]
          placeholder: DOMINANT_COLOR
        )
        phone: gatsbyImageData(
          width: 800
          aspectRatio: 2
          layout: CONSTRAINED
          breakpoints: [400, 640, 800]
          formats: [AUTO, AVIF, WEBP]
          sizes: "100vw"
          transformOptions: { cropFocus: EAST }
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`

/** Each slide's box: 2:1 on phones, the whole 8:3 artwork on tablets, a 5:1 strip from 1024 px. */
const slideBox = "relative block aspect-[2/1] overflow-hidden sm:aspect-[8/3] lg:aspect-[5/1]"

interface Slide {
  alt: string
  wide: IGatsbyImageData
  phone: IGatsbyImageData | undefined
}

/**
 * One slide's picture. The first slide, shown alone until the first change, is the page's largest
 * paint; in the strip every slide is fetched at once (the next one is on screen within a second)
 * and decoded apart from the page's paint, so that putting the strip in place is a short task.
 */
function SlideImage({ slide, first, inStrip }: { slide: Slide; first: boolean; inStrip: boolean }) {
  return (
    <Picture
      image={slide.wide}
      artDirection={slide.phone ? [{ media: BANNER_PHONE_MEDIA, image: slide.phone }] : []}
      alt={slide.alt}
      loading="eager"
      decoding={inStrip ? "async" : "sync"}
      priority={first}
      className={slideBox}
      // The strip keeps the band of the artwork that holds its subjects (the roof, the wall and TV).
      imgClassName="absolute inset-0 h-full object-cover object-[50%_62%]"
    />
  )
}

function Arrow({ direction, onClick }: { direction: "prev" | "next"; onClick: () => void }) {
  const prev = direction === "prev"
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={prev ? "Previous slide" : "Next slide"}
      className={`icon-button cursor-pointer rounded-full transition-colors ${OVERLAY_CONTROL}`}
    >
      <Icon name="chevron" className={`h-6 w-6 ${prev ? "rotate-90" : "-rotate-90"}`} />
    </button>
  )
}

/** How long after its transition's time a move lands without the transition's end event (ms). */
const LANDING_GRACE = 100

/** One slide on (+1) or back (-1). */
type Step = 1 | -1

/**
 * Where the strip of slides stands. The strip is [last, ...slides, first]: the copies at its ends
 * let it move on from the last slide to the first (and back) in the same direction as every other
 * move; once such a move has landed, the strip jumps, unseen, to the real slide.
 */
interface Strip {
  /** 0 (the copy of the last slide) to count + 1 (the copy of the first). */
  position: number
  /** Whether the strip is sliding to `position` (false: it stands there, or is put there at once). */
  sliding: boolean
  /** Moves made so far: autoplay waits one period from the latest. */
  moves: number
}

/** The real slide (0-based) that strip position `position` shows. */
export const slideAt = (position: number, count: number) => (((position - 1) % count) + count) % count

/**
 * Section 1 of the home page. The first slide is the page's largest paint: loaded eagerly at high
 * priority, its box sized by CSS before it arrives. It is shown alone, as pre-rendered, until the
 * first change of slide is due (one autoplay period after the page has started, or a press of an
 * arrow); only then is the strip of slides put in its place, on the first slide, and moved on. A
 * move is a CSS transition of the strip's transform, which the compositor runs: nothing of it
 * competes with the page's own work, and no slider library is fetched for it. Previous, pause/play
 * and next sit together in a corner of the artwork that holds no subject: top left on phones,
 * bottom left on wider screens.
 */
export function BannerCarousel({ slides }: { slides: readonly Queries.BannerSlideFragment[] }) {
  const [playing, toggle] = useAutoplay()
  const images = useMemo(
    () =>
      slides.flatMap((slide): Slide[] => {
        const sharp = slide.image.childImageSharp
        const wide = imageData(sharp?.wide ?? null)
        return wide ? [{ alt: slide.alt, wide, phone: imageData(sharp?.phone ?? null) }] : []
      }),
    [slides],
  )
  const count = images.length
  const several = count > 1
  // null until the first move: the first slide alone, as pre-rendered.
  const [strip, setStrip] = useState<Strip | null>(null)
  // The move that started the strip, made once it is in place.
  const firstStep = useRef<Step | null>(null)

  const started = strip !== null
  const move = useCallback(
    (step: Step) => {
      if (!started || firstStep.current !== null) {
        // Until the strip stands in place, a press decides which way its first move goes.
        firstStep.current = step
        // Making the strip's slides is the carousel's one piece of real work: as a transition, React
        // makes them in short slices between frames instead of one long task.
        startTransition(() => setStrip((current) => current ?? { position: 1, sliding: false, moves: 0 }))
        return
      }
      // Like a slider that waits for its animation: a press while the strip slides is let go.
      setStrip((current) =>
        current === null || current.sliding
          ? current
          : { position: current.position + step, sliding: true, moves: current.moves + 1 },
      )
    },
    [started],
  )

  // The strip has just been put in place on the first slide. The first move waits for the browser
  // to have drawn it there (two frames), so that it slides from there; the browser lays the new
  // slides out in its own frame, instead of in the same task as React's work (a forced layout).
  const placed = strip !== null && !strip.sliding && strip.moves === 0
  useEffect(() => {
    if (!placed) return
    return afterDrawn(() => {
      const step = firstStep.current
      if (step === null) return
      firstStep.current = null
      setStrip({ position: 1 + step, sliding: true, moves: 1 })
    })
  }, [placed])

  // A move lands when the strip's transition ends (or, should that event not come, after the
  // transition's time); from a copy at either end the strip then jumps to the real slide.
  const land = useCallback(
    () =>
      setStrip((current) =>
        current?.sliding ? { ...current, position: slideAt(current.position, count) + 1, sliding: false } : current,
      ),
    [count],
  )
  const sliding = strip?.sliding ?? false
  useEffect(() => {
    if (!sliding) return
    const timer = setTimeout(land, BANNER_CAROUSEL.speed + LANDING_GRACE)
    return () => clearTimeout(timer)
  }, [sliding, land])

  // Autoplay: one period after the page started, or after the latest move.
  const moves = strip?.moves ?? 0
  useEffect(() => {
    if (!several || !playing) return
    const timer = setTimeout(() => move(1), BANNER_CAROUSEL.autoplaySpeed)
    return () => clearTimeout(timer)
  }, [several, playing, moves, move])

  if (count === 0) return null
  const current = strip === null ? 0 : slideAt(strip.position, count)
  // The slides the strip holds, in order: the copy of the last, every slide, the copy of the first.
  const order = strip === null ? [] : [count - 1, ...images.keys(), 0]
  return (
    <section aria-label="Our work" aria-roledescription="carousel" className="relative bg-navy-950">
      {strip === null || !several ? (
        <SlideImage slide={images[0]} first inStrip={false} />
      ) : (
        <div className="overflow-hidden">
          <div
            data-banner-strip=""
            className="flex"
            onTransitionEnd={(event) => {
              if (event.target === event.currentTarget) land()
            }}
            style={{
              transform: `translateX(${-100 * strip.position}%)`,
              transition: strip.sliding ? `transform ${BANNER_CAROUSEL.speed}ms ease` : "none",
            }}
          >
            {order.map((index, at) => {
              const copy = at === 0 || at === order.length - 1
              return (
                <div
                  key={copy ? `copy-${at}` : index}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  aria-hidden={copy || index !== current ? true : undefined}
                  data-index={index}
                  data-copy={copy ? "" : undefined}
                  data-current={!copy && index === current ? "" : undefined}
                  className="w-full shrink-0"
                >
                  <SlideImage slide={images[index]} first={!copy && index === 0} inStrip />
                </div>
              )
            })}
          </div>
        </div>
      )}
      {several && (
        <div className="absolute top-2 left-2 z-10 flex gap-1 sm:gap-2 sm:top-auto sm:bottom-4 sm:left-4 lg:left-8">
          <Arrow direction="prev" onClick={() => move(-1)} />
          <CarouselToggle playing={playing} onToggle={toggle} tone="overlay" />
          <Arrow direction="next" onClick={() => move(1)} />
        </div>
      )}
    </section>
  )
}
