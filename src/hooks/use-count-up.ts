import { useEffect, useRef, useState } from "react"
import { COUNTER, prefersReducedMotion } from "../lib/motion"

interface CountUpOptions {
  duration?: number
  tick?: number
  /** Share of the element that must be visible before counting starts. */
  threshold?: number
}

/**
 * A number that counts from 0 up to `target` once the element behind `ref` is visible enough, once.
 * The pre-rendered HTML holds the target itself, so visitors without JavaScript (and crawlers) read the
 * real figure; the reset to 0 happens after hydration. Reduced-motion visitors keep the target.
 */
export function useCountUp<T extends Element>(target: number, options: CountUpOptions = {}) {
  const { duration = COUNTER.duration, tick = COUNTER.tick, threshold = COUNTER.threshold } = options
  const ref = useRef<T>(null)
  const [value, setValue] = useState(target)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
      setValue(target)
      return
    }
    setValue(0)
    const steps = Math.max(1, Math.round(duration / tick))
    let started = false
    let timer: ReturnType<typeof setInterval> | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (started || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return
        started = true
        observer.disconnect()
        let step = 0
        timer = setInterval(() => {
          step += 1
          setValue(Math.round((target * step) / steps))
          if (step >= steps) clearInterval(timer)
        }, tick)
      },
      { threshold },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      if (timer !== undefined) clearInterval(timer)
    }
  }, [target, duration, tick, threshold])

  return [ref, value] as const
}
