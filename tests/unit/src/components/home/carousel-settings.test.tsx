import React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, screen } from "@testing-library/react"
import { ChannelLogos } from "../../../../../src/components/home/channel-logos"
import { Testimonials } from "../../../../../src/components/home/testimonials"
import { lastSettings, renderWithSlider, setViewportWidth, sliders } from "../../../../support/jest/slick-mock"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../../../support/jest/content-fixture"

jest.mock("react-slick", () => ({
  __esModule: true,
  default: jest.requireActual("../../../../support/jest/slick-mock").MockSlider,
}))

const LOGOS = ["ABC", "SBS", "Channel 7", "Channel 9", "Channel 10", "Foxtel", "Kayo Sports"].map((name) => ({
  name,
  src: `/static/${name}.png`,
}))

const TESTIMONIALS: Queries.TestimonialsFragment = {
  heading: "Customer Testimonials",
  intro: "What customers say",
  items: [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    name: `Customer ${id}`,
    text: `Review number ${id}`,
    rating: id % 2 ? 5 : 4.5,
    avatar: { childImageSharp: null },
  })),
}

const renderLogos = () =>
  renderWithSlider(<ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />)

describe("the carousels hand these settings to react-slick", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
    sliders.length = 0
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  test.each([
    ["logos", 375, () => <ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />],
    ["logos", 1366, () => <ChannelLogos heading="TV Channels" subtitle="More" emptyMessage="None." logos={LOGOS} />],
    ["testimonials", 375, () => <Testimonials section={TESTIMONIALS} />],
    ["testimonials", 1366, () => <Testimonials section={TESTIMONIALS} />],
  ])(
    "%s at %i px: the server renders the CSS layout, hydration matches, then the slider takes over",
    async (_, width, ui) => {
      setViewportWidth(width)
      const html = renderToString(ui())
      expect(sliders).toHaveLength(0)
      const container = document.createElement("div")
      container.innerHTML = html
      document.body.appendChild(container)
      const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
      try {
        await act(async () => {
          hydrateRoot(container, ui())
          await import("react-slick")
          for (let tick = 0; tick < 5; tick++) await Promise.resolve()
        })
        expect(errors).not.toHaveBeenCalled()
      } finally {
        errors.mockRestore()
        container.remove()
      }
      expect(container.querySelector("[data-testid=slider]")).not.toBeNull()
    },
  )

  test.each([
    [1366, 6, false],
    [1100, 5, false],
    [900, 4, false],
    [700, 3, false],
    [375, 1, true],
  ])("logos at %i px: %i shown, centred %s", async (width, shown, centred) => {
    setViewportWidth(width)
    await renderLogos()
    expect(lastSettings()).toMatchObject({
      slidesToShow: shown,
      autoplay: true,
      autoplaySpeed: 1500,
      speed: 900,
      pauseOnHover: true,
    })
    expect(Boolean(lastSettings().centerMode)).toBe(centred)
  })

  test("logos follow a resize, 50 ms after the last resize event", async () => {
    setViewportWidth(1366)
    await renderLogos()
    expect(lastSettings().slidesToShow).toBe(6)
    setViewportWidth(700)
    act(() => {
      window.dispatchEvent(new Event("resize"))
      jest.advanceTimersByTime(49)
    })
    expect(lastSettings().slidesToShow).toBe(6)
    act(() => jest.advanceTimersByTime(1))
    expect(lastSettings().slidesToShow).toBe(3)
  })

  test("logos pause while something in them has focus and play again when it leaves", async () => {
    setViewportWidth(1366)
    await renderLogos()
    const slide = screen.getAllByAltText("Foxtel")[0].closest(".slick-slide") as HTMLElement
    fireEvent.focus(slide)
    expect(sliders[sliders.length - 1].pause).toHaveBeenCalled()
    fireEvent.blur(slide, { relatedTarget: document.body })
    expect(sliders[sliders.length - 1].play).toHaveBeenCalled()
    // react-slick's own focus pausing is document-wide, so it stays off.
    expect(lastSettings().pauseOnFocus).toBe(false)
  })

  test.each([
    [1366, 3],
    [1000, 2],
    [767, 1],
  ])("testimonials at %i px: %i shown", async (width, shown) => {
    setViewportWidth(width)
    await renderWithSlider(<Testimonials section={TESTIMONIALS} />)
    expect(lastSettings()).toMatchObject({
      slidesToShow: shown,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 600,
      dots: true,
      pauseOnHover: true,
    })
  })
})
