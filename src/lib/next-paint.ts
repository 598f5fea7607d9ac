/** How long a visible page may go without a frame before the wait ends anyway (ms). */
export const NEXT_PAINT_LIMIT_MS = 100

/**
 * Resolves once the browser has painted the page as it stands now: after the next animation frame
 * and the paint that follows it. Work that can wait a frame goes after it, so that what a tap
 * changed (a button's "Sending...") is on screen first. A hidden tab paints nothing and gives no
 * frame: there it resolves at once, and a visible page that gives no frame within
 * NEXT_PAINT_LIMIT_MS lets it go then.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") {
      resolve()
      return
    }
    const limit = setTimeout(resolve, NEXT_PAINT_LIMIT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit)
        resolve()
      }, 0),
    )
  })
}
