// A stand-in for react-slick that records the settings each slider was given and renders slides plainly.
import React from "react"
import { act, render } from "@testing-library/react"
import type { Settings } from "react-slick"

export const sliders: { props: Settings; pause: jest.Mock; play: jest.Mock; next: jest.Mock; prev: jest.Mock }[] = []

export class MockSlider extends React.Component<Settings & { children?: React.ReactNode }> {
  slickPause = jest.fn()
  slickPlay = jest.fn()
  slickNext = jest.fn()
  slickPrev = jest.fn()
  slickGoTo = jest.fn()

  render() {
    sliders.push({
      props: this.props,
      pause: this.slickPause,
      play: this.slickPlay,
      next: this.slickNext,
      prev: this.slickPrev,
    })
    return (
      <div data-testid="slider">
        {React.Children.map(this.props.children, (child) => (
          <div className="slick-slide" tabIndex={-1}>
            {child}
          </div>
        ))}
      </div>
    )
  }
}

/** The settings of the slider rendered last. */
export const lastSettings = (): Settings => {
  const last = sliders[sliders.length - 1]
  if (!last) throw new Error("no slider was rendered")
  return last.props
}

export function setViewportWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width })
}

/** Renders, then waits for react-slick (imported after mount) to replace the CSS layout. */
export async function renderWithSlider(ui: React.ReactElement) {
  const result = render(ui)
  await act(async () => {
    await import("react-slick")
    for (let tick = 0; tick < 5; tick++) await Promise.resolve()
  })
  return result
}
