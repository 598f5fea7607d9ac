#!/usr/bin/env node
// The mutation run's two helpers (docs/testing.md#mutation-testing):
//
// - `score`: the mutation score as docs/testing.md states it, killed and timed out over all mutants
//   but the static ones, from Stryker JSON reports (reports/mutation/mutation.json by default;
//   several reports of separate runs are read as one, a later report's result of a mutant counting).
// - `ranges`: the function bodies of the TypeScript files under the folders or files given, as a
//   value for Stryker's --mutate, so that a run tests no static mutant.
//
// A static mutant is one in code that runs once, when its module loads (a constant list, a pattern, a
// content model): outside every function body. Stryker's Jest runner switches a mutant on only after
// the test file has loaded its modules, so such a mutant is never seen by a test and survives, and
// Stryker does not always mark it static (stryker-js issues 3774 and 6209). It is therefore read
// here from where the mutant lies in the file's syntax tree, and listed apart: a change to a policy
// or a model is checked by running its file by hand (docs/testing.md says how).
//
// Usage: node scripts/mutation.mjs score [report.json ...] [--survivors]
//        node scripts/mutation.mjs ranges <folder or file> ...
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/** Statuses that count: killed, or not. Errors and ignored mutants are outside the score, as in Stryker's. */
const DETECTED = new Set(["Killed", "Timeout"])
const UNDETECTED = new Set(["Survived", "NoCoverage"])

/** Each source's syntax tree, parsed once. */
const parsed = new Map()

function syntaxTree(source) {
  if (!parsed.has(source)) parsed.set(source, ts.createSourceFile("file.ts", source, ts.ScriptTarget.Latest, true))
  return parsed.get(source)
}

/** Where the part of a function that runs on each call begins: its parameters (their defaults), or its body. */
const runsOnCall = (node, file) => (node.parameters.length ? node.parameters[0] : node.body).getStart(file)

/** Whether the 1-based `line` and `column` of `source` lie in what a function (of any kind) runs on each call. */
export function insideFunction(source, line, column) {
  const file = syntaxTree(source)
  const position = file.getPositionOfLineAndCharacter(line - 1, column - 1)
  let inside = false
  const visit = (node) => {
    if (position < node.getStart(file) || position >= node.getEnd()) return
    if (ts.isFunctionLike(node) && node.body && position >= runsOnCall(node, file)) inside = true
    ts.forEachChild(node, visit)
  }
  visit(file)
  return inside
}

/**
 * The outermost functions of `source`, their parameters and bodies, as Stryker's ranges, `line:column-line:column` (1-based,
 * the end column exclusive), in the order they appear.
 */
export function functionBodies(source) {
  const file = syntaxTree(source)
  const ranges = []
  const place = (position) => {
    const { line, character } = file.getLineAndCharacterOfPosition(position)
    return `${line + 1}:${character + 1}`
  }
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body)
      ranges.push(`${place(runsOnCall(node, file))}-${place(node.body.getEnd())}`)
    else ts.forEachChild(node, visit)
  }
  visit(file)
  return ranges
}

/** The .ts files at or under `entries` (folders or files), sorted; declarations left out. */
function typeScriptFiles(entries) {
  const files = []
  const walk = (entry) => {
    if (fs.statSync(entry).isDirectory()) for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name))
    else if (entry.endsWith(".ts") && !entry.endsWith(".d.ts")) files.push(entry.split(path.sep).join("/"))
  }
  entries.forEach(walk)
  return files
}

/**
 * Each scored mutant of `reports` (parsed Stryker JSON reports), by file: its status, line, mutator
 * and whether it is static. A later report's result for the same file and place replaces an earlier
 * one. When a later report holds a file whose source has changed since, the earlier results of that
 * file are dropped (their places are no longer the code's). Returns the mutants, the files that
 * changed between reports, and each file's source in its latest report.
 */
