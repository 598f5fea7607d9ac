// The range a number field of the content model may add (between() in gatsby/content/model.ts): the
// content check and the CMS apply the same rule.
import type { NumberRange } from "./model"

const DECIMAL_WORDS = ["", "one decimal", "two decimals", "three decimals"]

/** "a whole number from 1900 to 2025", "a number from 1 to 5 with at most one decimal". */
export function rangeWords({ min, max, decimals }: NumberRange): string {
  if (decimals === 0) return `a whole number from ${min} to ${max}`
  return `a number from ${min} to ${max} with at most ${DECIMAL_WORDS[decimals] ?? `${decimals} decimals`}`
}

/** True when `value` lies outside the range or has more decimals than it allows. */
export function outOfRange({ min, max, decimals }: NumberRange, value: number): boolean {
  const scaled = value * 10 ** decimals
  // Binary fractions: 4.8 * 10 is 48.00000000000001.
  return value < min || value > max || Math.abs(scaled - Math.round(scaled)) > 1e-6
}

/**
 * The CMS's check of a number with decimals, as Decap's [pattern, message]. Decap checks min and max
 * of a number itself, but not its decimals, and skips min and max when a field has a pattern, so the
 * pattern says both. Only for whole-number bounds, which is what the model uses; undefined otherwise.
 */
export function rangePattern(range: NumberRange): [string, string] | undefined {
  const { min, max, decimals } = range
  if (decimals === 0 || !Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max - min > 100) return
  const below = Array.from({ length: max - min }, (_, index) => min + index).join("|")
  const fraction = `(\\.[0-9]{1,${decimals}})?`
  const regex = `^((${below})${fraction}|${max}(\\.0{1,${decimals}})?)$`
  return [regex, `${rangeWords(range).replace(/^a/, "A")}, e.g. ${(max - 0.1).toFixed(1)}`]
}
