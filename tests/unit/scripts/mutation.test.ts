/**
 * @jest-environment ./tests/support/jest/node-environment.js
 */
// The mutation run's helpers (scripts/mutation.mjs): the score of docs/testing.md from Stryker's JSON
// reports, killed and timed out over all but static mutants (a static mutant being one outside every
// function), and the ranges of a run that tests no static mutant.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.resolve(__dirname, "../../../scripts/mutation.mjs")

const SOURCE = [
  'const TAGS = ["h2", "p"]', //                                line 1: runs when the module loads
  "export function allowed(tag: string) {", //                 line 2
  "  return TAGS.includes(tag) && tag.length > 0", //           line 3: inside the function
  "}", //                                                       line 4
  "export const size = (tag: string) => tag.length * 2", //     line 5: an arrow function's body
  "export function named(tag = 'p') { return tag }", //         line 6: a default runs on each call
].join("\n")

const mutant = (id: string, status: string, line: number, column: number, extra: object = {}) => ({
  id,
  mutatorName: "StringLiteral",
  replacement: `"${id}"`,
  status,
  location: { start: { line, column }, end: { line, column: column + 1 } },
  ...extra,
})

const report = (mutants: object[]) => ({
  schemaVersion: "2",
  thresholds: {},
  files: { "src/tags.ts": { language: "typescript", source: SOURCE, mutants } },
})

/** The score's lines for `reports`, run in a folder that holds `tree` (file => text) as the project. */
function runIn(tree: Record<string, string>, ...reports: object[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mutation-score-"))
  try {
    for (const [file, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    const files = reports.map((each, index) => {
      const file = path.join(dir, `report-${index}.json`)
      fs.writeFileSync(file, JSON.stringify(each))
      return file
    })
    const result = spawnSync(process.execPath, [SCRIPT, "score", ...files, "--survivors"], {
      cwd: dir,
      encoding: "utf8",
    })
    expect(result.stderr).toBe("")
    expect(result.status).toBe(0)
    return result.stdout.split("\n").map((line) => line.replace(/\s+/g, " ").trim())
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const run = (...reports: object[]) => runIn({}, ...reports)

const first = report([
  mutant("1", "Survived", 1, 15), // in the module's list: static, though Stryker said it was not
  mutant("2", "Killed", 3, 10),
  mutant("3", "Survived", 3, 33),
  mutant("4", "NoCoverage", 5, 39),
  mutant("5", "Timeout", 5, 39, { mutatorName: "ArithmeticOperator" }),
  mutant("6", "CompileError", 3, 10, { mutatorName: "BooleanLiteral" }),
  mutant("7", "Ignored", 3, 10, { mutatorName: "MethodExpression" }),
  mutant("8", "Killed", 3, 20, { static: true }), // Stryker's own word that it is static stands
  mutant("9", "Killed", 6, 23),
  // `TAGS.includes(tag) && …` made false whole, and its `TAGS.includes(tag)` alone: two mutants.
  mutant("10", "Killed", 3, 10, {
    mutatorName: "ConditionalExpression",
    replacement: "false",
    location: { start: { line: 3, column: 10 }, end: { line: 3, column: 47 } },
  }),
  mutant("11", "Survived", 3, 10, {
    mutatorName: "ConditionalExpression",
    replacement: "false",
    location: { start: { line: 3, column: 10 }, end: { line: 3, column: 28 } },
  }),
])

test("counts killed and timed out over the mutants inside functions, with the static ones apart and errors left out", () => {
  const lines = run(first)
  expect(lines).toContain("src/tags.ts 4 / 7 57.1 2")
  expect(lines).toContain("All 4 / 7 57.1 2")
  expect(lines.filter((line) => /^(Survived|NoCoverage) /.test(line))).toEqual([
    "Survived src/tags.ts:3 StringLiteral: return TAGS.includes(tag) && tag.length > 0",
    "Survived src/tags.ts:3 ConditionalExpression: return TAGS.includes(tag) && tag.length > 0",
    "NoCoverage src/tags.ts:5 StringLiteral: export const size = (tag: string) => tag.length * 2",
  ])
})

test("a later report's result for the same mutant replaces the earlier one", () => {
  const lines = run(first, report([mutant("3", "Killed", 3, 33)]))
  expect(lines).toContain("All 5 / 7 71.4 2")
  expect(lines.filter((line) => line.startsWith("Survived "))).toEqual([
    "Survived src/tags.ts:3 ConditionalExpression: return TAGS.includes(tag) && tag.length > 0",
  ])
})

test("a later report of a changed file replaces every earlier result of that file, and says so", () => {
  const changed = report([mutant("1", "Killed", 3, 10)])
  changed.files["src/tags.ts"].source = SOURCE.replace("tag.length > 0", "tag !== ''")
  const lines = run(first, changed)
  expect(lines).toContain("All 1 / 1 100.0 0")
  expect(lines).toContain(
    "src/tags.ts changed between the reports: only the results of its latest report count; run it whole again",
  )
  expect(run(first, report([mutant("3", "Killed", 3, 33)])).filter((line) => line.includes("changed"))).toEqual([])
})

test("says which files have changed since their latest report", () => {
  const changedSince = "src/tags.ts has changed since its latest report: its score is of the code before; run it again"
  expect(runIn({ "src/tags.ts": SOURCE }, first)).not.toContain(changedSince)
  expect(runIn({ "src/tags.ts": `${SOURCE}\n// edited` }, first)).toContain(changedSince)
})

test("ranges name each outermost function from its parameters to the end of its body, for Stryker's --mutate", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mutation-ranges-"))
  try {
    fs.mkdirSync(path.join(dir, "lib"))
    fs.writeFileSync(path.join(dir, "lib/tags.ts"), SOURCE)
    fs.writeFileSync(path.join(dir, "lib/types.d.ts"), "declare const x: number\n")
    const result = spawnSync(process.execPath, [SCRIPT, "ranges", "lib"], { cwd: dir, encoding: "utf8" })
    expect(result.stderr).toBe("")
    expect(result.stdout.trim().split(",")).toEqual([
      "lib/tags.ts:2:25-4:2",
      "lib/tags.ts:5:22-5:52",
      "lib/tags.ts:6:23-6:48",
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
