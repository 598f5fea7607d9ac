import React from "react"
import { act, render, screen } from "@testing-library/react"
import { debounce } from "../../../../../src/lib/debounce"
import { afterDrawn } from "../../../../../src/lib/motion"
import { Reveal } from "../../../../../src/components/ui/reveal"
import { setReducedMotion, installMockIntersectionObserver } from "../../../../support/jest/intersection-observer"

const io = installMockIntersectionObserver()

describe("debounce", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test("runs once, with the last arguments, after the calls stop for the wait", () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 50)
    debounced(1)
    jest.advanceTimersByTime(40)
    debounced(2)
    jest.advanceTimersByTime(49)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  test("cancel drops the waiting call", () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 50)
    debounced()
    debounced.cancel()
    jest.advanceTimersByTime(100)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe("afterDrawn", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test("runs two frames on (16 ms each on Jest's clock), and not at all once cancelled", () => {
    const ran = jest.fn()
    afterDrawn(ran)
    jest.advanceTimersByTime(16)
    expect(ran).not.toHaveBeenCalled()
    jest.advanceTimersByTime(16)
    expect(ran).toHaveBeenCalledTimes(1)

    const cancelled = jest.fn()
    const cancel = afterDrawn(cancelled)
    jest.advanceTimersByTime(16)
    cancel()
    jest.advanceTimersByTime(100)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe("scroll reveal", () => {
  const placeAt = (top: number) =>
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect)

  afterEach(() => jest.restoreAllMocks())

  test("content on screen at load is never hidden", () => {
    placeAt(200)
    render(<Reveal>Visible text</Reveal>)
    const block = screen.getByText("Visible text")
    act(() => io.report(block, 1))
    expect(block).toHaveAttribute("data-reveal", "static")
    expect(block.style.opacity).toBe("")
  })

  test("content below the fold is hidden once within a screen of the viewport, then fades in over 800 ms once 100 px into view", () => {
    placeAt(window.innerHeight + 400)
    render(<Reveal>Later text</Reveal>)
    const block = screen.getByText("Later text")
    // Nothing changes while the page starts.
    expect(block).toHaveAttribute("data-reveal", "static")
    expect(io.observers()[0].options.rootMargin).toBe("0px 0px 100% 0px")

    act(() => io.report(block, 0.1))
    expect(block).toHaveAttribute("data-reveal", "waiting")
    expect(block.style.opacity).toBe("0")
    // Hidden at once: no fade out of something off screen.
    expect(block.style.transition).toBe("")
    expect(io.observers()[1].options.rootMargin).toBe("0px 0px -100px 0px")

    act(() => io.report(block, 0.1))
    expect(block).toHaveAttribute("data-reveal", "revealed")
    expect(block.style.opacity).toBe("1")
    expect(block.style.transition).toContain("800ms cubic-bezier(0.12, 0, 0.39, 0) 100ms")
  })

  test("nothing is hidden or animated for visitors who prefer reduced motion", () => {
    const restore = setReducedMotion(true)
    try {
      placeAt(window.innerHeight + 400)
      render(<Reveal>Calm text</Reveal>)
      const block = screen.getByText("Calm text")
      // Near the viewport, then in view: still as pre-rendered, and nothing watches it at all.
      act(() => io.report(block, 0.1))
      act(() => io.report(block, 1))
      expect(block).toHaveAttribute("data-reveal", "static")
      expect(block.style.opacity).toBe("")
      expect(block.style.transition).toBe("")
      expect(io.observers()).toHaveLength(0)
    } finally {
      restore()
    }
  })
})
