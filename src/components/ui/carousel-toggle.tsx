import React from "react"
import { Icon } from "./icons/icon"
import { useUi } from "../../hooks/use-ui"

/** Round control over a picture (the banner's arrows share it). */
export const OVERLAY_CONTROL = "bg-navy-950/75 text-white shadow-lg ring-1 ring-white/50 hover:bg-navy-950"
const LIGHT_CONTROL = "bg-white text-navy-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-100"

interface CarouselToggleProps {
  playing: boolean
  onToggle: () => void
  /** "overlay" over a picture, "light" on a pale section. */
  tone: "overlay" | "light"
}

/** The pause/play switch every carousel that moves on its own carries (WCAG 2.2.2). */
export function CarouselToggle({ playing, onToggle, tone }: CarouselToggleProps) {
  const { carousel } = useUi()
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? carousel.pause : carousel.play}
      data-playing={playing}
      className={`icon-button cursor-pointer rounded-full transition-colors ${
        tone === "overlay" ? OVERLAY_CONTROL : LIGHT_CONTROL
      }`}
    >
      <Icon name={playing ? "pause" : "play"} className="h-5 w-5" />
    </button>
  )
}
