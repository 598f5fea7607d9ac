import { useEffect, useState } from "react"
import { debounce } from "../lib/debounce"
import { RESIZE_DEBOUNCE_MS } from "../lib/motion"

/**
 * The viewport width in CSS pixels (as media queries see it), or null on the server and in the first
 * client render, so that both render the same markup; follows resizes, debounced.
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = debounce(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS)
    setWidth(window.innerWidth)
    window.addEventListener("resize", update)
    return () => {
      update.cancel()
      window.removeEventListener("resize", update)
    }
  }, [])
  return width
}
