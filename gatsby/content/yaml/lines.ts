// A content file's lines, for naming where a YAML mistake is and what the line around it looks like.

const KEY_LINE = /^(\s*(?:- +)?)([\w-]+):( +)(\S.*)$/
const ITEM_LINE = /^(\s*- +)(\S.*)$/

/** The source split into lines (1-based through `at`), for describing where a mistake is. */
export class SourceLines {
  private readonly lines: string[]

  constructor(source: string) {
    this.lines = source.split("\n").map((line) => line.replace(/\r$/, ""))
  }

  at(line: number): string {
    return this.lines[line - 1] ?? ""
  }

  indent(line: number): number {
    return /^ */.exec(this.at(line))![0].length
  }

  /** The nearest line above `line` that holds content (not blank, not only a comment) and passes `test`. */
  above(line: number, test: (candidate: number) => boolean = () => true): number | undefined {
    for (let candidate = line - 1; candidate >= 1; candidate--) {
      const text = this.at(candidate).trim()
      if (text !== "" && !text.startsWith("#") && test(candidate)) return candidate
    }
    return undefined
  }

  /** How an editor finds a line: "`headline:` (line 2)", "`-` (line 7)". */
  label(line: number): string {
    const text = this.at(line).trim()
    const start = /^(- +)?[\w-]+:/.exec(text)?.[0] ?? (text.startsWith("- ") ? "-" : text.split(" ")[0])
    return `\`${start}\` (line ${line})`
  }

  /** The value written on a `key: value` or `- value` line, and the column where it starts. */
  value(line: number): { key?: string; value: string; column: number } | undefined {
    const text = this.at(line)
    const keyed = KEY_LINE.exec(text)
    if (keyed)
      return {
        key: keyed[2],
        value: keyed[4].trimEnd(),
        column: keyed[1].length + keyed[2].length + keyed[3].length + 2,
      }
    const item = ITEM_LINE.exec(text)
    return item ? { value: item[2].trimEnd(), column: item[1].length + 1 } : undefined
  }
}
