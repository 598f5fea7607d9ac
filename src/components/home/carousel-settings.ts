// The three home page carousels' settings, with their speeds, counts and breakpoints in one place.
import type { CarouselSettings } from "../ui/carousel"

/**
 * Section 1: two banner images that change on their own every 4 s, each change a 1 s slide; no dots,
 * no pause on hover. Its own strip of slides (banner-carousel.tsx): the first slide alone until its
 * first change, the home page's largest paint. Its arrows sit beside its pause/play switch.
 */
export const BANNER_CAROUSEL = {
  autoplaySpeed: 4000,
  speed: 1000,
} as const

/**
 * Section 4: up to 6 channel logos in a row: 5 below 1280 px, 4 below 1024, 3 below 768, and below
 * 640 one, centred, with its neighbours peeking in (the padding of `LOGO_PEEK`).
 */
export const LOGO_CAROUSEL: CarouselSettings = {
  autoplaySpeed: 1500,
  speed: 900,
  pauseOnHover: true,
  pauseOnFocus: true,
  perView: "[--per-view:1] sm:[--per-view:3] md:[--per-view:4] lg:[--per-view:5] xl:[--per-view:6]",
  maxPerView: 6,
}

/** Below 640 px: the room on each side of the centred logo where its neighbours show (56 px). */
export const LOGO_PEEK = "max-sm:px-14"

/** Section 7: three testimonials at a time (two below 1024 px, one below 768), with dots. */
export const TESTIMONIAL_CAROUSEL: CarouselSettings = {
  autoplaySpeed: 3000,
  speed: 600,
  pauseOnHover: true,
  pauseOnFocus: false,
  perView: "[--per-view:1] md:[--per-view:2] lg:[--per-view:3]",
  maxPerView: 3,
}