export function scoredMutants(reports) {
  const byKey = new Map()
  const changed = []
  const sources = new Map()
  for (const report of reports)
    for (const [file, { source, mutants }] of Object.entries(report.files)) {
      if (sources.has(file) && sources.get(file) !== source) {
        for (const [key, each] of byKey) if (each.file === file) byKey.delete(key)
        if (!changed.includes(file)) changed.push(file)
      }
      sources.set(file, source)
      const lines = source.split("\n")
      for (const mutant of mutants) {
        if (!DETECTED.has(mutant.status) && !UNDETECTED.has(mutant.status)) continue
        const { line, column } = mutant.location.start
        const { end } = mutant.location
        // A mutant is known by its place and its change (ids differ between runs): `a && b` made
        // false whole and its `a` made false start at the same place.
        const key = `${file}:${line}:${column}-${end.line}:${end.column}:${mutant.mutatorName}:${mutant.replacement ?? ""}`
        const isStatic = mutant.static === true || !insideFunction(source, line, column)
        byKey.set(key, {
          file,
          line,
          status: mutant.status,
          mutator: mutant.mutatorName,
          replacement: mutant.replacement ?? "",
          isStatic,
          code: lines[line - 1].trim(),
        })
      }
    }
  return { mutants: [...byKey.values()], changed, sources }
}

/** Detected over all, per file and in all, of the mutants that are not static; the static ones counted apart. */
export function score(mutants) {
  const files = new Map()
  const total = { detected: 0, scored: 0, static: 0 }
  for (const mutant of mutants) {
    const row = files.get(mutant.file) ?? { detected: 0, scored: 0, static: 0 }
    files.set(mutant.file, row)
    for (const tally of [row, total]) {
      if (mutant.isStatic) tally.static++
      else {
        tally.scored++
        if (DETECTED.has(mutant.status)) tally.detected++
      }
    }
  }
  return { files, total }
}

const percent = ({ detected, scored }) => (scored ? ((100 * detected) / scored).toFixed(1) : "-")

/** Stryker's `mutate` for the .ts files at or under `entries`: their functions, and no static mutant. */
export function functionRanges(entries) {
  return typeScriptFiles(entries).flatMap((file) =>
    functionBodies(fs.readFileSync(file, "utf8")).map((range) => `${file}:${range}`),
  )
}

function printScore(args) {
  const listSurvivors = args.includes("--survivors")
  const paths = args.filter((arg) => !arg.startsWith("--"))
  const reports = (paths.length ? paths : ["reports/mutation/mutation.json"]).map((file) =>
    JSON.parse(fs.readFileSync(file, "utf8")),
  )
  const { mutants, changed, sources } = scoredMutants(reports)
  const { files, total } = score(mutants)
  for (const file of changed)
    console.log(`${file} changed between the reports: only the results of its latest report count; run it whole again`)
  // A report is of the code as it was: a file changed since scores code that is no longer there.
  for (const [file, source] of sources)
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") !== source)
      console.log(`${file} has changed since its latest report: its score is of the code before; run it again`)
  const width = Math.max(...[...files.keys()].map((file) => file.length))
  console.log(`${"File".padEnd(width)}  Detected / scored   Score  Static`)
  for (const [file, row] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${file.padEnd(width)}  ${`${row.detected} / ${row.scored}`.padStart(17)}  ${percent(row).padStart(6)}  ${String(row.static).padStart(6)}`,
    )
  console.log(
    `${"All".padEnd(width)}  ${`${total.detected} / ${total.scored}`.padStart(17)}  ${percent(total).padStart(6)}  ${String(total.static).padStart(6)}`,
  )
  if (listSurvivors)
    for (const mutant of mutants
      .filter((each) => !each.isStatic && UNDETECTED.has(each.status))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line))
      console.log(`${mutant.status} ${mutant.file}:${mutant.line} ${mutant.mutator}: ${mutant.code.slice(0, 100)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2)
  if (command === "score") printScore(args)
  else if (command === "ranges" && args.length) console.log(functionRanges(args).join(","))
  else {
    console.error("Usage: node scripts/mutation.mjs score [report.json ...] [--survivors]")
    console.error("       node scripts/mutation.mjs ranges <folder or file> ...")
    process.exit(2)
  }
}
