import React from "react"
import { renderToString } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { BANNER_CAROUSEL } from "../../../../../src/components/home/carousel-settings"
import { BannerCarousel, slideAt } from "../../../../../src/components/home/banner-carousel"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../../../support/jest/content-fixture"

const ALTS = ["Roof antenna", "Camera", "Wall TV"]

const image = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 1920,
  height: 720,
  images: { fallback: { src, srcSet: `${src} 1920w` } },
})

const banner = (alts = ALTS) => (
  <BannerCarousel
    slides={alts.map((alt, index) => ({
      alt,
      image: { childImageSharp: { wide: image(`/wide-${index}.jpg`), phone: image(`/phone-${index}.jpg`) } },
    }))}
  />
)

const strip = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-banner-strip]")
/** The slide a visitor sees: the only one not hidden from assistive technology. */
const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden])')).map((slide) =>
    slide.getAttribute("aria-label"),
  )
const press = (name: "Next slide" | "Previous slide") => fireEvent.click(screen.getByRole("button", { name }))
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))
/** Two frames of the browser's (16 ms each on Jest's clock): the strip is drawn in place, then its first move starts. */
const drawn = () => wait(2 * 16)
/** The browser ends the strip's slide (jsdom runs no transitions). */
const slideEnds = (container: HTMLElement) => fireEvent.transitionEnd(strip(container)!)

function reducedMotion(matches: boolean) {
  return jest
    .spyOn(window, "matchMedia")
    .mockImplementation(
      (query: string) => ({ matches: matches && query.includes("reduce"), addEventListener: () => undefined }) as never,
    )
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

test("the strip's positions map to slides: the copies at its ends show the last and the first", () => {
  expect([0, 1, 2, 3, 4].map((position) => slideAt(position, 3))).toEqual([2, 0, 1, 2, 0])
})

test("pre-rendered and until the first change, the first slide alone, eager and at high priority", () => {
  const html = renderToString(banner())
  expect(html.match(/<img /g)).toHaveLength(1)
  expect(html).toContain('alt="Roof antenna"')
  expect(html).toContain('fetchpriority="high"')
  expect(html).toContain('decoding="sync"')
  const { container } = render(banner())
  wait(BANNER_CAROUSEL.autoplaySpeed - 1)
  expect(strip(container)).toBeNull()
  expect(screen.getAllByRole("img")).toHaveLength(1)
})

test("one autoplay period after it appears, the strip takes its place on the first slide and slides on", () => {
  const { container } = render(banner())
  wait(BANNER_CAROUSEL.autoplaySpeed)
  // In place on the first slide, standing, until the browser has drawn it there.
  expect(strip(container)).toHaveStyle({ transform: "translateX(-100%)", transition: "none" })
  expect(shown(container)).toEqual(["1 of 3"])
  drawn()
  expect(strip(container)).toHaveStyle({
    transform: "translateX(-200%)",
    transition: `transform ${BANNER_CAROUSEL.speed}ms ease`,
  })
  expect(shown(container)).toEqual(["2 of 3"])
  // Every slide and both copies, fetched now (the next one is on screen within a second) and
  // decoded apart from the page's paint.
  expect(container.querySelectorAll("img")).toHaveLength(5)
  container.querySelectorAll("img").forEach((img) => {
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("decoding", "async")
  })
  // It lands, and moves on one period after its last move.
  slideEnds(container)
  expect(strip(container)).toHaveStyle({ transition: "none" })
  wait(BANNER_CAROUSEL.autoplaySpeed - 1)
  expect(shown(container)).toEqual(["2 of 3"])
  wait(1)
  expect(shown(container)).toEqual(["3 of 3"])
})

test("Next and Previous move one slide each way; a press while the strip slides is let go", () => {
  const { container } = render(banner())
  press("Next slide")
  drawn()
  expect(shown(container)).toEqual(["2 of 3"])
  press("Next slide")
  expect(shown(container)).toEqual(["2 of 3"])
  slideEnds(container)
  press("Previous slide")
  expect(shown(container)).toEqual(["1 of 3"])
  expect(strip(container)).toHaveStyle({ transform: "translateX(-100%)" })
})

test("Previous before the strip has started moves back to the last slide, over its copy", () => {
  const { container } = render(banner())
  press("Previous slide")
  drawn()
  expect(strip(container)).toHaveStyle({ transform: "translateX(0%)" })
  expect(shown(container)).toEqual(["3 of 3"])
  slideEnds(container)
  // Landed on the copy, the strip stands on the real last slide, without sliding there.
  expect(strip(container)).toHaveStyle({ transform: "translateX(-300%)", transition: "none" })
  expect(shown(container)).toEqual(["3 of 3"])
})

test("from the last slide, Next slides on to the first and then stands on the real one", () => {
  const { container } = render(banner(ALTS.slice(0, 2)))
  press("Next slide")
  drawn()
  slideEnds(container)
  press("Next slide")
  expect(strip(container)).toHaveStyle({ transform: "translateX(-300%)" })
  expect(shown(container)).toEqual(["1 of 2"])
  slideEnds(container)
  expect(strip(container)).toHaveStyle({ transform: "translateX(-100%)", transition: "none" })
})

test("a press while the strip is put in place decides its first move, which is made once", () => {
  const { container } = render(banner())
  press("Next slide")
  press("Previous slide")
  expect(shown(container)).toEqual(["1 of 3"])
  drawn()
  expect(strip(container)).toHaveStyle({ transform: "translateX(0%)" })
  expect(shown(container)).toEqual(["3 of 3"])
  drawn()
  expect(shown(container)).toEqual(["3 of 3"])
})

test("without the end of its transition, a slide lands shortly after the transition's time", () => {
  const { container } = render(banner())
  press("Next slide")
  drawn()
  wait(BANNER_CAROUSEL.speed)
  expect(strip(container)).toHaveStyle({ transition: `transform ${BANNER_CAROUSEL.speed}ms ease` })
  wait(150)
  expect(strip(container)).toHaveStyle({ transition: "none" })
  // Only the strip's own transition counts, not one of a picture inside it.
  press("Next slide")
  fireEvent.transitionEnd(container.querySelector("img")!)
  expect(strip(container)).toHaveStyle({ transition: `transform ${BANNER_CAROUSEL.speed}ms ease` })
})

test("the copies and the slides off screen are hidden from assistive technology", () => {
  const { container } = render(banner())
  press("Next slide")
  drawn()
  const slides = Array.from(container.querySelectorAll('[aria-roledescription="slide"]'))
  expect(slides.map((slide) => [slide.getAttribute("aria-label"), slide.getAttribute("aria-hidden")])).toEqual([
    ["3 of 3", "true"],
    ["1 of 3", "true"],
    ["2 of 3", null],
    ["3 of 3", "true"],
    ["1 of 3", "true"],
  ])
  expect(screen.getByRole("region", { name: "Our work" })).toHaveAttribute("aria-roledescription", "carousel")
})

test("paused, it stays on its slide; play moves it on one period later", () => {
  const { container } = render(banner())
  press("Next slide")
  slideEnds(container)
  fireEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }))
  wait(12_000)
  expect(shown(container)).toEqual(["2 of 3"])
  fireEvent.click(screen.getByRole("button", { name: "Play the slideshow" }))
  wait(BANNER_CAROUSEL.autoplaySpeed)
  expect(shown(container)).toEqual(["3 of 3"])
})

