import React, { useRef } from "react"
import type { default as SlickSlider, Settings } from "react-slick"
import { useViewportWidth } from "../../hooks/use-viewport-width"
import { useSliderComponent } from "../../hooks/use-slider-component"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { useSliderPlayback } from "../../hooks/use-autoplay"
import { settingsAtWidth, type ResponsiveSettings } from "../../lib/carousel-layout"

interface ResponsiveSliderProps {
  layout: ResponsiveSettings<Settings>
  /** Number of slides, to tell whether there is anything to scroll. */
  count: number
  /**
   * The same slides laid out by CSS media queries with the same breakpoints. The server and the first
   * client render show it (react-slick 0.31 only applies `responsive` after a resize, and would render
   * the widest layout on the server), so hydration matches and nothing jumps when the slider takes over
   * once its code has loaded.
   */
  fallback: React.ReactNode
  /** Settings that are not numbers of the spec, such as how dots look. */
  extra?: Settings
  /** False while the visitor has paused the carousel (or prefers reduced motion). */
  playing: boolean
  className?: string
  children: React.ReactNode
}

/** react-slick with its responsive settings chosen from the viewport width, after hydration. */
export function ResponsiveSlider({
  layout,
  count,
  fallback,
  extra,
  playing,
  className,
  children,
}: ResponsiveSliderProps) {
  const host = useRef<HTMLDivElement>(null)
  // Carousels below the fold start when a visitor scrolls near them, not while the page loads.
  const near = useNearViewport(host)
  const width = useViewportWidth()
  const Slider = useSliderComponent(near)
  const slider = useRef<SlickSlider>(null)
  useSliderPlayback(slider, playing)
  if (width === null || Slider === null || !near) return <div ref={host}>{fallback}</div>
  const { pauseOnFocus, autoplay, ...settings } = settingsAtWidth(layout, width)
  if (count <= (settings.slidesToShow ?? 1)) return <div ref={host}>{fallback}</div>

  // react-slick's own pauseOnFocus sets handlers on every .slick-slide of the document, so the last
  // slider to mount overrides the others; pausing from this wrapper keeps it to this slider.
  const onFocus = pauseOnFocus ? () => slider.current?.slickPause() : undefined
  const onBlur = pauseOnFocus
    ? (event: React.FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) slider.current?.slickPlay()
      }
    : undefined
  return (
    <div ref={host}>
      <div className={className} onFocus={onFocus} onBlur={onBlur}>
        <Slider ref={slider} {...settings} {...extra} autoplay={autoplay && playing} pauseOnFocus={false}>
          {children}
        </Slider>
      </div>
    </div>
  )
}
