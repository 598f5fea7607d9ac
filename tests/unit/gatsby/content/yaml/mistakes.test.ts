/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The words the build gives an editor for a YAML mistake (gatsby/content/yaml/mistakes.ts), line by
 * line: what each explanation says for the line it is given, and which of the parser's errors it
 * trusts. read-yaml.test.ts holds the same words end to end, through the whole content check.
 */
import { LineCounter, parseDocument, type YAMLError } from "yaml"
import { SourceLines } from "../../../../../gatsby/content/yaml/lines"
import { explainError, explainIndent, explainValue } from "../../../../../gatsby/content/yaml/mistakes"

const linesOf = (source: string[]) => new SourceLines(source.join("\n") + "\n")

/**
 * A source as the build parses it, and its errors explained with `opener` standing in for the build's
 * search for the quote or bracket that opened a value (it answers for the one source given).
 */
function parsed(source: string[]) {
  const text = source.join("\n") + "\n"
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: false })
  const errors = [...doc.errors, ...doc.warnings]
  return {
    /** The parser's error with this code and message start; the test fails if the parser gives none. */
    error(code: string, message = ""): YAMLError {
      const found = errors.find((error) => error.code === code && error.message.startsWith(message))
      if (!found) throw new Error(`No ${code} error in ${JSON.stringify(errors.map((e) => [e.code, e.message]))}`)
      return found
    },
    explain(error: YAMLError, opener: (offset: number, kind: "quote" | "flow") => number | undefined) {
      return explainError(error, new SourceLines(text), (offset) => counter.linePos(offset), opener)
    },
    /** The offset of the first `search` in the source, as the build's opener would find it. */
    offsetOf: (search: string) => text.indexOf(search),
  }
}

/** An opener that finds nothing. */
const none = () => undefined

/** The fallback for an error the explanations do not recognise: the parser's own words, and a way on. */
const cannotRead = (line: number, column: number, parser: string) => ({
  line,
  column,
  message: `YAML cannot read this line (${parser})`,
  fix: "compare it with a correct line nearby; if the value has special characters, put it in double quotes",
})

describe("a value YAML misreads", () => {
  it("names a list item that starts with a reserved character as a list item, and writes it back with its dash", () => {
    const lines = linesOf(["benefits:", "  - @home visits", "  - Same-day service"])
    expect(explainValue(lines, 2, false)).toEqual({
      line: 2,
      column: 5,
      message: "this list item starts with `@`, which YAML reserves for its own use",
      fix: 'put the whole value in double quotes: `- "@home visits"`',
    })
  })

  it("says to write a value that holds a quote mark in single quotes, and writes it so, doubling its apostrophes", () => {
    const lines = linesOf(['title: Melbourne\'s "best": antennas'])
    const explained = explainValue(lines, 1, true)
    expect(explained?.message).toBe(
      "the value of `title` contains `: `, which YAML reads as the start of another field",
    )
    expect(explained?.fix).toBe("put the whole value in single quotes: `title: 'Melbourne''s \"best\": antennas'`")
  })

  it("says to write a value that holds a backslash in single quotes, which keep it as it is", () => {
    const lines = linesOf(["path: %USERPROFILE%\\Pictures"])
    expect(explainValue(lines, 1, false)?.fix).toBe("put the whole value in single quotes: `path: '%USERPROFILE%\\Pictures'`")
  })

  it.each([
    ["a key that opens a group", ["seo:", "  title: Sitemap"], 1],
    ["a blank line", ["title: Sitemap", "", "intro: Every page"], 2],
    ["a line past the end of the file", ["title: Sitemap"], 5],
  ])("has nothing to say about %s, which holds no value", (_, source, line) => {
    expect(explainValue(linesOf(source), line, true)).toBeUndefined()
  })

  it("blames a `: ` in a value only when the parser read it as a new field", () => {
    const lines = linesOf(["title: Sitemap: every page"])
    expect(explainValue(lines, 1, false)).toBeUndefined()
    expect(explainValue(lines, 1, true)).toEqual({
      line: 1,
      column: 8,
      message: "the value of `title` contains `: `, which YAML reads as the start of another field",
      fix: 'put the whole value in double quotes: `title: "Sitemap: every page"`',
    })
  })

  it("finds nothing wrong with a plain value that has no `: `, even where the parser saw a new field", () => {
    expect(explainValue(linesOf(["title: Sitemap"]), 1, true)).toBeUndefined()
    expect(explainValue(linesOf(["title: Sitemap:every page"]), 1, true)).toBeUndefined()
  })
})

