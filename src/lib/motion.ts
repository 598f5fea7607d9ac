// Timing of the site's motion in one place; components read these instead of literals.

/**
 * Scroll reveal: an element is hidden once within `near` of the viewport (the root margin of an
 * IntersectionObserver: a screen's height below it), and fades in when its top is `offset` px above
 * the bottom of the viewport.
 */
export const REVEAL = {
  near: "0px 0px 100% 0px",
  offset: 100,
  duration: 800,
  easing: "ease-in-sine",
  delay: 100,
} as const

/** CSS for the named easings used above (easings.net). */
export const EASING_CSS: Record<typeof REVEAL.easing, string> = {
  "ease-in-sine": "cubic-bezier(0.12, 0, 0.39, 0)",
}

/** Achievement counters: count up over `duration` ms in `tick` ms steps once `threshold` of them is visible. */
export const COUNTER = { duration: 2000, tick: 50, threshold: 0.5 } as const

/** Every resize listener waits this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 50

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)"

/** True where the visitor asked the system for less motion (false on the server). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false

/**
 * Runs `callback` once the browser has drawn the page as it stands now (two animation frames on), so
 * that a CSS transition set up then starts from what is on screen. Returns what cancels it.
 */
export function afterDrawn(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback)
  })
  return () => cancelAnimationFrame(frame)
}
