import { prefersReducedMotion } from "../../../../src/lib/motion"
import { setReducedMotion } from "../../../support/jest/intersection-observer"

describe("prefersReducedMotion", () => {
  test("answers what the visitor asked the system for", () => {
    const restore = setReducedMotion(true)
    try {
      expect(prefersReducedMotion()).toBe(true)
    } finally {
      restore()
    }
    expect(prefersReducedMotion()).toBe(false)
  })

  test("is false, and throws nothing, in a browser that cannot be asked (no matchMedia)", () => {
    const original = window.matchMedia
    window.matchMedia = undefined as unknown as typeof window.matchMedia
    try {
      expect(prefersReducedMotion()).toBe(false)
    } finally {
      window.matchMedia = original
    }
  })
})
