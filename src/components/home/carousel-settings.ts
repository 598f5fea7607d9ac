// The three home page carousels' settings (react-slick's for the logos and testimonials), with their
// speeds, counts and breakpoints in one place.
import type { Settings } from "react-slick"
import type { ResponsiveSettings } from "../../lib/carousel-layout"

/**
 * Section 1: two banner images that change on their own every 4 s, each change a 1 s slide; no dots,
 * no pause on hover. Its own strip of slides (banner-carousel.tsx), not react-slick: the first
 * screen fetches and starts no slider library. Its arrows sit beside its pause/play switch.
 */
export const BANNER_CAROUSEL = {
  autoplaySpeed: 4000,
  speed: 1000,
} as const

/** Width of the neighbouring logos that peek in on either side of the single centred logo on phones. */
export const LOGO_CENTER_PADDING = "56px"

/** Section 4: up to 6 channel logos in a row, fewer on narrower screens, one centred on phones. */
export const LOGO_CAROUSEL: ResponsiveSettings<Settings> = {
  settings: {
    autoplay: true,
    autoplaySpeed: 1500,
    speed: 900,
    arrows: false,
    dots: false,
    pauseOnHover: true,
    pauseOnFocus: true,
    infinite: true,
    slidesToShow: 6,
    slidesToScroll: 1,
  },
  below: [
    { width: 1280, settings: { slidesToShow: 5 } },
    { width: 1024, settings: { slidesToShow: 4 } },
    { width: 768, settings: { slidesToShow: 3 } },
    { width: 640, settings: { slidesToShow: 1, centerMode: true, centerPadding: LOGO_CENTER_PADDING } },
  ],
}

/** Section 7: three testimonials at a time (two below 1024 px, one below 768), with dots. */
export const TESTIMONIAL_CAROUSEL: ResponsiveSettings<Settings> = {
  settings: {
    autoplay: true,
    autoplaySpeed: 3000,
    speed: 600,
    arrows: false,
    dots: true,
    pauseOnHover: true,
    pauseOnFocus: false,
    infinite: true,
    slidesToShow: 3,
    slidesToScroll: 1,
  },
  below: [
    { width: 1024, settings: { slidesToShow: 2 } },
    { width: 768, settings: { slidesToShow: 1 } },
  ],
}
