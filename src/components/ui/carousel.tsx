import React, { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react"
import { useNearViewport } from "../../hooks/use-near-viewport"

// useLayoutEffect warns when rendered on the server, where it has nothing to do anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

/** How long after its transition's time a move lands without the transition's end event (ms). */
const LANDING_GRACE = 100

export interface CarouselProps {
  /** The slides, each with its key. Made once: moving the carousel never renders them again. */
  slides: readonly React.ReactElement[]
  /** Classes that set `--per-view` (slides in view) at each width, e.g. "[--per-view:1] md:[--per-view:2]". */
  perView: string
  /** The most slides in view at any width: how many copies of the first slides follow the last. */
  maxPerView: number
  /** Time from one move to the next (ms), and how long a move takes. */
  autoplay: number
  speed: number
  /** False while the visitor has paused it (or prefers reduced motion). */
  playing: boolean
  pauseOnHover?: boolean
  pauseOnFocus?: boolean
  /** Classes of the window onto the strip (a padding there shows the neighbours peeking in). */
  className?: string
  /** Whatever follows the strip and depends on the slide shown first (dots). */
  after?: (current: number, goTo: (index: number) => void, movable: boolean) => React.ReactNode
}

/** A carousel's timing, what pauses it, and how many slides are in view, as a page keeps them in one place. */
export interface CarouselSettings {
  /** Time from one move to the next (ms), and how long a move takes. */
  autoplaySpeed: number
  speed: number
  pauseOnHover: boolean
  pauseOnFocus: boolean
  /** Classes that set the slides in view (`--per-view`) at each width: Tailwind's breakpoints. */
  perView: string
  /** The most slides in view at any width. */
  maxPerView: number
}

/** The Carousel's props that its settings give, so that each carousel passes them in one go. */
export function settingsProps(settings: CarouselSettings) {
  return {
    perView: settings.perView,
    maxPerView: settings.maxPerView,
    autoplay: settings.autoplaySpeed,
    speed: settings.speed,
    pauseOnHover: settings.pauseOnHover,
    pauseOnFocus: settings.pauseOnFocus,
  } satisfies Partial<CarouselProps>
}

interface Strip {
  /** Where the strip stands, in slides from the first real one (-1: the copy of the last before it). */
  position: number
  /** Whether it is sliding there. */
  sliding: boolean
  /** Moves made so far: autoplay waits one period from the latest. */
  moves: number
}

type StripAction = { type: "move"; to: (from: number) => number } | { type: "land"; count: number }

/** A move starts only from a strip that stands still (a press while it slides is let go); landing puts it on the real slide. */
function stripReducer(strip: Strip, action: StripAction): Strip {
  if (action.type === "land") {
    if (!strip.sliding) return strip
    return { ...strip, sliding: false, position: ((strip.position % action.count) + action.count) % action.count }
  }
  if (strip.sliding) return strip
  const position = action.to(strip.position)
  return position === strip.position ? strip : { position, sliding: true, moves: strip.moves + 1 }
}

/** The slides in view from the CSS (`--per-view`, capped by `--count`), read when needed. */
function slidesInView(track: HTMLElement): number {
  const style = getComputedStyle(track)
  const perView = Number(style.getPropertyValue("--per-view")) || 1
  return Math.min(perView, Number(style.getPropertyValue("--count")) || perView)
}

/** Marks, on the wrappers themselves, the slide shown first and those in view from the strip's `first` child on. */
function markShown(track: HTMLElement, first: number) {
  const inView = slidesInView(track)
  Array.from(track.children).forEach((child, at) => {
    child.toggleAttribute("data-current", at === first)
    child.toggleAttribute("data-shown", at >= first && at < first + inView)
  })
}

/**
 * A carousel that loops, one slide at a time, on its own (autoplay) or to a chosen slide, and that
 * the CSS lays out: how many slides are in view at each width is `--per-view` of its classes, so
 * the server's markup is already the carousel as it first stands, and nothing moves when the page
 * starts. A move is a CSS transition of the strip's transform (the compositor runs it, on a layer the
 * strip keeps between moves, so that a move paints no slide again); the slides
 * are made once, and once the carousel starts (a visitor comes near it, or it is moved) copies of the
 * last are put before them and of the first after them (hidden from assistive technology, inert),
 * so that moving on from the last slide to the first goes the same way as every other move; once
 * such a move has landed the strip jumps, unseen, to the real slide. Until then the page holds each
 * slide once: the server's markup, and the work of the page's first paint, carry no copy.
 * It plays only once a visitor comes near it (`data-started`). Each slide's wrapper says which slide
 * it is (`data-index`), and the carousel marks the one shown first (`data-current`) and those in view
 * (`data-shown`) on the wrappers directly, without rendering them again.
 */
export function Carousel({
  slides,
  perView,
  maxPerView,
  autoplay,
  speed,
  playing,
  pauseOnHover = false,
  pauseOnFocus = false,
  className = "",
  after,
}: CarouselProps) {
  const host = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const near = useNearViewport(host)
  const [{ position, sliding, moves }, dispatch] = useReducer(stripReducer, { position: 0, sliding: false, moves: 0 })
  const count = slides.length
  // The copies at the strip's ends, once it has come near (data-started) or been moved.
  const withCopies = near || moves > 0
  const before = withCopies ? Math.min(count, 2) : 0
  const behind = withCopies ? Math.min(count, maxPerView + 1) : 0
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Whether there is more than fits (read from the CSS after the first render, and on resizes).
  const [movable, setMovable] = useState(true)
  const current = ((position % count) + count) % count

  const strip = useMemo(() => {
    const wrap = (slide: React.ReactElement, index: number, copy: string | null) => (
      <div
        key={copy ? `${copy}-${slide.key}` : slide.key}
        data-index={index}
        data-copy={copy ?? undefined}
        aria-hidden={copy ? true : undefined}
        {...(copy ? { inert: "" } : {})}
        className="min-w-0 shrink-0 grow-0 basis-[calc(100%/min(var(--per-view),var(--count)))]"
      >
        {slide}
      </div>
    )
    return [
      ...slides.slice(count - before).map((slide, at) => wrap(slide, count - before + at, "before")),
      ...slides.map((slide, index) => wrap(slide, index, null)),
      ...slides.slice(0, behind).map((slide, index) => wrap(slide, index, "after")),
    ]
  }, [slides, count, before, behind])

  const move = useCallback((to: (from: number) => number) => dispatch({ type: "move", to }), [])
  const goTo = useCallback(
    (index: number) => move((from) => from - (((from % count) + count) % count) + index),
    [move, count],
  )
  // A move lands when the strip's transition ends (or, should that event not come, after its time);
  // from a copy the strip then jumps to the real slide.
  const land = useCallback(() => dispatch({ type: "land", count }), [count])
  useEffect(() => {
    if (!sliding) return
    const timer = setTimeout(land, speed + LANDING_GRACE)
    return () => clearTimeout(timer)
  }, [sliding, land, speed])

  // Whether anything is out of view at this width, and which slides are: from the CSS, now and
  // after every resize (the slides in view change with the width).
  const first = before + position
  useEffect(() => {
    const element = track.current
    if (!element) return
    const measure = () => {
      setMovable(count > slidesInView(element))
      markShown(element, first)
    }
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [count, first])

  // Autoplay: one period after the latest move, while near, playing and neither hovered nor focused.
  const paused = (pauseOnHover && hovered) || (pauseOnFocus && focused)
  useEffect(() => {
    if (!near || !playing || paused || !movable) return
    const timer = setTimeout(() => move((from) => from + 1), autoplay)
    return () => clearTimeout(timer)
  }, [near, playing, paused, movable, moves, move, autoplay])

  // The slide shown first and those in view, marked as the strip moves (before the paint).
  useBrowserLayoutEffect(() => {
    if (track.current) markShown(track.current, first)
  }, [first])

  const style = {
    "--count": count,
    transform: `translateX(calc(-100% / min(var(--per-view), var(--count)) * ${first}))`,
    transition: sliding ? `transform ${speed}ms ease` : "none",
  } as React.CSSProperties
  return (
    <div
      ref={host}
      // Once a visitor has come near it (it plays from then on, unless paused).
      data-started={near ? "" : undefined}
      // Only what pauses this carousel is followed: each change renders it again, inside the tap or
      // the key that made it. A finger has no hover: a tap on a phone also sends the mouse's events,
      // and no mouseleave until the next tap elsewhere, so a carousel that heard them stopped for
      // good after a tap on one of its dots.
      onPointerEnter={pauseOnHover ? (event) => event.pointerType !== "touch" && setHovered(true) : undefined}
      onPointerLeave={pauseOnHover ? () => setHovered(false) : undefined}
      onFocus={pauseOnFocus ? () => setFocused(true) : undefined}
      onBlur={
        pauseOnFocus
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
            }
          : undefined
      }
    >
      <div className={`overflow-hidden ${className}`}>
        <div
          ref={track}
          data-carousel-track=""
          className={`flex will-change-transform ${perView}`}
          style={style}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) land()
          }}
        >
          {strip}
        </div>
      </div>
      {after?.(current, goTo, movable)}
    </div>
  )
}
