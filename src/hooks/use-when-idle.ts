import { startTransition, useEffect, useState } from "react"

/** How long to wait for an idle moment before doing the work anyway (ms). */
const IDLE_TIMEOUT = 5000

/**
 * False until the browser is first idle after the component mounted, then true for good: for markup
 * a visitor may need in a hurry but not at once (the phone menu's entries, the quote form), made
 * ahead of the tap that shows it, so that the tap only shows it. The render it causes is a
 * transition, which React does in short slices between frames. Browsers without
 * requestIdleCallback (Safari) wait a moment instead.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const ready = () => startTransition(() => setIdle(true))
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(ready, { timeout: IDLE_TIMEOUT })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(ready, 1000)
    return () => clearTimeout(timer)
  }, [])
  return idle
}
