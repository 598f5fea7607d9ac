import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { ChannelLogos } from "../../../../../src/components/home/channel-logos"
import { uniqueLogos, visibleLogos } from "../../../../../src/lib/channel-logos"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../../../support/jest/content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

const logo = (name: string, file = name.toLowerCase().replace(/\W+/g, "-")) => ({ name, src: `/static/${file}.png` })

const SEVEN = ["ABC", "SBS", "Channel 7", "Channel 9", "Channel 10", "Foxtel", "Kayo Sports"].map((name) => logo(name))

describe("uniqueLogos", () => {
  test("keeps the listed order and the first of a repeated picture", () => {
    const list = [SEVEN[0], SEVEN[1], { name: "ABC TV", src: SEVEN[0].src }, SEVEN[2]]
    expect(uniqueLogos(list)).toEqual([SEVEN[0], SEVEN[1], SEVEN[2]])
  })

  test("drops a channel listed twice under another file, whatever the case and spacing", () => {
    const list = [SEVEN[2], logo(" channel  7 ", "seven-copy"), SEVEN[3]]
    expect(uniqueLogos(list)).toEqual([SEVEN[2], SEVEN[3]])
  })

  test("leaves a list without repeats as it is", () => {
    expect(uniqueLogos(SEVEN)).toEqual(SEVEN)
    expect(uniqueLogos([])).toEqual([])
  })

  test("visibleLogos also leaves out the logos whose picture failed", () => {
    expect(visibleLogos([...SEVEN, SEVEN[0]], new Set([SEVEN[1].src])).map((l) => l.name)).toEqual([
      "ABC",
      "Channel 7",
      "Channel 9",
      "Channel 10",
      "Foxtel",
      "Kayo Sports",
    ])
  })
})

function renderLogos(logos: { name: string; src: string }[]) {
  return render(
    <ChannelLogos
      heading="TV Channels"
      subtitle="Bringing More Channels, More Entertainment!"
      emptyMessage="No channel logos available."
      logos={logos}
    />,
  )
}

// The carousel's copies of its first and last logos are hidden from assistive technology: roles count each logo once.
const shownNames = () => screen.queryAllByRole("img").map((img) => img.getAttribute("alt"))

describe("ChannelLogos", () => {
  test("shows each of the seven channels once under its heading and subtitle", () => {
    renderLogos([...SEVEN, SEVEN[3], logo("ABC", "abc-again")])
    expect(screen.getByRole("heading", { level: 2, name: "TV Channels" })).toBeInTheDocument()
    expect(screen.getByText("Bringing More Channels, More Entertainment!")).toBeInTheDocument()
    expect(screen.getAllByRole("img")).toHaveLength(7)
    expect(shownNames()).toEqual(SEVEN.map((l) => l.name))
  })

  test("hides a logo whose picture fails to load, and keeps the others", () => {
    renderLogos(SEVEN)
    fireEvent.error(screen.getByRole("img", { name: "Foxtel" }))
    expect(screen.queryAllByAltText("Foxtel")).toEqual([])
    expect(shownNames()).toEqual(["ABC", "SBS", "Channel 7", "Channel 9", "Channel 10", "Kayo Sports"])
  })

  test("hides a logo that had already failed before the page was hydrated", () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
    const natural = jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return this.alt === "SBS" ? 0 : 320
    })
    try {
      renderLogos(SEVEN)
      expect(screen.queryAllByAltText("SBS")).toEqual([])
      expect(screen.getAllByAltText("ABC").length).toBeGreaterThan(0)
    } finally {
      complete.mockRestore()
      natural.mockRestore()
    }
  })

  test('says "No channel logos available." for an empty list', () => {
    renderLogos([])
    expect(screen.getByText("No channel logos available.")).toBeInTheDocument()
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
  })

  test("says the same once every logo has failed", () => {
    renderLogos(SEVEN.slice(0, 2))
    fireEvent.error(screen.getAllByAltText("ABC")[0])
    expect(screen.queryByText("No channel logos available.")).not.toBeInTheDocument()
    fireEvent.error(screen.getAllByAltText("SBS")[0])
    expect(screen.getByText("No channel logos available.")).toBeInTheDocument()
  })
})