test("phones get their own crop of each picture", () => {
  const { container } = render(banner())
  expect(container.querySelector('source[media="(max-width: 639px)"]')).toHaveAttribute("srcset", "/phone-0.jpg 1920w")
  expect(container.querySelector("img")).toHaveAttribute("src", "/wide-0.jpg")
})

test("one picture: no strip, no arrows, nothing moves", () => {
  const { container } = render(banner(ALTS.slice(0, 1)))
  wait(20_000)
  expect(strip(container)).toBeNull()
  expect(screen.queryByRole("button")).toBeNull()
})

test("does not play on its own when the visitor prefers reduced motion, even once started by hand", () => {
  const matchMedia = reducedMotion(true)
  try {
    const { container } = render(banner())
    wait(20_000)
    expect(strip(container)).toBeNull()
    expect(screen.getByRole("button", { name: "Play the slideshow" })).toBeInTheDocument()
    press("Next slide")
    wait(20_000)
    expect(shown(container)).toEqual(["2 of 3"])
  } finally {
    matchMedia.mockRestore()
  }
})

test("no pause on hover and no dots: with the pointer over it, it moves on each period; its only buttons are the arrows and the switch", () => {
  const { container } = render(banner())
  fireEvent.mouseEnter(screen.getByRole("region", { name: "Our work" }))
  fireEvent.mouseOver(strip(container) ?? screen.getByRole("img"))
  wait(BANNER_CAROUSEL.autoplaySpeed)
  drawn()
  expect(shown(container)).toEqual(["2 of 3"])
  slideEnds(container)
  wait(BANNER_CAROUSEL.autoplaySpeed)
  expect(shown(container)).toEqual(["3 of 3"])
  expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    "Previous slide",
    "Pause the slideshow",
    "Next slide",
  ])
})
