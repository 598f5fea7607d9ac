/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * One file's fields against a model (gatsby/content/check-fields.ts), on small models of the
 * model's own field kinds: what a wrong value was read as, the fix each message names, and what is
 * accepted at the edges. Each text is read as the build reads it (readContentFile) and must read
 * without YAML problems, so every problem below is the fields check's own. The whole check over a
 * copy of content/ is in check.test.ts.
 */
import path from "path"
import { LineCounter, parseDocument } from "yaml"
import { checkFields } from "../../../../gatsby/content/check-fields"
import { file, flag, float, int, listOf, object, optional, text, type Shape } from "../../../../gatsby/content/model"
import { byPosition, formatProblem } from "../../../../gatsby/content/problem"
import { SourceLines } from "../../../../gatsby/content/yaml/lines"
import { readContentFile, type ParsedFile } from "../../../../gatsby/content/yaml/read-yaml"
import { projectRoot } from "../../../support/fixtures/content-copy"

const FILE = "content/example.yaml"
/** Where file fields are resolved: content/, as for a file at its top. */
const DIR = path.join(projectRoot, "content")

const modelOf = (fields: Shape) => ({ type: "Example", source: FILE, fields })

/** `yaml` as the build reads it; it must read without problems, as the check only then looks at fields. */
function read(yaml: string): ParsedFile {
  const { parsed, problems } = readContentFile(FILE, Buffer.from(yaml))
  expect(problems).toEqual([])
  return parsed!
}

/** Every problem of `yaml` against a model of `fields`, formatted as the build prints them. */
const check = (fields: Shape, yaml: string): string[] =>
  checkFields(modelOf(fields), read(yaml), DIR).map(formatProblem)

describe("a value of the wrong kind is named as YAML read it", () => {
  it.each([
    [
      "a date",
      "title: 2024-05-01\n",
      `${FILE}:1:8: \`title\` must be text, got a date — put it in double quotes: \`title: "2024-05-01"\``,
    ],
    [
      "true or false",
      "title: true\n",
      `${FILE}:1:8: \`title\` must be text, got true — put it in double quotes: \`title: "true"\``,
    ],
    [
      "a number, as it is written rather than as YAML reads it (4.50, not 4.5)",
      "title: 4.50\n",
      `${FILE}:1:8: \`title\` must be text, got the number 4.50 — put it in double quotes: \`title: "4.50"\``,
    ],
  ])("%s where text belongs", (_case, yaml, problem) => {
    expect(check({ title: text() }, yaml)).toEqual([problem])
  })

  it("long text where a number belongs, cut to its first 40 characters", () => {
    const yaml = 'year: "The year we started, nineteen ninety-nine, in Melbourne"\n'
    expect(check({ year: int() }, yaml)).toEqual([
      `${FILE}:1:7: \`year\` must be a whole number, got "The year we started, nineteen ninety-nin" — write a whole number such as 3, without quotes`,
    ])
  })

  it("a reference to another value, though the reading refuses references before the fields are checked", () => {
    const yaml = "name: &shop Antenna Co\ntitle: *shop\n"
    const { parsed, problems } = readContentFile(FILE, Buffer.from(yaml))
    expect(problems.map((problem) => problem.message)).toContain(
      "the value of `title` starts with `*`, which YAML reserves for its own use",
    )
    expect(checkFields(modelOf({ name: text(), title: int() }), parsed!, DIR).map(formatProblem)).toEqual([
      `${FILE}:2:8: \`title\` must be a whole number, got a reference to another value — write a whole number such as 3, without quotes`,
    ])
  })
})

describe("numbers with decimals", () => {
  const fields = { rating: float() }

  it.each([["4.5"], ["5"], ["0"], ["-1.25"]])("accepts %s", (value) => {
    expect(check(fields, `rating: ${value}\n`)).toEqual([])
  })

  it.each([
    ["text", 'rating: "4.5"\n', 'got "4.5"'],
    ["infinity", "rating: .inf\n", "got the number .inf"],
    ["not-a-number", "rating: .nan\n", "got the number .nan"],
  ])("refuses %s, and says to write a number without quotes", (_case, yaml, got) => {
    expect(check(fields, yaml)).toEqual([
      `${FILE}:1:9: \`rating\` must be a number, ${got} — write a number such as 4.5, without quotes`,
    ])
  })
})

it("refuses a path to a file of spaces only, rather than looking for a file named so", () => {
  expect(check({ picture: file("images") }, 'picture: "  "\n')).toEqual([
    `${FILE}:1:10: \`picture\` must be a path to a file, relative to the YAML file, got "  " — write the path of the file, relative to this YAML file`,
  ])
})

it("text where a group of fields belongs names every field of the group", () => {
  const fields = { phone: object("Phone", { display: text(), hours: text() }) }
  expect(check(fields, "phone: 0491 570 156\n")).toEqual([
    `${FILE}:1:8: \`phone\` must be a group of fields (display, hours), got "0491 570 156" — write each field on its own line below it, indented two spaces more`,
  ])
})

