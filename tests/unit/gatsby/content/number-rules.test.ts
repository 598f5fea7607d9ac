/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The range a number field may add (gatsby/content/number-rules.ts): the words an editor reads for
 * it, and which values it takes, at its edges. The rules on the shipped trust facts, and the CMS's
 * pattern for them, are in trust-facts-check.test.ts.
 */
import { outOfRange, rangeWords } from "../../../../gatsby/content/number-rules"

describe("the range in words", () => {
  it.each([
    ["a whole number from 1900 to 2025", 0],
    ["a number from 1900 to 2025 with at most one decimal", 1],
    ["a number from 1900 to 2025 with at most three decimals", 3],
    ["a number from 1900 to 2025 with at most 4 decimals", 4],
  ])("%s", (words, decimals) => {
    expect(rangeWords({ min: 1900, max: 2025, decimals })).toBe(words)
  })
})

describe("the values a range takes", () => {
  const rating = { min: 1, max: 5, decimals: 1 }

  it.each([[1], [5], [4.8], [4.9]])("takes %p: its bounds, and one decimal however binary fractions round it", (value) => {
    expect(outOfRange(rating, value)).toBe(false)
  })

  it.each([[0.9], [5.1], [4.85], [1.01]])("refuses %p", (value) => {
    expect(outOfRange(rating, value)).toBe(true)
  })

  it("takes a millionth or less off a whole step as the rounding of binary fractions, and no more", () => {
    const whole = { min: 0, max: 10, decimals: 0 }
    expect(outOfRange(whole, 0.000001)).toBe(false)
    expect(outOfRange(whole, 0.0000011)).toBe(true)
  })
})
