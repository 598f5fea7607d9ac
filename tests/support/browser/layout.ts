// What a visitor sees where: viewport boxes, and the fixed elements (header, action bar, floating
// buttons) that lie over an element.
import type { Locator } from "@playwright/test"
import { readYaml } from "./site"

export const PHONE = { width: 375, height: 667 }
export const DESKTOP = { width: 1366, height: 768 }

export const ui = readYaml<{
  actions: { call: string; quote: string; whatsapp: string; newTab: string }
  carousel: { pause: string; play: string }
  forms: {
    callInstead: string
    fields: Record<string, { label: string; placeholder?: string; ifLeftEmpty?: string }>
    checks: Record<string, string>
  }
}>("content/ui.yaml")

/** The element's box in the viewport (after any scrolling the page did). */
export async function viewportBox(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect()
    return { top, bottom, left, right, viewportHeight: window.innerHeight, viewportWidth: window.innerWidth }
  })
}

/** True when the whole element is inside the viewport. */
export async function inFirstViewport(locator: Locator): Promise<boolean> {
  const box = await viewportBox(locator)
  return box.top >= 0 && box.left >= 0 && box.bottom <= box.viewportHeight && box.right <= box.viewportWidth
}

/**
 * Every fixed or sticky element (other than the element's own ancestors and descendants) painted over
 * some part of this element, described by tag and label, e.g. "aside Quick contact". A fixed element
 * that lies under a dialog's backdrop is not over anything.
 */
export async function fixedOver(locator: Locator): Promise<string[]> {
  return locator.evaluate((target) => {
    const box = target.getBoundingClientRect()
    const covering = new Set<Element>()
    // Probe the element on a grid of points; whatever is painted on top there and belongs to a fixed
    // or sticky element outside the target covers it.
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++) {
        const x = Math.min(box.left + (box.width * i) / 4, box.right - 1)
        const y = Math.min(box.top + (box.height * j) / 4, box.bottom - 1)
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
        let element = document.elementFromPoint(x, y)
        while (element && element !== document.body) {
          if (element.contains(target) || target.contains(element)) break
          if (["fixed", "sticky"].includes(getComputedStyle(element).position)) {
            covering.add(element)
            break
          }
          element = element.parentElement
        }
      }
    }
    return Array.from(covering, (e) => `${e.tagName.toLowerCase()} ${e.getAttribute("aria-label") ?? e.className}`)
  })
}