describe("a line indented the wrong way", () => {
  const unsure = { message: "this line is not indented the way YAML expects", fix: "check its indentation" }

  it("on the first line of the file, with nothing above to compare it with, says only to check it", () => {
    const lines = linesOf(["  title: Sitemap", "intro: Every page"])
    expect(explainIndent(lines, 1)).toEqual({ line: 1, column: 3, indentation: true, ...unsure })
  })

  it("at the same depth as the line above it (blank lines and comments between are passed over), says only to check it", () => {
    const lines = linesOf(["seo:", "  title: Sitemap", "", "  # what search engines show", "  description: Every page"])
    expect(explainIndent(lines, 5)).toEqual({ line: 5, column: 3, indentation: true, ...unsure })
  })

  it("less than the line above it, with no line above indented less still, says to line it up with the line above", () => {
    const lines = linesOf(["  seo:", "    title: Sitemap", "  intro: Every page"])
    expect(explainIndent(lines, 3)).toEqual({
      line: 3,
      column: 3,
      indentation: true,
      message: "this line is indented less than the line above it",
      fix: "line it up with `title:` (line 2)",
    })
  })

  it("less than the line above it, names the nearest line indented less as the other place it may belong, passing over lines at its own depth", () => {
    const lines = linesOf(["seo:", "  group:", "    name: Sitemap", "      detail: Every page", "    label: Map"])
    expect(explainIndent(lines, 5)).toEqual({
      line: 5,
      column: 5,
      indentation: true,
      message: "this line is indented less than the line above it, but more than `group:` (line 2)",
      fix: "line it up with `detail:` (line 4) or with `group:` (line 2)",
    })
  })
})

describe("the parser's errors", () => {
  it("blames a key spanning two lines on its second line, which is indented too far", () => {
    const source = parsed(["seo:", "  title: Sitemap", "    description: Every page"])
    expect(source.explain(source.error("MULTILINE_IMPLICIT_KEY"), none)).toEqual({
      line: 3,
      column: 5,
      indentation: true,
      message: "this line is indented more than the line above it",
      fix: "line it up with `title:` (line 2)",
    })
  })

  it("does not take a multi-line key error that the parser places on one line for a wrong indentation", () => {
    const source = parsed(["items:", "  - Antennas", " - Foxtel"])
    const error = source.error("MULTILINE_IMPLICIT_KEY")
    expect(source.explain(error, none)).toEqual(cannotRead(3, 2, "Implicit keys need to be on a single line"))
  })

  it("explains a mapping item out of line as a wrong indentation", () => {
    const source = parsed(["items:", "  - |", "  Antennas"])
    expect(source.explain(source.error("BAD_INDENT", "All mapping items"), none)).toEqual({
      line: 3,
      column: 3,
      indentation: true,
      message: "this line is not indented the way YAML expects",
      fix: "check its indentation",
    })
  })

  describe("a `[` left open inside a `{` left open, on a line whose value starts with neither", () => {
    // The line that opens the `[` is not where its value starts, so nothing on it can be pointed at.
    const source = parsed(["title: {Antennas: yes,", "  Foxtel: in: most homes, [cables", "intro: Every page"])
    const opener = (_: number, kind: "quote" | "flow") => (kind === "flow" ? source.offsetOf("[") : undefined)

    it("gives the parser's words about the open `[` where the parser noticed it, without blaming the `: ` on the opening line or any indentation", () => {
      const error = source.error("BAD_INDENT", "Flow sequence")
      expect(source.explain(error, opener)).toEqual(
        cannotRead(3, 1, "Flow sequence in block collection must be sufficiently indented and end with a ]"),
      )
    })

    it("gives the parser's words for an error that is not about a `: ` read as a new field", () => {
      const error = source.error("BLOCK_IN_FLOW")
      expect(source.explain(error, opener)).toEqual(
        cannotRead(2, 11, "Block collections are not allowed within flow collections"),
      )
    })
  })

  it("gives the parser's words for a quote left open when the value it opens cannot be found", () => {
    const source = parsed(["title: Sitemap", 'intro: "Every page'])
    expect(source.explain(source.error("MISSING_CHAR", "Missing closing"), none)).toEqual(
      cannotRead(3, 1, 'Missing closing "quote'),
    )
  })

  it("points at the quote that opens a value left open", () => {
    const source = parsed(["title: Sitemap", 'intro: "Every page'])
    const opener = (_: number, kind: "quote" | "flow") => (kind === "quote" ? source.offsetOf('"') : undefined)
    expect(source.explain(source.error("MISSING_CHAR", "Missing closing"), opener)).toEqual({
      line: 2,
      column: 8,
      message:
        'the double quote (`"`) that opens this value is never closed, so YAML reads the rest of the file as part of it',
      fix: 'add a closing `"` at the end of the value',
    })
  })

  it("shows only the first line of the parser's message", () => {
    const source = parsed(["title: Sitemap", "b", "intro: Every page"])
    const error = source.error("MISSING_CHAR", "Implicit map keys")
    error.message = `${error.message}\n\nb\n^`
    expect(source.explain(error, none)).toEqual(
      cannotRead(2, 1, "Implicit map keys need to be followed by map values"),
    )
  })
})
