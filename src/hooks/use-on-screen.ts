import { useEffect, useState } from "react"

/**
 * True while any element matching `selector` is at least partly inside the viewport; null until the
 * browser has first reported on them (false where there are none, or nothing can report). The
 * elements are looked up again whenever `key` changes (the page's path), since pages bring their own.
 */
export function useAnyOnScreen(selector: string, key: string): boolean | null {
  const [onScreen, setOnScreen] = useState<boolean | null>(null)
  useEffect(() => {
    const targets = Array.from(document.querySelectorAll(selector))
    if (targets.length === 0 || typeof IntersectionObserver === "undefined") {
      setOnScreen(false)
      return
    }
    setOnScreen(null)
    const visible = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target)
        else visible.delete(entry.target)
      }
      setOnScreen(visible.size > 0)
    })
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [selector, key])
  return onScreen
}
