// Checks one parsed content file against its model (models/). It walks the parser's nodes
// rather than plain data so that every problem has a line and column, and each names its fix.
import fs from "fs"
import path from "path"
import { isMap, isScalar, isSeq, type Node, type YAMLMap } from "yaml"
import type { Field, NodeModel, ScalarField, Shape } from "./model"
import { textProblems } from "./check-text"
import { outOfRange, rangeWords } from "./number-rules"
import type { ParsedFile } from "./yaml/read-yaml"
import { problemAt, type Problem } from "./problem"

const KIND_WORDS: Record<Field["kind"], string> = {
  string: "text",
  int: "a whole number",
  float: "a number",
  boolean: "true or false",
  file: "a path to a file, relative to the YAML file",
  object: "a group of fields",
}

/** Where a value sits, for messages: its path ("hero.benefits[2]") and how its line starts ("intro: ", "- "). */
interface Place {
  at: string
  lead: string
}

interface Walk {
  parsed: ParsedFile
  /** The model's retired fields (NodeModel.retired). */
  retired: Record<string, string>
  /** Resolves file fields. */
  dir: string
  problems: Problem[]
}

/** `where` is the node at fault or, for something missing, the offset where it belongs. */
function report(walk: Walk, where: Node | number, message: string, fix: string): void {
  const offset = typeof where === "number" ? where : (where.range?.[0] ?? 0)
  walk.problems.push(problemAt(walk.parsed.file, walk.parsed.lines, offset, message, fix))
}

function describe(node: Node): string {
  if (isSeq(node)) return "a list"
  if (isMap(node)) return "a group of fields"
  if (!isScalar(node)) return "a reference to another value"
  const { value } = node
  if (value instanceof Date) return "a date"
  if (typeof value === "number") return `the number ${node.source ?? value}`
  if (typeof value === "boolean") return `${value}`
  return `"${String(value).slice(0, 40)}"`
}

/** The fix for text that YAML read as something else. */
function textFix(node: Node, { lead }: Place): string {
  if (isScalar(node)) return `put it in double quotes: \`${lead}"${node.source ?? node.value}"\``
  if ((isSeq(node) || isMap(node)) && node.flow) {
    const start = isSeq(node) ? "[" : "{"
    return `the value starts with \`${start}\`, which YAML reads as ${describe(node)}; put the whole value in double quotes`
  }
  if (isMap(node)) return "YAML reads the `: ` in it as the start of a field; put the whole value in double quotes"
  return "write the text itself after the colon, in double quotes"
}

function checkRange(walk: Walk, field: ScalarField, value: number, node: Node, place: Place): void {
  if (field.range && outOfRange(field.range, value))
    report(
      walk,
      node,
      `\`${place.at}\` must be ${rangeWords(field.range)}, got ${describe(node)}`,
      `write ${rangeWords(field.range)}`,
    )
}

function checkScalar(walk: Walk, field: ScalarField, node: Node, place: Place): void {
  const value = isScalar(node) ? node.value : undefined
  const wrong = (fix: string) =>
    report(walk, node, `\`${place.at}\` must be ${KIND_WORDS[field.kind]}, got ${describe(node)}`, fix)
  switch (field.kind) {
    case "string":
      if (typeof value !== "string") wrong(textFix(node, place))
      else if (value.trim() === "")
        report(walk, node, `\`${place.at}\` is empty`, `write the text after \`${place.lead.trim()}\``)
      else
        for (const [message, fix] of textProblems(field, value, place.at, describe(node)))
          report(walk, node, message, fix)
      return
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) wrong("write a whole number such as 3, without quotes")
      else checkRange(walk, field, value, node, place)
      return
    case "float":
      if (typeof value !== "number" || !Number.isFinite(value)) wrong("write a number such as 4.5, without quotes")
      else checkRange(walk, field, value, node, place)
      return
    case "boolean":
      if (typeof value !== "boolean") wrong("write true or false, without quotes")
      return
    case "file":
      if (typeof value !== "string" || value.trim() === "") {
        wrong("write the path of the file, relative to this YAML file")
      } else if (!fs.existsSync(path.resolve(walk.dir, value))) {
        report(
          walk,
          node,
          `\`${place.at}\` points to ${value}, which does not exist`,
          "check the spelling, including upper and lower case, or add the file there",
        )
      }
  }
}

function checkValue(walk: Walk, field: Field, node: Node, place: Place): void {
  if (field.kind !== "object") return checkScalar(walk, field, node, place)
  if (!isMap(node)) {
    report(
      walk,
      node,
      `\`${place.at}\` must be ${KIND_WORDS.object} (${Object.keys(field.fields).join(", ")}), got ${describe(node)}`,
      "write each field on its own line below it, indented two spaces more",
    )
    return
  }
  checkShape(walk, field.fields, node, `${place.at}.`, node.range?.[0] ?? 0)
}

