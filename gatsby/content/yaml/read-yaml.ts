// Reads one content file the way an editor needs it read: as UTF-8 (a byte-order mark and Windows
// line endings are fine), as exactly one YAML document, and with every syntax mistake reported by
// line and column. The parser is eemeli/yaml; the check, gatsby-config, the sample posts and the
// choice of files handed to gatsby-transformer-yaml (create-nodes.ts) all use this function.
import fs from "fs"
import path from "path"
import {
  CST,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
} from "yaml"
import { fileProblem, type Problem } from "../problem"
import { SourceLines } from "./lines"
import { explainError, explainIndent, explainValue, type Explained } from "./mistakes"

export interface ParsedFile {
  file: string
  doc: Document.Parsed
  lines: LineCounter
  text: SourceLines
  /** True when the file reads without problems, so its values can be checked against the model. */
  readable: boolean
}

const utf8 = new TextDecoder("utf-8", { fatal: true })
const lossyUtf8 = new TextDecoder("utf-8")
const encoder = new TextEncoder()
/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F, where it differs from Latin-1 (NUL where it
 * has none). Node 20's TextDecoder reads "windows-1252" as Latin-1, control characters there.
 */
const WINDOWS_1252_80_9F = "€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ".split("")
const BOM = [0xef, 0xbb, 0xbf]
/** U+FFFD, the replacement character, saved as UTF-8. */
const REPLACEMENT = [0xef, 0xbf, 0xbd]

/**
 * Where the first byte of `line` that is not UTF-8 lies: its column as an editor counts, and its
 * byte. Null when every byte is UTF-8 (a replacement character saved as UTF-8 is one).
 */
function firstNotUtf8(line: Uint8Array): { column: number; byte: number } | null {
  const text = lossyUtf8.decode(line)
  for (let column = text.indexOf("\uFFFD"); column !== -1; column = text.indexOf("\uFFFD", column + 1)) {
    // What comes before it read as UTF-8, so its bytes are that text's.
    const offset = encoder.encode(text.slice(0, column)).length
    const saved = line.subarray(offset, offset + 3)
    if (saved.length === 3 && saved.every((byte, index) => byte === REPLACEMENT[index])) continue
    return { column: column + 1, byte: line[offset] }
  }
  return null
}

/** Every line holding bytes that are not UTF-8, with the character the first of them most likely was. */
function notUtf8(file: string, bytes: Buffer): Problem[] {
  const problems: Problem[] = []
  let start = BOM.every((byte, index) => bytes[index] === byte) ? BOM.length : 0
  for (let line = 1; start <= bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start)
    const end = newline === -1 ? bytes.length : newline
    const found = firstNotUtf8(bytes.subarray(start, end))
    start = end + 1
    if (!found) continue
    // As Windows-1252, the usual other encoding, unless it leaves that byte undefined.
    const guess =
      found.byte >= 0x80 && found.byte <= 0x9f ? WINDOWS_1252_80_9F[found.byte - 0x80] : String.fromCharCode(found.byte)
    problems.push({
      file,
      line,
      column: found.column,
      message: `this file is not saved as UTF-8 (this character${guess === "\0" ? "" : `, probably "${guess}",`} was saved in another encoding such as Windows-1252)`,
      fix: "save the file as UTF-8 in your editor (for example “Save with Encoding” → UTF-8)",
    })
  }
  return problems
}

function duplicateKeys(parsed: ParsedFile): Explained[] {
  const found: Explained[] = []
  visit(parsed.doc, {
    Map(_, map, path) {
      const byKey = new Map<string, Node[]>()
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue
        const key = String(pair.key.value)
        byKey.set(key, [...(byKey.get(key) ?? []), pair.key])
      }
      const owner = path[path.length - 1]
      const where =
        isPair(owner) && isScalar(owner.key)
          ? `\`${owner.key.value}\``
          : path.length > 1
            ? "this list item"
            : "this file"
      for (const [key, nodes] of byKey) {
        if (nodes.length < 2) continue
        const at = nodes.map((node) => parsed.lines.linePos(node.range![0]))
        const list = at.map(({ line }) => line)
        const lineList = `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`
        const times = nodes.length === 2 ? "twice" : `${nodes.length} times`
        found.push({
          line: at[1].line,
          column: at[1].col,
          message: `\`${key}\` appears ${times} in ${where} (lines ${lineList})`,
          fix: "keep one",
        })
      }
    },
  })
  return found
}

/**
 * Where each anchor (`&a`) and tag (`!t`) is written in `source`, in order. A node's range starts
 * after its own: a group's on the line below them.
 */
function anchorsAndTags(source: string): number[] {
  const offsets: number[] = []
  let offset = 0
  let scalarNext = false
  // The lexer's tokens are the source cut in pieces, but for three markers that take no place in it;
  // the token after the scalar marker is a scalar's text, whatever it starts with (as yaml's Parser reads them).
  for (const token of new Lexer().lex(source)) {
    const type: string | null = scalarNext ? "scalar text" : CST.tokenType(token)
    scalarNext = type === "scalar"
    if (type === "scalar" || type === "doc-mode" || type === "flow-error-end") continue
    if (type === "anchor" || type === "tag") offsets.push(offset)
    offset += token.length
  }
  return offsets
}

