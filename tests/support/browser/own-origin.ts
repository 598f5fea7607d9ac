// Watches every request a page makes, to prove that none leaves the site's own origin.
import { expect, type Page } from "@playwright/test"
import { nextFrames } from "./settle"

/** Starts recording; call before page.goto. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  return urls
}

/** Scrolls to the bottom in steps, so that lazy images and scroll-triggered content load. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = (page.viewportSize()?.height ?? 720) / 2
  for (let y = step; y <= height + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await nextFrames(page)
  }
  await page.waitForLoadState("networkidle")
}

/** Every recorded URL is on the test server's origin (data: URLs are inline and allowed). */
export function expectOwnOrigin(urls: string[], baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://invalid").origin
  const foreign = urls.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)
  expect(foreign, `requests to other origins than ${origin}`).toEqual([])
  expect(urls.length).toBeGreaterThan(0)
}
