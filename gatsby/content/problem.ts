// A mistake in content/ as an editor reads it: where it is, what is wrong, and what to do about it.
import type { LineCounter } from "yaml"

export interface Problem {
  /** Path from the project root, e.g. "content/services/cctv-installation-melbourne.yaml". */
  file: string
  line: number
  column: number
  /** What is wrong, in plain words. */
  message: string
  /** What to do about it. */
  fix: string
}

export const formatProblem = ({ file, line, column, message, fix }: Problem): string =>
  `${file}:${line}:${column}: ${message} — ${fix}`

/** A problem about a whole file (missing, misnamed, unreadable): reported at its first line. */
export const fileProblem = (file: string, message: string, fix: string): Problem => ({
  file,
  line: 1,
  column: 1,
  message,
  fix,
})

/** A problem at a character offset of a parsed file. */
export function problemAt(file: string, lines: LineCounter, offset: number, message: string, fix: string): Problem {
  const { line, col } = lines.linePos(offset)
  return { file, line, column: col, message, fix }
}

/** Problems in the order an editor walks through them: by file, then line, then column. */
export const byPosition = (a: Problem, b: Problem): number =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column

export function formatReport(problems: Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  return `Content check: ${count} in content/\n${problems.map(formatProblem).join("\n")}`
}