it("a list item YAML reads as a number says how to quote the item, dash and all", () => {
  expect(check({ offers: listOf(text()) }, "offers:\n  - Free quotes\n  - 2024\n")).toEqual([
    `${FILE}:3:5: \`offers[1]\` must be text, got the number 2024 — put it in double quotes: \`- "2024"\``,
  ])
})

describe("a required field that is missing or empty", () => {
  it("missing at the top of the file: says what it holds and to add it, with no group to add it to", () => {
    expect(check({ title: text(), offers: listOf(text()) }, "intro: Hello\n")).toEqual([
      `${FILE}:1:1: \`title\` is required (text) — add \`title: …\``,
      `${FILE}:1:1: \`offers\` is required (a list of text) — add \`offers: …\``,
      `${FILE}:1:1: \`intro\` is not a known field — check its spelling (the fields here are title, offers) or remove it`,
    ])
  })

  it("left empty: says to write its value after the field's name", () => {
    expect(check({ title: text(), intro: text() }, "title:\nintro: Hello\n")).toEqual([
      `${FILE}:1:1: \`title\` is empty (text) — write its value after \`title:\``,
    ])
  })

  it.each([["title: #1 in Melbourne\n"], ["title:   #1 in Melbourne\n"], ["title:\t#1 in Melbourne\n"]])(
    "with a value that starts with `#`, which YAML reads as a comment (%j): says to quote it",
    (yaml) => {
      expect(check({ title: text() }, yaml)).toEqual([
        `${FILE}:1:1: \`title\` is empty (text) — a value that starts with \`#\` is a comment to YAML; put the whole value in double quotes`,
      ])
    },
  )
})

describe("a file that does not hold fields", () => {
  it("names the line where what YAML read instead starts", () => {
    expect(check({ title: text() }, "# The services\n- cctv\n- antennas\n")).toEqual([
      `${FILE}:2:1: this file must hold fields (\`name: value\` lines), but YAML reads it as a list — compare it with the last committed version (\`git diff\`)`,
    ])
  })

  it("says it reads as nothing when it holds only comments (which the reading reports first, as an empty file)", () => {
    const yaml = "# title: Antenna Co\n"
    expect(readContentFile(FILE, Buffer.from(yaml)).parsed).toBeUndefined()
    const lines = new LineCounter()
    const parsed: ParsedFile = {
      file: FILE,
      doc: parseDocument(yaml, { lineCounter: lines }),
      lines,
      text: new SourceLines(yaml),
      readable: true,
    }
    expect(checkFields(modelOf({ title: text() }), parsed, DIR).map(formatProblem)).toEqual([
      `${FILE}:1:1: this file must hold fields (\`name: value\` lines), but YAML reads it as nothing — compare it with the last committed version (\`git diff\`)`,
    ])
  })
})

it("names a key written as a list or a group as no field, and still checks the named fields", () => {
  expect(check({ title: text(), year: int() }, "? [a, b]\n: x\nyear: 1990\n")).toEqual([
    `${FILE}:1:1: \`title\` is required (text) — add \`title: …\``,
    `${FILE}:1:3: a key written as a list is not a field — write the field's name before its colon (the fields here are title, year) or remove it`,
  ])
  expect(check({ seo: object("Seo", { title: text() }) }, "seo:\n  title: Sitemap\n  ? { a: 1 }\n  : x\n")).toEqual([
    `${FILE}:3:5: a key written as a group of fields is not a field of \`seo\` — write the field's name before its colon (the fields here are title) or remove it`,
  ])
})

it("names a value written without its field's name, never as a field called `null`", () => {
  expect(check({ title: text() }, "title: Sitemap\n: 1990\n")).toEqual([
    `${FILE}:2:1: a value has no field name before its colon — write the field's name before the colon (the fields here are title) or remove the line`,
  ])
  expect(check({ seo: object("Seo", { title: text() }) }, "seo: { title: Sitemap, : x }\n")).toEqual([
    `${FILE}:1:24: a value of \`seo\` has no field name before its colon — write the field's name before the colon (the fields here are title) or remove the line`,
  ])
  // A field written as `null` is one, of that name.
  expect(check({ title: text() }, "title: Sitemap\nnull: x\n")).toEqual([
    `${FILE}:2:1: \`null\` is not a known field — check its spelling (the fields here are title) or remove it`,
  ])
})

it("problems on one line, found in the model's order, are listed left to right", () => {
  const problems = checkFields(modelOf({ a: int(), b: flag() }), read("{ b: no, a: one }\n"), DIR)
  expect(problems.map(({ column }) => column)).toEqual([13, 6])
  expect([...problems].sort(byPosition).map(formatProblem)).toEqual([
    `${FILE}:1:6: \`b\` must be true or false, got "no" — write true or false, without quotes`,
    `${FILE}:1:13: \`a\` must be a whole number, got "one" — write a whole number such as 3, without quotes`,
  ])
})

it("optional fields may be left out", () => {
  expect(check({ title: text(), intro: optional(text()) }, "title: Antenna Co\n")).toEqual([])
})
