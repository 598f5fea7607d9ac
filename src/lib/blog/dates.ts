// A post's date as the dashboard writes it ("2025-02-18 10:15:00", ISO 8601 or "18/02/2025").
import { formatLongDate } from "../format"

/** Year, month and day of a dashboard date, or null when it is no real calendar date. */
function calendarDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== "string") return null
  const text = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text)
  const australian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : australian
      ? [Number(australian[3]), Number(australian[2]), Number(australian[1])]
      : [NaN, NaN, NaN]
  if (!Number.isInteger(year)) return null
  // Reject 2025-02-30 and the like, which Date would roll over into March.
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * A post's date in Australian form ("18 February 2025"), the same on the server and in any browser.
 * A date that cannot be read is shown as given, never "Invalid Date".
 */
export function formatBlogDate(value: unknown): string {
  const date = calendarDate(value)
  if (date) return formatLongDate(date.year, date.month, date.day)
  return typeof value === "string" ? value.trim() : ""
}

/** "2025-02-18" for <time dateTime> and structured data; null when the date cannot be read. */
export function isoDate(value: unknown): string | null {
  const date = calendarDate(value)
  if (!date) return null
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`
}