/** What YAML accepts but an editor never means: anchors, references, tags, and list items swallowed by the item above. */
function misreadValues(parsed: ParsedFile, source: string): Explained[] {
  const { text } = parsed
  const found: Explained[] = []
  const written = anchorsAndTags(source)
  visit(parsed.doc, {
    Node(_, node) {
      if (!node.range) return
      const start = parsed.lines.linePos(node.range[0])
      if (isAlias(node) || node.anchor || node.tag) {
        // The first of the node's own anchor and tag, which come right before it; a reference is its own start.
        const before = written.filter((offset) => offset < node.range![0])
        const own = before[before.length - (node.anchor && node.tag ? 2 : 1)]
        const at = isAlias(node) || own === undefined ? start : parsed.lines.linePos(own)
        // Text that starts with one of the characters is explained as such; a group's or list's never is text.
        const asText = isMap(node) || isSeq(node) ? undefined : explainValue(text, at.line, false)
        found.push(
          asText ?? {
            line: at.line,
            column: at.col,
            message: "YAML anchors (`&`), references (`*`) and tags (`!`) are not used in content files",
            fix: "remove it, or put the value in double quotes if the character belongs to the text",
          },
        )
      }
      if (isScalar(node) && node.type === "PLAIN") {
        const last = parsed.lines.linePos(node.range[1]).line
        for (let line = start.line + 1; line <= last; line++) {
          if (/^\s*- /.test(text.at(line))) found.push(explainIndent(text, line))
        }
      }
    },
  })
  return found
}

function syntaxErrors(parsed: ParsedFile): Explained[] {
  const { text } = parsed
  const starts = { quote: [] as number[], flow: [] as number[] }
  visit(parsed.doc, {
    Node(_, node) {
      if (!node.range) return
      if (isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE"))
        starts.quote.push(node.range[0])
      if ((isSeq(node) || isMap(node)) && node.flow) starts.flow.push(node.range[0])
    },
  })
  const opener = (offset: number, kind: keyof typeof starts) =>
    starts[kind]
      .filter((start) => start < offset)
      .sort((a, b) => a - b)
      .pop()
  const linePos = (offset: number) => parsed.lines.linePos(offset)
  // A line indented too far makes the line above it read as a key spanning both lines, which the
  // parser reports twice at that key; the explanation of the multi-line key names the right line.
  const multiline = new Set(parsed.doc.errors.filter((e) => e.code === "MULTILINE_IMPLICIT_KEY").map((e) => e.pos[0]))
  const errors = [...parsed.doc.errors, ...parsed.doc.warnings].filter(
    (error) => !(error.code === "BLOCK_AS_IMPLICIT_KEY" && multiline.has(error.pos[0])),
  )
  // Lines after a tab-indented one cannot be judged by their spaces: the tabs come first.
  const tabs = errors.filter((error) => error.code === "TAB_AS_INDENT")
  return (tabs.length > 0 ? tabs : errors).map((error) => explainError(error, text, linePos, opener))
}

/** Reads one content file; `parsed` is absent when there is nothing to check against the model. */
export function readContentFile(file: string, bytes: Buffer): { parsed?: ParsedFile; problems: Problem[] } {
  let source: string
  try {
    source = utf8.decode(bytes)
  } catch {
    return { problems: notUtf8(file, bytes) }
  }
  source = source.replace(/^\uFEFF/, "")
  const lines = new LineCounter()
  const doc = parseDocument(source, {
    lineCounter: lines,
    prettyErrors: false,
    // Duplicated keys are reported with both lines (duplicateKeys); dates are read as dates, as the
    // js-yaml that read content before did, so a date where text belongs is caught.
    uniqueKeys: false,
    customTags: ["timestamp"],
  })
  if (doc.contents === null && doc.errors.length === 0) {
    const restore = `restore its fields (\`git checkout -- ${file}\` brings back the last committed version)`
    return {
      problems: [fileProblem(file, "this file is empty", `${restore}, or delete it if it was added by mistake`)],
    }
  }
  const text = new SourceLines(source)
  const parsed: ParsedFile = { file, doc, lines, text, readable: false }
  const explained = [...syntaxErrors(parsed), ...duplicateKeys(parsed), ...misreadValues(parsed, source)]
  // One problem per line, since a misread value often trips more than one of the parser's rules; and
  // none right below a misindented line, which the parser then misreads too.
  const seen = new Set<number>()
  const misindented = new Set(explained.filter((e) => e.indentation).map((e) => e.line))
  const problems = explained
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter(({ line }) => !seen.has(line) && seen.add(line) && !misindented.has(text.above(line) ?? 0))
    .map(({ line, column, message, fix }) => ({ file, line, column, message, fix }))
  return { parsed: { ...parsed, readable: problems.length === 0 }, problems }
}

/** A file's data when it exists and reads without problems; undefined otherwise (the content check says why). */
export function readContentData(root: string, file: string): unknown {
  const absolute = path.join(root, file)
  if (!fs.existsSync(absolute)) return undefined
  const { parsed, problems } = readContentFile(file, fs.readFileSync(absolute))
  return parsed && problems.length === 0 ? parsed.doc.toJS() : undefined
}
