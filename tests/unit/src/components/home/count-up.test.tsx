import React from "react"
import { act, render, screen } from "@testing-library/react"
import { Achievements, Counter } from "../../../../../src/components/home/achievements"
import { installMockIntersectionObserver, setReducedMotion } from "../../../../support/jest/intersection-observer"

const io = installMockIntersectionObserver()

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function renderCounter(value = 15421) {
  const { container } = render(<Counter label="Residential Projects" value={value} />)
  const shown = () => container.querySelector("[data-counter]")?.textContent
  const box = container.querySelector("div") as HTMLElement
  return { shown, box }
}

describe("achievement counter", () => {
  test("starts at 0 and waits until at least half of it is visible", () => {
    const { shown, box } = renderCounter()
    expect(shown()).toBe("0")
    expect(io.observers()[0].options.threshold).toBe(0.5)

    act(() => io.report(box, 0.3))
    act(() => jest.advanceTimersByTime(3000))
    expect(shown()).toBe("0")
  })

  test("counts up to the target over 2000 ms in 50 ms ticks", () => {
    const { shown, box } = renderCounter()
    act(() => io.report(box, 0.5))

    act(() => jest.advanceTimersByTime(50))
    expect(shown()).toBe(Math.round(15421 / 40).toLocaleString("en-AU"))
    act(() => jest.advanceTimersByTime(950))
    expect(shown()).toBe(Math.round(15421 / 2).toLocaleString("en-AU"))
    act(() => jest.advanceTimersByTime(999))
    expect(shown()).not.toBe("15,421")
    act(() => jest.advanceTimersByTime(1))
    expect(shown()).toBe("15,421")
  })

  test("counts once only: scrolling away and back never restarts it", () => {
    const { shown, box } = renderCounter()
    act(() => io.report(box, 1))
    act(() => jest.advanceTimersByTime(2000))
    expect(shown()).toBe("15,421")
    expect(io.observers()[0].disconnected).toBe(true)

    act(() => io.report(box, 0, { evenIfDisconnected: true }))
    act(() => io.report(box, 1, { evenIfDisconnected: true }))
    act(() => jest.advanceTimersByTime(100))
    expect(shown()).toBe("15,421")
    act(() => jest.advanceTimersByTime(5000))
    expect(shown()).toBe("15,421")
  })

  test("reads the final figure to assistive technology all along", () => {
    const { container } = render(<Counter label="Happy Customers" value={23131} />)
    const definition = screen.getByRole("definition")
    expect(definition.querySelector(".sr-only")).toHaveTextContent("23,131")
    // Everything else in it, the counting number included, is hidden from assistive technology.
    const visible = Array.from(definition.children).filter((child) => !child.matches(".sr-only"))
    expect(visible.every((child) => child.getAttribute("aria-hidden") === "true")).toBe(true)
    expect(container.querySelector("[data-counter]")).toHaveTextContent("0")
  })

  test("shows the target at once to visitors who prefer reduced motion", () => {
    const restore = setReducedMotion(true)
    try {
      const { shown } = renderCounter(38553)
      expect(shown()).toBe("38,553")
      expect(io.observers()).toHaveLength(0)
    } finally {
      restore()
    }
  })

  test("the section lists every achievement of the YAML with its label", () => {
    render(
      <Achievements
        section={{
          heading: "Our Achievements",
          intro: "Numbers",
          items: [
            { label: "Residential Projects", value: 15421 },
            { label: "Happy Customers", value: 23131 },
            { label: "Total Installations", value: 38553 },
          ],
        }}
      />,
    )
    expect(screen.getByRole("heading", { level: 2, name: "Our Achievements" })).toBeInTheDocument()
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Residential Projects",
      "Happy Customers",
      "Total Installations",
    ])
  })
})
