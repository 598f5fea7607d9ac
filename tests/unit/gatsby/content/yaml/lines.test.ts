/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * A content file's lines as the YAML messages use them (gatsby/content/yaml/lines.ts): the line an
 * indentation message compares with, how a line is named to an editor ("`title:` (line 2)"), and
 * the value written on a line with the column where it starts.
 */
import { SourceLines } from "../../../../../gatsby/content/yaml/lines"

const linesOf = (...lines: string[]) => new SourceLines(lines.join("\n"))

describe("a line by its number", () => {
  const lines = new SourceLines("seo:\r\n  title: Sitemap\r\n")

  it("counts from 1 and drops Windows line endings", () => {
    expect([lines.at(1), lines.at(2)]).toEqual(["seo:", "  title: Sitemap"])
  })

  it("reads a line past the end of the file as empty", () => {
    expect(lines.at(9)).toBe("")
  })

  it("measures indentation in leading spaces only", () => {
    expect([lines.indent(1), lines.indent(2), linesOf("\ttitle: Sitemap").indent(1)]).toEqual([0, 2, 0])
  })
})

describe("the line above that holds content", () => {
  const lines = linesOf(
    "seo:",
    "  title: Channel #",
    "",
    "   ",
    "  # the description is optional",
    "#",
    "  description: Every page",
  )

  it("skips blank lines, lines of spaces and comment lines, indented or not", () => {
    expect(lines.above(7)).toBe(2)
  })

  it("keeps a line whose text ends with `#`", () => {
    expect(lines.above(3)).toBe(2)
  })

  it("is the nearest one that passes the test given", () => {
    expect(lines.above(7, (candidate) => lines.indent(candidate) === 0)).toBe(1)
  })

  it("is undefined above the first line", () => {
    expect(lines.above(1)).toBeUndefined()
  })
})

describe("how a line is named to an editor", () => {
  it.each([
    ["a field, by its key", "title: Sitemap", "`title:` (line 1)"],
    ["a field whose value follows a tab, by its key alone", "title:\tSitemap", "`title:` (line 1)"],
    ["a group, by its key", "seo:", "`seo:` (line 1)"],
    ["a list item, by its dash", "    - Hidden cables", "`-` (line 1)"],
    ["a list item that starts a group of fields, by dash and key", "  - title: Sitemap", "`- title:` (line 1)"],
    ["the same with more than one space after the dash", "-   title: Sitemap", "`-   title:` (line 1)"],
    ["text that goes on from the line above, by its first word", "  every page, see: below", "`every` (line 1)"],
    ["a document marker, as it is", "---", "`---` (line 1)"],
  ])("%s", (_, line, label) => {
    expect(linesOf(line).label(1)).toBe(label)
  })

  it("gives the line's number", () => {
    expect(linesOf("seo:", "  title: Sitemap").label(2)).toBe("`title:` (line 2)")
  })
})

describe("the value written on a line", () => {
  it("after a key: the key, the value without trailing spaces, and the value's column", () => {
    expect(linesOf("  title: Sitemap   ").value(1)).toEqual({ key: "title", value: "Sitemap", column: 10 })
  })

  it("after a list item's dash: the value without trailing spaces, and its column", () => {
    expect(linesOf("    - Hidden cables  ").value(1)).toEqual({ value: "Hidden cables", column: 7 })
  })

  it("none on a line that only opens a group", () => {
    expect(linesOf("seo:").value(1)).toBeUndefined()
  })
})
