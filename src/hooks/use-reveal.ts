import { useEffect, useRef, useState, type CSSProperties } from "react"
import { EASING_CSS, REVEAL, prefersReducedMotion } from "../lib/motion"
import { useNearViewport } from "./use-near-viewport"

type Phase = "static" | "waiting" | "revealed"

const TRAVEL_PX = 24

/**
 * Scroll reveal as progressive enhancement: the element is visible in the pre-rendered HTML and
 * without JavaScript. Once it comes within a screen's height of the viewport (REVEAL.near), an
 * element still below the fold is hidden, and it fades in once scrolled REVEAL.offset px into view,
 * once. Nothing is hidden under reduced motion. Nothing further down changes while the page starts:
 * hiding every section at once was a frame of style, layout and paint on a phone, right after it
 * had hydrated.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [phase, setPhase] = useState<Phase>("static")
  // Under reduced motion nothing is ever hidden, so nothing needs to know when it comes near.
  const near = useNearViewport(ref, REVEAL.near, prefersReducedMotion)

  useEffect(() => {
    const element = ref.current
    if (!near || !element || typeof IntersectionObserver === "undefined") return
    // Something already on screen (or scrolled past) must never blink out.
    if (element.getBoundingClientRect().top < window.innerHeight - REVEAL.offset) return
    setPhase("waiting")
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setPhase("revealed")
      },
      { rootMargin: `0px 0px -${REVEAL.offset}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  const timing = `${REVEAL.duration}ms ${EASING_CSS[REVEAL.easing]} ${REVEAL.delay}ms`
  // Hidden at once, without a transition: a fade out of what nobody sees yet would only cost the
  // browser frames to paint while the page starts. Only the way in is animated.
  const style: CSSProperties | undefined =
    phase === "static"
      ? undefined
      : phase === "waiting"
        ? { opacity: 0, transform: `translateY(${TRAVEL_PX}px)` }
        : { opacity: 1, transform: "none", transition: `opacity ${timing}, transform ${timing}` }
  return { ref, style, phase }
}
