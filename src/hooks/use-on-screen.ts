import { useEffect, useState } from "react"

/**
 * True while any element matching `selector` is at least partly inside the viewport. The elements
 * are looked up again whenever `key` changes (the page's path), since pages bring their own.
 */
export function useAnyOnScreen(selector: string, key: string): boolean {
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const targets = Array.from(document.querySelectorAll(selector))
    setOnScreen(false)
    if (targets.length === 0 || typeof IntersectionObserver === "undefined") return
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