function checkField(walk: Walk, name: string, field: Field, node: Node, place: Place): void {
  if (!field.list) return checkValue(walk, field, node, place)
  if (!isSeq(node)) {
    report(
      walk,
      node,
      `\`${place.at}\` must be a list, got ${describe(node)}`,
      "write each item on its own line below it, starting with `- `",
    )
    return
  }
  if (field.required && node.items.length === 0) {
    report(
      walk,
      node,
      `\`${place.at}\` must list at least one item`,
      "add an item on the line below, starting with `- `",
    )
  }
  node.items.forEach((item, index) => {
    const itemPlace = { at: `${place.at}[${index}]`, lead: "- " }
    if (item === null || (isScalar(item) && item.value === null)) {
      report(walk, item ?? node, `\`${itemPlace.at}\` is empty`, `fill in or remove the \`-\` line of \`${name}\``)
    } else checkValue(walk, field, item as Node, itemPlace)
  })
}

/** YAML reads a value that starts with `#` as a comment, which leaves the field empty. */
function emptyFix({ parsed }: Walk, name: string, key: Node): string {
  return /:\s+#/.test(parsed.text.at(parsed.lines.linePos(key.range?.[0] ?? 0).line))
    ? "a value that starts with `#` is a comment to YAML; put the whole value in double quotes"
    : `write its value after \`${name}:\``
}

/** " to `choice`" for the prefix "choice.", nothing at the top of the file. */
const groupOf = (prefix: string) => (prefix ? ` to \`${prefix.slice(0, -1)}\`` : "")

/** A key written as nothing (`: x`, or `?` alone), which YAML reads as an empty key, not as `null`. */
const nameless = (key: unknown) => key === null || (isScalar(key) && key.range?.[0] === key.range?.[1])

/** `owner` is where the group starts: missing fields are reported there. */
function checkShape(walk: Walk, shape: Shape, map: YAMLMap, prefix: string, owner: number): void {
  const pairs = new Map(
    map.items.flatMap((pair) => (isScalar(pair.key) && !nameless(pair.key) ? [[String(pair.key.value), pair]] : [])),
  )
  for (const [name, field] of Object.entries(shape)) {
    const pair = pairs.get(name)
    const node = pair?.value as Node | null | undefined
    const at = `${prefix}${name}`
    const empty = !node || (isScalar(node) && node.value === null)
    if (!pair || empty) {
      if (!field.required) continue
      const wanted = `${field.list ? "a list of " : ""}${KIND_WORDS[field.kind]}`
      if (pair) report(walk, pair.key as Node, `\`${at}\` is empty (${wanted})`, emptyFix(walk, name, pair.key as Node))
      else report(walk, owner, `\`${at}\` is required (${wanted})`, `add \`${name}: …\`${groupOf(prefix)}`)
      continue
    }
    checkField(walk, name, field, node as Node, { at, lead: `${name}: ` })
  }
  for (const [name, pair] of pairs) {
    const retired = walk.retired[`${prefix}${name}`]
    if (!(name in shape) && retired) {
      report(walk, pair.key as Node, `\`${prefix}${name}\` is no longer used`, retired)
    } else if (!(name in shape)) {
      report(
        walk,
        pair.key as Node,
        `\`${prefix}${name}\` is not a known field`,
        `check its spelling (the fields here are ${Object.keys(shape).join(", ")}) or remove it`,
      )
    }
  }
  // `: x` names no field, nor `? [a, b]` then `: x`, a key YAML reads as a list or a group of fields.
  const fields = `the fields here are ${Object.keys(shape).join(", ")}`
  const ofGroup = prefix ? ` of \`${prefix.slice(0, -1)}\`` : ""
  for (const { key } of map.items) {
    if (nameless(key)) {
      report(
        walk,
        (key as Node | null) ?? owner,
        `a value${ofGroup} has no field name before its colon`,
        `write the field's name before the colon (${fields}) or remove the line`,
      )
    } else if (!isScalar(key)) {
      report(
        walk,
        key as Node,
        `a key written as ${describe(key as Node)} is not a field${ofGroup}`,
        `write the field's name before its colon (${fields}) or remove it`,
      )
    }
  }
}

/**
 * Every problem of one file against its model, each with its line. `dir` resolves file fields
 * (the folder of the YAML file).
 */
export function checkFields(model: NodeModel, parsed: ParsedFile, dir: string): Problem[] {
  const walk: Walk = { parsed, retired: model.retired ?? {}, dir, problems: [] }
  const root = parsed.doc.contents
  if (!isMap(root)) {
    report(
      walk,
      root ?? 0,
      `this file must hold fields (\`name: value\` lines), but YAML reads it as ${root ? describe(root) : "nothing"}`,
      "compare it with the last committed version (`git diff`)",
    )
  } else checkShape(walk, model.fields, root, "", 0)
  return walk.problems
}
