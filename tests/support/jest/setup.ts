import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// react-dom/server (server-render tests) needs these, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia; react-slick and the reduced-motion checks ask for it.
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
