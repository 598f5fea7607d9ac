import { useCallback, useEffect, useState } from "react"
import { prefersReducedMotion } from "../lib/motion"

/**
 * Whether a carousel plays on its own, and the visitor's pause/play switch for it. It plays by
 * default, but not for visitors who asked their system for less motion (checked after hydration, so
 * the server's markup and the first render agree); their choice of the switch then wins.
 */
export function useAutoplay(): [playing: boolean, toggle: () => void] {
  const [playing, setPlaying] = useState(true)
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false)
  }, [])
  const toggle = useCallback(() => setPlaying((current) => !current), [])
  return [playing, toggle]
}
