import { useEffect, useState, type RefObject } from "react"

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets costly
 * widgets further down the page (the carousels) start only when a visitor gets near them, so they
 * add nothing to the work done while the page loads. With `unless` (a stable function, asked once
 * the page runs) answering true, nothing is watched and the answer stays false.
 */
export function useNearViewport(element: RefObject<Element>, margin = "300px 0px", unless?: () => boolean): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target || unless?.()) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near, unless])
  return near
}
