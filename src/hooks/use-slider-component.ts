import { useEffect, useState } from "react"
import type Slider from "react-slick"

export type SliderComponent = typeof Slider

let loaded: SliderComponent | null = null

/**
 * react-slick, fetched after hydration (null until then). Carousels render a CSS layout of their first
 * slides on the server and in the first client render, so the slider's code is not part of what must
 * load and run before the page responds to input.
 */
export function useSliderComponent(enabled = true): SliderComponent | null {
  const [component, setComponent] = useState<SliderComponent | null>(null)
  useEffect(() => {
    if (!enabled) return
    if (loaded) {
      setComponent(() => loaded)
      return
    }
    let mounted = true
    import(/* webpackChunkName: "react-slick" */ "react-slick")
      .then((module) => {
        loaded = module.default
        if (mounted) setComponent(() => module.default)
      })
      .catch((error: unknown) => {
        // The CSS layout stays in place: the first slides remain readable, only the motion is lost.
        console.warn("react-slick could not be loaded; carousels stay static", error)
      })
    return () => {
      mounted = false
    }
  }, [enabled])
  return component
}
