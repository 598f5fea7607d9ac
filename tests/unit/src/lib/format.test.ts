import { formatCount, formatLongDate } from "../../../../src/lib/format"

// Node carries the full locale data: the site's own formatting must write what Intl writes for en-AU.
const intlCount = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 })
const intlDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

describe("formatCount", () => {
  it("groups thousands with commas, as en-AU does", () => {
    expect(formatCount(0)).toBe("0")
    expect(formatCount(999)).toBe("999")
    expect(formatCount(1000)).toBe("1,000")
    expect(formatCount(15421)).toBe("15,421")
    expect(formatCount(1234567)).toBe("1,234,567")
  })

  it("writes what Intl.NumberFormat writes for en-AU, rounding included", () => {
    const values = [-1234.5, -2.5, -0.4, -0, 0.5, 1.5, 2.5, 99.49, 999.5, 1e6, 123456789.7, 2 ** 40]
    for (let n = 0; n < 20000; n += 7) values.push(n, n * 37 + 0.5)
    for (const value of values) expect([value, formatCount(value)]).toEqual([value, intlCount.format(value)])
  })
})

describe("formatLongDate", () => {
  it("writes day, month name and year, as en-AU does", () => {
    expect(formatLongDate(2025, 2, 18)).toBe("18 February 2025")
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        expect(formatLongDate(2024, month, day)).toBe(intlDate.format(Date.UTC(2024, month - 1, day)))
      }
    }
  })
})
