import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// react-dom/server (server-render tests) needs these, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia; the reduced-motion checks ask for it.
// Suites that run in Node (build code) have no window at all.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  })
}

// jsdom does no layout, so it has no scrollIntoView either.
if (typeof window !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined
}

// jsdom has <dialog> without showModal and close: here a modal one only opens, takes focus and gives
// it back, as the browser's does. What else the browser does (the page behind inert, Tab kept
// inside, Escape) is the platform's, and the browser tests prove it on the site.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const openers = new WeakMap<HTMLDialogElement, Element | null>()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openers.set(this, document.activeElement)
    this.open = true
    this.querySelector<HTMLElement>("[autofocus], a[href], button, input, select, textarea")?.focus()
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    ;(openers.get(this) as HTMLElement | null)?.focus()
    this.dispatchEvent(new Event("close"))
  }
}

// jsdom has no PointerEvent: pointer events are plain events there, without the pointer's type,
// which the carousel reads to tell a mouse's hover from a finger's tap.
if (typeof window !== "undefined" && !window.PointerEvent) {
  class PointerEvent extends MouseEvent {
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? ""
    }
  }
  Object.assign(window, { PointerEvent })
}
