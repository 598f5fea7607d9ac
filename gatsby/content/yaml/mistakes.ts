// Explains YAML syntax mistakes in an editor's words. The parser (yaml) finds them; these functions
// look at the lines around each one to name the line at fault and the fix.
import type { YAMLError } from "yaml"
import type { SourceLines } from "./lines"

/** Characters that give a plain (unquoted) value another meaning when it starts with them. */
const RESERVED_START = "@`%*&!|>{["

export interface Explained {
  line: number
  column: number
  message: string
  fix: string
  /** About indentation: the parser's view of the lines right after it is not to be trusted. */
  indentation?: boolean
}

/** Text as code in a message; text that holds a backquote is shown as it is. */
const code = (text: string): string => (text.includes("`") ? text : `\`${text}\``)

/** The quotes an editor should put a value in: double, unless it holds a double quote or a backslash. */
const quotesFor = (value: string): "single" | "double" => (/["\\]/.test(value) ? "single" : "double")

/** The value in quotes, the way an editor should write it. */
function quoted(value: string): string {
  return quotesFor(value) === "single" ? `'${value.replace(/'/g, "''")}'` : `"${value}"`
}

/** A quoted value that goes on after its closing quote: how to write that quote inside it. */
const QUOTED: Record<string, { name: string; fix: string }> = {
  '"': {
    name: "double",
    fix: 'write a quote mark inside double quotes as `\\"`, or put the value in single quotes instead',
  },
  "'": {
    name: "single",
    fix: "write an apostrophe inside single quotes as `''`, or put the value in double quotes instead",
  },
}

/** For a line whose value YAML misreads: a reserved first character, an early closing quote or a `: `. */
export function explainValue(lines: SourceLines, line: number, colonInValue: boolean): Explained | undefined {
  const found = lines.value(line)
  if (!found) return undefined
  const { key, value, column } = found
  const at = (message: string, fix: string): Explained => ({ line, column, message, fix })
  const what = key ? `the value of \`${key}\`` : "this list item"
  const written = code(`${key ? `${key}: ` : "- "}${quoted(value)}`)
  const first = value[0]
  if (RESERVED_START.includes(first)) {
    const shown = first === "`" ? "a backquote" : code(first)
    return at(
      `${what} starts with ${shown}, which YAML reserves for its own use`,
      `put the whole value in ${quotesFor(value)} quotes: ${written}`,
    )
  }
  if (first in QUOTED) {
    const { name, fix } = QUOTED[first]
    return at(`${what} is in ${name} quotes but goes on after the closing \`${first}\``, fix)
  }
  if (colonInValue && value.includes(": ")) {
    return at(
      `${what} contains \`: \`, which YAML reads as the start of another field`,
      `put the whole value in ${quotesFor(value)} quotes: ${written}`,
    )
  }
  return undefined
}

/** A line indented to a column that does not match the lines around it. */
export function explainIndent(lines: SourceLines, line: number): Explained {
  const indent = lines.indent(line)
  const where = { line, column: indent + 1, indentation: true }
  const previous = lines.above(line)
  if (previous === undefined || lines.indent(previous) === indent) {
    return { ...where, message: "this line is not indented the way YAML expects", fix: "check its indentation" }
  }
  if (indent > lines.indent(previous)) {
    return {
      ...where,
      message: "this line is indented more than the line above it",
      fix: `line it up with ${lines.label(previous)}`,
    }
  }
  const isItem = (candidate: number) => lines.at(candidate).trim().startsWith("- ")
  const item = isItem(line) ? lines.above(line, isItem) : undefined
  if (item !== undefined) {
    return {
      ...where,
      message: "this list item is indented less than the one above it",
      fix: `line it up with ${lines.label(item)}`,
    }
  }
  const parent = lines.above(line, (candidate) => lines.indent(candidate) < indent)
  return parent === undefined
    ? {
        ...where,
        message: "this line is indented less than the line above it",
        fix: `line it up with ${lines.label(previous)}`,
      }
    : {
        ...where,
        message: `this line is indented less than the line above it, but more than ${lines.label(parent)}`,
        fix: `line it up with ${lines.label(previous)} or with ${lines.label(parent)}`,
      }
}

/** The numbers from `from` up to but not including `to`. */
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index)

/**
 * One parser error in editor words. `linePos` turns an offset into a line and column; `opener` finds
 * where the last quoted value or `[`/`{` collection that starts before an offset starts.
 */
export function explainError(
  error: YAMLError,
  lines: SourceLines,
  linePos: (offset: number) => { line: number; col: number },
  opener: (offset: number, kind: "quote" | "flow") => number | undefined,
): Explained {
  const start = linePos(error.pos[0])
  const end = linePos(error.pos[1])
  // A line that starts with `%` is one of YAML's settings (a directive), which must then be followed
  // by `---`: both complaints are that line's.
  const setting = [start.line, ...(error.message.startsWith("Missing directives-end") ? range(1, start.line) : [])].find(
    (line) => lines.at(line).startsWith("%"),
  )
  if (setting !== undefined) {
    return {
      line: setting,
      column: 1,
      message: "this line starts with `%`, which YAML reads as a setting of its own",
      fix: "if it is text, it belongs in a field's value, in double quotes when it starts with `%`; otherwise remove the `%`",
    }
  }
  // An unclosed `[` or `{` is noticed where the file goes on; the value that opened it is at fault.
  const flow = /^Flow (sequence|map)/.test(error.message) ? opener(error.pos[0], "flow") : undefined
  const unclosed = flow === undefined ? undefined : explainValue(lines, linePos(flow).line, false)
  if (unclosed) return unclosed
  switch (error.code) {
    case "TAB_AS_INDENT":
      return {
        line: start.line,
        column: 1,
        message: "this line is indented with a tab",
        fix: "indent with spaces only (YAML does not accept tabs for indentation)",
      }
    case "MULTILINE_IMPLICIT_KEY":
      // "title: Home\n     description: x" reads as one key spanning both lines: the second line is at fault.
      if (end.line > start.line) return explainIndent(lines, end.line)
      break
    case "BAD_INDENT":
      if (error.message.startsWith("All mapping items")) return explainIndent(lines, start.line)
      break
    case "BLOCK_AS_IMPLICIT_KEY":
      // A list item indented less than the items above it.
      if (error.message.startsWith("A block sequence")) return explainIndent(lines, start.line)
      break
    case "MISSING_CHAR": {
      const quote = /closing (["'])/.exec(error.message)?.[1]
      const opening = quote ? opener(error.pos[0], "quote") : undefined
      if (quote && opening !== undefined) {
        const at = linePos(opening)
        return {
          line: at.line,
          column: at.col,
          message: `the ${quote === '"' ? "double" : "single"} quote (\`${quote}\`) that opens this value is never closed, so YAML reads the rest of the file as part of it`,
          fix: `add a closing \`${quote}\` at the end of the value`,
        }
      }
      break
    }
    case "MULTIPLE_DOCS":
      return {
        line: start.line,
        column: start.col,
        message: "a second YAML document starts here (`---`)",
        fix: "remove this line; a content file holds one document",
      }
  }
  return (
    explainValue(lines, start.line, error.code === "BLOCK_AS_IMPLICIT_KEY") ?? {
      line: start.line,
      column: start.col,
      message: `YAML cannot read this line (${error.message.split("\n")[0]})`,
      fix: "compare it with a correct line nearby; if the value has special characters, put it in double quotes",
    }
  )
}
