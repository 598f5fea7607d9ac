import React, { useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { imageData } from "../../lib/image-data"
import type { default as SlickSlider } from "react-slick"
import { BANNER_CAROUSEL } from "./carousel-settings"
import { Icon } from "../ui/icons/icon"
import { Picture } from "../ui/picture"
import { CarouselToggle, OVERLAY_CONTROL } from "../ui/carousel-toggle"
import { useSliderComponent } from "../../hooks/use-slider-component"
import { useAutoplay, useSliderPlayback } from "../../hooks/use-autoplay"
import { BANNER_PHONE_MEDIA } from "./banner-media"

// Phones get their own 2:1 crop of each picture, its right-hand part where the artwork's subject
// is (the left of every banner is open sky for text on wide screens); wider screens get the whole
// picture, cut to a strip from 1024 px so the headline below stays on the first screen. The first
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

/** Each slide's box: 2:1 on phones, the whole 8:3 artwork on tablets, a 4:1 strip from 1024 px. */
const slideBox = "relative block aspect-[2/1] overflow-hidden sm:aspect-[8/3] lg:aspect-[4/1]"

interface Slide {
  alt: string
  wide: IGatsbyImageData
  phone: IGatsbyImageData | undefined
}

function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <Picture
      image={slide.wide}
      artDirection={slide.phone ? [{ media: BANNER_PHONE_MEDIA, image: slide.phone }] : []}
      alt={slide.alt}
      loading={first ? "eager" : "lazy"}
      priority={first}
      className={slideBox}
      // The strip keeps the band of the artwork that holds its subjects (the roof, the wall and TV).
      imgClassName="absolute inset-0 h-full object-cover object-[50%_66%]"
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
      className={`flex h-10 w-10 cursor-pointer items-center justify-center rounded-full transition-colors ${OVERLAY_CONTROL}`}
    >
      <Icon name="chevron" className={`h-6 w-6 ${prev ? "rotate-90" : "-rotate-90"}`} />
    </button>
  )
}

type Move = "next" | "prev"

/**
 * Section 1 of the home page. The first slide is the page's largest paint: loaded eagerly at high
 * priority, its box sized by CSS before it arrives. The first slide is shown alone, exactly where the
 * slider will show it, until the first change of slide is due (one autoplay period after the page
 * has started, or a press of an arrow): only then is react-slick, the largest script of the page,
 * fetched and started, so none of its work competes with the page's start. Previous, pause/play and
 * next sit together in a corner of the artwork that holds no subject: top left on phones, bottom
 * left on wider screens.
 */
export function BannerCarousel({ slides }: { slides: readonly Queries.BannerSlideFragment[] }) {
  const slider = useRef<SlickSlider>(null)
  const [playing, toggle] = useAutoplay()
  const [firstMove, setFirstMove] = useState<Move | null>(null)
  const Slider = useSliderComponent(firstMove !== null)
  useSliderPlayback(slider, playing)
  const images = slides.flatMap((slide): Slide[] => {
    const sharp = slide.image.childImageSharp
    const wide = imageData(sharp?.wide ?? null)
    return wide ? [{ alt: slide.alt, wide, phone: imageData(sharp?.phone ?? null) }] : []
  })
  const several = images.length > 1

  // Autoplay's first change, made by starting the slider.
  useEffect(() => {
    if (firstMove || !several || !playing) return
    const timer = setTimeout(() => setFirstMove("next"), BANNER_CAROUSEL.autoplaySpeed)
    return () => clearTimeout(timer)
  }, [firstMove, several, playing])
  // The slider starts on the first slide, as shown until then, and makes the move that started it.
  useEffect(() => {
    if (Slider === null || firstMove === null) return
    if (firstMove === "next") slider.current?.slickNext()
    else slider.current?.slickPrev()
    // Only once, when the slider has just appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Slider])

  if (images.length === 0) return null
  const move = (direction: Move) => {
    if (slider.current) {
      if (direction === "next") slider.current.slickNext()
      else slider.current.slickPrev()
    } else {
      setFirstMove((started) => started ?? direction)
    }
  }
  return (
    <section aria-label="Our work" aria-roledescription="carousel" className="relative bg-navy-950">
      {Slider === null || !several ? (
        <SlideImage slide={images[0]} first />
      ) : (
        <Slider ref={slider} {...BANNER_CAROUSEL} autoplay={playing}>
          {images.map((slide, index) => (
            <div key={slide.alt}>
              <SlideImage slide={slide} first={index === 0} />
            </div>
          ))}
        </Slider>
      )}
      {several && (
        <div className="absolute top-2 left-2 z-10 flex gap-2 sm:top-auto sm:bottom-4 sm:left-4 lg:left-8">
          <Arrow direction="prev" onClick={() => move("prev")} />
          <CarouselToggle playing={playing} onToggle={toggle} tone="overlay" />
          <Arrow direction="next" onClick={() => move("next")} />
        </div>
      )}
    </section>
  )
}
