// The carousel of the home page's logos and testimonials (ui/carousel.tsx): what it does with time,
// the pointer, focus and its dots, and that moving it never renders its slides again. How many
// slides are in view at each width is CSS, which jsdom does not apply (one at a time here); the
// browser tests count them (tests/e2e/home.spec.ts).
import React, { useMemo } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { Carousel } from "../../../../../src/components/ui/carousel"
import { ChannelLogos } from "../../../../../src/components/home/channel-logos"
import { Testimonials } from "../../../../../src/components/home/testimonials"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../../../support/jest/content-fixture"
import { installMockIntersectionObserver } from "../../../../support/jest/intersection-observer"

const io = installMockIntersectionObserver()
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

/** How many times each slide rendered, by name. */
const renders = new Map<string, number>()
function CountedSlide({ name }: { name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1)
  return <p>{name}</p>
}

const NAMES = ["one", "two", "three", "four"]

function Example({ playing = true, hover = false, focus = false }) {
  const slides = useMemo(() => NAMES.map((name) => <CountedSlide key={name} name={name} />), [])
  return (
    <div data-testid="carousel">
      <Carousel
        slides={slides}
        perView="[--per-view:1]"
        maxPerView={1}
        autoplay={1500}
        speed={900}
        playing={playing}
        pauseOnHover={hover}
        pauseOnFocus={focus}
        after={(current, goTo) => (
          <button type="button" onClick={() => goTo(2)} data-current-slide={current}>
            Third
          </button>
        )}
      />
    </div>
  )
}

/** The index of the slide shown first, as the carousel marks it. */
const current = () => document.querySelector("[data-current]")?.getAttribute("data-index") ?? null
/** The carousel is reported near the viewport, which starts it playing. */
const comeNear = () => act(() => io.report(screen.getByTestId("carousel").firstElementChild as Element, 1))
/** Time moves on in steps of 50 ms, each followed by what React renders (and the timers its effects set). */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) act(() => jest.advanceTimersByTime(Math.min(50, left)))
}

beforeEach(() => renders.clear())

test("stands still until a visitor comes near it, then moves on one slide every autoplay period", () => {
  render(<Example />)
  advance(5000)
  expect(current()).toBe("0")
  comeNear()
  advance(1499)
  expect(current()).toBe("0")
  advance(1)
  expect(current()).toBe("1")
  advance(1500)
  expect(current()).toBe("2")
})

test("moving on never renders the slides again", () => {
  render(<Example />)
  comeNear()
  const before = new Map(renders)
  advance(1500 * 6)
  expect(current()).toBe("2")
  expect(renders).toEqual(before)
})

test("from the last slide it goes on to the first, the same way as every other move", () => {
  render(<Example />)
  comeNear()
  advance(1500 * 3)
  expect(current()).toBe("3")
  const track = document.querySelector("[data-carousel-track]") as HTMLElement
  const at = () => track.style.transform
  // The strip slides on to the copy of the first slide, after the last...
  advance(1500)
  expect(at()).toContain("* 6)")
  expect(track.style.transition).toContain("900ms")
  // ...and once the move has landed, stands on the first slide itself, without a transition.
  advance(1000)
  expect(at()).toContain("* 2)")
  expect(track.style.transition).toBe("none")
  expect(current()).toBe("0")
})

test("until it starts, the strip holds each slide once, the first in view: the copies come with the start", () => {
  render(<Example />)
  const track = document.querySelector<HTMLElement>("[data-carousel-track]")!
  expect(Array.from(track.children).map((slide) => slide.getAttribute("data-index"))).toEqual(["0", "1", "2", "3"])
  expect(track.style.transform).toContain("* 0)")
  expect(current()).toBe("0")
  comeNear()
  // The copy of the last two before them, of the first two after (one in view at most, and the next):
  // the strip moved by as many, unseen, to stay on the first slide.
  expect(Array.from(track.children).map((slide) => slide.getAttribute("data-index"))).toEqual([
    "2",
    "3",
    "0",
    "1",
    "2",
    "3",
    "0",
    "1",
  ])
  expect(track.style.transform).toContain("* 2)")
  expect(track.style.transition).toBe("none")
  expect(current()).toBe("0")
})

test("the copies at either end are hidden from assistive technology and cannot take focus", () => {
  render(<Example />)
  comeNear()
  const copies = Array.from(document.querySelectorAll("[data-copy]"))
  expect(copies.length).toBeGreaterThan(0)
  for (const copy of copies) {
    expect(copy).toHaveAttribute("aria-hidden", "true")
    expect(copy).toHaveAttribute("inert")
  }
  // Each slide once for assistive technology.
  expect(screen.getAllByRole("paragraph").map((p) => p.textContent)).toEqual(NAMES)
})

test("a press of a dot brings its slide", () => {
  render(<Example playing={false} />)
  fireEvent.click(screen.getByRole("button", { name: "Third" }))
  expect(current()).toBe("2")
  expect(screen.getByRole("button", { name: "Third" })).toHaveAttribute("data-current-slide", "2")
})

