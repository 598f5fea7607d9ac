import React from "react"
import { graphql } from "gatsby"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import type { CustomArrowProps } from "react-slick"
import { BANNER_CAROUSEL } from "./carousel-settings"
import { Icon } from "../ui/icon"
import { Picture } from "../ui/picture"
import { useSliderComponent } from "../../hooks/use-slider-component"

export const fragment = graphql`
  fragment BannerSlide on HomeBannerSlide {
    alt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 1920
          layout: CONSTRAINED
          breakpoints: [480, 768, 1080, 1366, 1920]
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`

function Arrow({ direction, onClick }: CustomArrowProps & { direction: "prev" | "next" }) {
  const prev = direction === "prev"
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={prev ? "Previous slide" : "Next slide"}
      className={`absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-navy-950/70 text-white shadow-lg ring-1 ring-white/40 transition-colors hover:bg-navy-950 md:h-12 md:w-12 ${
        prev ? "left-2 md:left-6" : "right-2 md:right-6"
      }`}
    >
      <Icon name="chevron" className={`h-6 w-6 ${prev ? "rotate-90" : "-rotate-90"}`} />
    </button>
  )
}

interface Slide {
  alt: string
  image: IGatsbyImageData
}

function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <Picture
      image={slide.image}
      alt={slide.alt}
      loading={first ? "eager" : "lazy"}
      priority={first}
      className="block"
    />
  )
}

/**
 * Section 1 of the home page. The first slide is the page's largest paint: loaded eagerly at high
 * priority, its box sized from the image's width and height before it arrives. Until react-slick has
 * loaded (and on the server) the first slide is shown alone, exactly where the slider will show it.
 */
export function BannerCarousel({ slides }: { slides: readonly Queries.BannerSlideFragment[] }) {
  const Slider = useSliderComponent()
  const images = slides.flatMap((slide) => {
    const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null)
    return image ? [{ alt: slide.alt, image }] : []
  })
  if (images.length === 0) return null
  return (
    <section aria-label="Our work" aria-roledescription="carousel" className="relative bg-navy-950">
      {Slider === null || images.length === 1 ? (
        <div className="relative">
          {images.length > 1 && <Arrow direction="prev" />}
          <SlideImage slide={images[0]} first />
          {images.length > 1 && <Arrow direction="next" />}
        </div>
      ) : (
        <Slider {...BANNER_CAROUSEL} prevArrow={<Arrow direction="prev" />} nextArrow={<Arrow direction="next" />}>
          {images.map((slide, index) => (
            <div key={slide.alt}>
              <SlideImage slide={slide} first={index === 0} />
            </div>
          ))}
        </Slider>
      )}
    </section>
  )
}
