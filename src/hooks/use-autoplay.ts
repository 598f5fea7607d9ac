import { useCallback, useEffect, useState, type RefObject } from "react"
import type { default as SlickSlider } from "react-slick"
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

/**
 * Keeps a react-slick slider in step with `playing`. The slider stops by itself when its autoplay
 * setting turns false, but once stopped it starts again only when told to play, and only after it
 * has applied the new setting (which would otherwise cancel the restart): hence the next tick.
 */
export function useSliderPlayback(slider: RefObject<SlickSlider>, playing: boolean): void {
  useEffect(() => {
    const timer = setTimeout(() => (playing ? slider.current?.slickPlay() : slider.current?.slickPause()), 0)
    return () => clearTimeout(timer)
  }, [slider, playing])
}