test("paused, it stays on its slide", () => {
  render(<Example playing={false} />)
  comeNear()
  advance(10_000)
  expect(current()).toBe("0")
})

test("with pauseOnHover it holds its slide while the pointer is over it, and goes on when it leaves", () => {
  render(<Example hover />)
  comeNear()
  const carousel = screen.getByTestId("carousel").firstElementChild as Element
  fireEvent.pointerEnter(carousel, { pointerType: "mouse" })
  advance(5000)
  expect(current()).toBe("0")
  fireEvent.pointerLeave(carousel, { pointerType: "mouse" })
  advance(1500)
  expect(current()).toBe("1")
})

test("a finger has no hover: a tap on its dots (the pointer's events and the mouse's it sends too) moves it and it plays on", () => {
  render(<Example hover />)
  comeNear()
  const carousel = screen.getByTestId("carousel").firstElementChild as Element
  const third = screen.getByRole("button", { name: "Third" })
  fireEvent.pointerEnter(carousel, { pointerType: "touch" })
  fireEvent.pointerDown(third, { pointerType: "touch" })
  fireEvent.pointerUp(third, { pointerType: "touch" })
  fireEvent.mouseEnter(carousel)
  fireEvent.click(third)
  advance(1000)
  expect(current()).toBe("2")
  advance(1500)
  expect(current()).toBe("3")
})

test("with pauseOnFocus it holds its slide while something in it has focus", () => {
  render(<Example focus />)
  comeNear()
  const button = screen.getByRole("button", { name: "Third" })
  fireEvent.focus(button)
  advance(5000)
  expect(current()).toBe("0")
  fireEvent.blur(button, { relatedTarget: document.body })
  advance(1500)
  expect(current()).toBe("1")
})

const LOGOS = ["ABC", "SBS", "Channel 7", "Channel 9", "Channel 10", "Foxtel", "Kayo Sports"].map((name) => ({
  name,
  src: `/static/${name}.png`,
}))
const TESTIMONIALS = {
  heading: "Customer Testimonials",
  intro: "What customers say",
  items: [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    name: `Customer ${id}`,
    text: `Review number ${id}`,
    rating: id % 2 ? 5 : 4.5,
    avatar: { childImageSharp: null },
  })),
} as Queries.TestimonialsFragment

test.each([
  ["logos", () => <ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />],
  ["testimonials", () => <Testimonials section={TESTIMONIALS} />],
])("the %s: the server's markup is the carousel itself, and the page hydrates it without a mismatch", async (_, ui) => {
  const html = renderToString(ui())
  expect(html).toContain("data-carousel-track")
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.appendChild(container)
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  try {
    await act(async () => {
      hydrateRoot(container, ui())
    })
    expect(errors).not.toHaveBeenCalled()
  } finally {
    errors.mockRestore()
    container.remove()
  }
})

// The home page's two carousels with their own settings (carousel-settings.ts, the spec's timings):
// on the controlled clock, once a visitor has come near each.
describe.each([
  {
    name: "logos",
    period: 1500,
    ui: () => <ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />,
  },
  { name: "testimonials", period: 3000, ui: () => <Testimonials section={TESTIMONIALS} /> },
])("the $name", ({ period, ui }) => {
  /** The carousel's own element (the one it watches for a visitor coming near), reported near. */
  const startNear = () => {
    const track = document.querySelector("[data-carousel-track]") as HTMLElement
    const host = track.parentElement!.parentElement!
    act(() => io.report(host, 1))
    return host
  }

  test(`move on every ${period} ms`, () => {
    render(ui())
    startNear()
    advance(period - 50)
    expect(current()).toBe("0")
    advance(50)
    expect(current()).toBe("1")
    // Each move lands before the next is due; the next comes one period after the last.
    advance(period)
    expect(current()).toBe("2")
  })

  test("hold their slide while the pointer is over them, and go on when it leaves", () => {
    render(ui())
    const host = startNear()
    fireEvent.pointerEnter(host, { pointerType: "mouse" })
    advance(period * 4)
    expect(current()).toBe("0")
    fireEvent.pointerLeave(host, { pointerType: "mouse" })
    advance(period)
    expect(current()).toBe("1")
  })

  test("stay on their slide once paused with their switch, and go on with play", () => {
    render(ui())
    startNear()
    fireEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }))
    advance(period * 4)
    expect(current()).toBe("0")
    fireEvent.click(screen.getByRole("button", { name: "Play the slideshow" }))
    advance(period)
    expect(current()).toBe("1")
  })
})

test("the logos (not the testimonials) also hold their slide while something in them has focus", () => {
  render(<ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />)
  const track = document.querySelector("[data-carousel-track]") as HTMLElement
  act(() => io.report(track.parentElement!.parentElement!, 1))
  fireEvent.focus(track)
  advance(1500 * 4)
  expect(current()).toBe("0")
  fireEvent.blur(track, { relatedTarget: document.body })
  advance(1500)
  expect(current()).toBe("1")
})
