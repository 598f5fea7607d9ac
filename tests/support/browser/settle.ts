// Waiting for a condition instead of a fixed sleep.
import { expect, type Page } from "@playwright/test"

/**
 * Every finite CSS transition and animation of the page has finished (endless ones are ignored).
 * Polled from the test, so it works while page.clock holds the page's own timers.
 */
export async function animationsSettled(page: Page) {
  const running = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running")
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
    )
  await expect.poll(running, { message: "CSS transitions and animations still running" }).toBe(0)
}

/** The browser has rendered `frames` more frames (observers and scroll handlers have run). Not under page.clock. */
export async function nextFrames(page: Page, frames = 2) {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
        step(count)
      }),
    frames,
  )
}
