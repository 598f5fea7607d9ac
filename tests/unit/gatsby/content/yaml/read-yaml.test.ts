/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * YAML mistakes editors make, each fed through the whole content check (gatsby/content/check.ts)
 * on a copy of content/: the check must name the file, line and column, say what is wrong and what
 * to do, and report nothing else.
 */
import { committed, ContentCopy, lineOf } from "../../../../support/fixtures/content-copy"

const FILE = "content/sitemap.yaml"
/** A valid sitemap.yaml whose lines the cases below change. */
const SITEMAP = [
  "seo:",
  "  title: Sitemap",
  "  description: Every page of the site",
  "title: Sitemap",
  "intro: Find every page here.",
]
/** SITEMAP with line `line` (1-based) replaced by `text`. */
const withLine = (line: number, text: string) =>
  [...SITEMAP.slice(0, line - 1), text, ...SITEMAP.slice(line)].join("\n") + "\n"

let copy: ContentCopy
beforeAll(() => (copy = new ContentCopy()))
afterAll(() => copy.remove())

it("accepts the sitemap the cases start from", () => {
  expect(copy.check({ [FILE]: withLine(4, "title: Sitemap") })).toEqual([])
})

it.each([
  [
    "a line indented more than the line above it",
    withLine(3, "     description: Every page of the site"),
    "content/sitemap.yaml:3:6: this line is indented more than the line above it — line it up with `title:` (line 2)",
  ],
  [
    "a line indented less than the line above it",
    withLine(2, "    title: Sitemap"),
    "content/sitemap.yaml:3:3: this line is indented less than the line above it, but more than `seo:` (line 1) — line it up with `title:` (line 2) or with `seo:` (line 1)",
  ],
  [
    "a tab used for indentation",
    withLine(2, "\ttitle: Sitemap"),
    "content/sitemap.yaml:2:1: this line is indented with a tab — indent with spaces only (YAML does not accept tabs for indentation)",
  ],
  [
    "a duplicated key",
    withLine(5, "intro: Find every page here.\ntitle: Site map"),
    "content/sitemap.yaml:6:1: `title` appears twice in this file (lines 4 and 6) — keep one",
  ],
  [
    "a key written three times, every line named",
    withLine(5, "intro: Find every page here.\ntitle: Site map\ntitle: Map"),
    "content/sitemap.yaml:6:1: `title` appears 3 times in this file (lines 4, 6 and 7) — keep one",
  ],
  [
    "a duplicated key whose value is also misquoted: the leftmost problem on the line",
    withLine(5, 'intro: Find every page here.\ntitle: "The "full" sitemap"'),
    "content/sitemap.yaml:6:1: `title` appears twice in this file (lines 4 and 6) — keep one",
  ],
  [
    "a duplicated key inside a group",
    withLine(2, "  title: Sitemap\n  title: Site map"),
    "content/sitemap.yaml:3:3: `title` appears twice in `seo` (lines 2 and 3) — keep one",
  ],
  [
    "an unclosed double quote",
    withLine(4, 'title: "Sitemap'),
    'content/sitemap.yaml:4:8: the double quote (`"`) that opens this value is never closed, so YAML reads the rest of the file as part of it — add a closing `"` at the end of the value',
  ],
  [
    "an unclosed single quote",
    withLine(4, "title: 'Sitemap"),
    "content/sitemap.yaml:4:8: the single quote (`'`) that opens this value is never closed, so YAML reads the rest of the file as part of it — add a closing `'` at the end of the value",
  ],
  [
    "a quote mark inside double quotes",
    withLine(4, 'title: "The "full" sitemap"'),
    'content/sitemap.yaml:4:8: the value of `title` is in double quotes but goes on after the closing `"` — write a quote mark inside double quotes as `\\"`, or put the value in single quotes instead',
  ],
  [
    "an apostrophe inside single quotes",
    withLine(4, "title: 'Our site's map'"),
    "content/sitemap.yaml:4:8: the value of `title` is in single quotes but goes on after the closing `'` — write an apostrophe inside single quotes as `''`, or put the value in double quotes instead",
  ],
  [
    "an unquoted `: ` in a value",
    withLine(4, "title: Sitemap: every page"),
    'content/sitemap.yaml:4:8: the value of `title` contains `: `, which YAML reads as the start of another field — put the whole value in double quotes: `title: "Sitemap: every page"`',
  ],
  [
    "a value that starts with `#`",
    withLine(4, "title: #1 Sitemap"),
    "content/sitemap.yaml:4:1: `title` is empty (text) — a value that starts with `#` is a comment to YAML; put the whole value in double quotes",
  ],
  [
    "an unclosed `[` followed by a field that holds a list: the unclosed one is named",
    withLine(4, "title: [Sitemap").replace("intro: Find every page here.", "intro: [Every page]"),
    'content/sitemap.yaml:4:8: the value of `title` starts with `[`, which YAML reserves for its own use — put the whole value in double quotes: `title: "[Sitemap"`',
  ],
  [
    "a second document",
    withLine(5, "intro: Find every page here.\n---\ntitle: Again"),
    "content/sitemap.yaml:6:1: a second YAML document starts here (`---`) — remove this line; a content file holds one document",
  ],
  [
    "an empty file",
    "",
    "content/sitemap.yaml:1:1: this file is empty — restore its fields (`git checkout -- content/sitemap.yaml` brings back the last committed version), or delete it if it was added by mistake",
  ],
  [
    "a file of comments only",
    "# nothing yet\n\n",
    "content/sitemap.yaml:1:1: this file is empty — restore its fields (`git checkout -- content/sitemap.yaml` brings back the last committed version), or delete it if it was added by mistake",
  ],
])("%s", (_, text, message) => {
  expect(copy.check({ [FILE]: text })).toEqual([message])
})

it("names the unclosed `[` above, not a line that starts with `[` where the parser notices it", () => {
  expect(copy.check({ [FILE]: withLine(4, "title: [Sitemap\n[Every page]") })).toEqual([
    'content/sitemap.yaml:4:8: the value of `title` starts with `[`, which YAML reserves for its own use — put the whole value in double quotes: `title: "[Sitemap"`',
    "content/sitemap.yaml:5:1: YAML cannot read this line (Implicit map keys need to be followed by map values) — compare it with a correct line nearby; if the value has special characters, put it in double quotes",
  ])
})

it("does not call a file empty when its only line starts with `%`", () => {
  expect(copy.check({ [FILE]: "%title: Sitemap\n" })).toEqual([
    "content/sitemap.yaml:1:1: this line starts with `%`, which YAML reads as a setting of its own — if it is text, it belongs in a field's value, in double quotes when it starts with `%`; otherwise remove the `%`",
  ])
})

it("accepts a value that goes on to the next line with ` - ` inside it (not a list item)", () => {
  expect(copy.check({ [FILE]: withLine(5, "intro: Find every page\n  here - or there.") })).toEqual([])
})

describe("anchors, references and tags", () => {
  it("names a reference written on the line below its key", () => {
    const text = withLine(4, "title: &name Sitemap").replace(/^intro: .*$/m, "intro:\n  *name")
    expect(copy.check({ [FILE]: text })).toEqual([
      'content/sitemap.yaml:4:8: the value of `title` starts with `&`, which YAML reserves for its own use — put the whole value in double quotes: `title: "&name Sitemap"`',
      "content/sitemap.yaml:6:3: YAML anchors (`&`), references (`*`) and tags (`!`) are not used in content files — remove it, or put the value in double quotes if the character belongs to the text",
    ])
  })

  const notUsed =
    "YAML anchors (`&`), references (`*`) and tags (`!`) are not used in content files — remove it, or put the value in double quotes if the character belongs to the text"

  it("names an anchored group on its own line, and does not read a `: ` in a comment as part of a value", () => {
    // The parser's range of an anchored group starts at its first field, on the line below.
    const text = withLine(1, "seo: &seo").replace("  title: Sitemap", "  title: Sitemap # note: keep it short")
    expect(copy.check({ [FILE]: text })).toEqual([`content/sitemap.yaml:1:6: ${notUsed}`])
  })

  it("names a group's tag and anchor at the first of them, and a tagged list at its tag, never as text to quote", () => {
    const text = withLine(1, "seo: !!map &seo # the page's search fields").replace(
      "intro: Find every page here.",
      "intro: !!seq\n  - Find every page here.",
    )
    expect(copy.check({ [FILE]: text })).toEqual([
      `content/sitemap.yaml:1:6: ${notUsed}`,
      `content/sitemap.yaml:5:8: ${notUsed}`,
    ])
  })
})

describe("a line that starts with `%`, which YAML reads as a setting (a directive)", () => {
  const percent = (line: number) =>
    `content/sitemap.yaml:${line}:1: this line starts with \`%\`, which YAML reads as a setting of its own — if it is text, it belongs in a field's value, in double quotes when it starts with \`%\`; otherwise remove the \`%\``

  it.each([
    ["text meant to go on from the line above", `${SITEMAP.join("\n")}\n%20 off every install\n`, 6],
    ["a field's name", withLine(5, "%intro: Find every page here."), 5],
    // Its second complaint, that no `---` follows the setting, is that line's too.
    ["the first line", `%20 off\n${SITEMAP.join("\n")}\n`, 1],
  ])("%s, in the editor's words and never the parser's", (_, text, line) => {
    expect(copy.check({ [FILE]: text })).toEqual([percent(line)])
  })

  it("after a comment line, and never blames a setting for a mistake further down", () => {
    expect(copy.check({ [FILE]: `# Sitemap\n%20 off\n${SITEMAP.join("\n")}\n` })).toEqual([percent(2)])
    expect(copy.check({ [FILE]: `%YAML 1.2\n---\n${withLine(4, "title: [Sitemap")}` })).toEqual([
      'content/sitemap.yaml:6:8: the value of `title` starts with `[`, which YAML reserves for its own use — put the whole value in double quotes: `title: "[Sitemap"`',
    ])
  })

  it("accepts YAML's own setting followed by `---`", () => {
    expect(copy.check({ [FILE]: `%YAML 1.2\n---\n${SITEMAP.join("\n")}\n` })).toEqual([])
  })
})

describe("a value that starts with a character YAML reserves", () => {
  it.each(["@", "%", "*", "&", "!", "|", ">", "{", "["])("%s", (char) => {
    expect(copy.check({ [FILE]: withLine(4, `title: ${char}New Sitemap`) })).toEqual([
      `content/sitemap.yaml:4:8: the value of \`title\` starts with \`${char}\`, which YAML reserves for its own use — put the whole value in double quotes: \`title: "${char}New Sitemap"\``,
    ])
  })

  it("` (shown without code quotes, which it would break)", () => {
    expect(copy.check({ [FILE]: withLine(4, "title: `New` Sitemap") })).toEqual([
      'content/sitemap.yaml:4:8: the value of `title` starts with a backquote, which YAML reserves for its own use — put the whole value in double quotes: title: "`New` Sitemap"',
    ])
  })

  it.each([
    ["[Sitemap]", "a list"],
    ["{Sitemap}", "a group of fields"],
  ])("%s, which YAML reads as %s", (value, reading) => {
    expect(copy.check({ [FILE]: withLine(4, `title: ${value}`) })).toEqual([
      `content/sitemap.yaml:4:8: \`title\` must be text, got ${reading} — the value starts with \`${value[0]}\`, which YAML reads as ${reading}; put the whole value in double quotes`,
    ])
  })
})

describe("list items", () => {
  const file = "content/services/tv-wall-mounting-melbourne.yaml"
  const text = committed(file)
  const second = lineOf(text, /^ {4}- Hidden cables/)

  it("one indented more than the item above it", () => {
    expect(copy.check({ [file]: text.replace("    - Hidden cables", "      - Hidden cables") })).toEqual([
      `${file}:${second}:7: this line is indented more than the line above it — line it up with \`-\` (line ${second - 1})`,
    ])
  })

  it("one indented less than the item above it", () => {
    expect(copy.check({ [file]: text.replace("    - Hidden cables", "  - Hidden cables") })).toEqual([
      `${file}:${second}:3: this list item is indented less than the one above it — line it up with \`-\` (line ${second - 1})`,
    ])
  })

  it("one with an unquoted `: `", () => {
    expect(copy.check({ [file]: text.replace("    - Hidden cables", "    - Note: hidden cables") })).toEqual([
      `${file}:${second}:7: \`hero.benefits[1]\` must be text, got a group of fields — YAML reads the \`: \` in it as the start of a field; put the whole value in double quotes`,
    ])
  })
})

describe("encodings", () => {
  it("names each line of a file saved as Windows-1252, with the character it probably was", () => {
    const text = [...SITEMAP.slice(0, 3), "title: Plan du café", "intro: Every page, from the résumé to the naïve FAQ."]
    const problem = (line: number, column: number) =>
      `content/sitemap.yaml:${line}:${column}: this file is not saved as UTF-8 (this character, probably "é", was saved in another encoding such as Windows-1252) — save the file as UTF-8 in your editor (for example “Save with Encoding” → UTF-8)`
    expect(copy.check({ [FILE]: Buffer.from(text.join("\n"), "latin1") })).toEqual([problem(4, 19), problem(5, 30)])
  })

  /** A line's text with `byte` (not UTF-8 on its own) written where `{}` stands. */
  const withByte = (text: string, byte: number) => {
    const [before, after] = text.split("{}")
    return Buffer.concat([Buffer.from(before, "utf8"), Buffer.of(byte), Buffer.from(after, "utf8")])
  }
  const notUtf8 = (line: number, column: number, guess: string | null) =>
    `content/sitemap.yaml:${line}:${column}: this file is not saved as UTF-8 (this character${guess ? `, probably "${guess}",` : ""} was saved in another encoding such as Windows-1252) — save the file as UTF-8 in your editor (for example “Save with Encoding” → UTF-8)`

  it("counts a character saved right as one column, and guesses from the wrong byte itself", () => {
    // "Café" saved as UTF-8, then a Windows-1252 apostrophe (byte 0x92): column 19, and "’", not the
    // second half of the "é" before it.
    const text = Buffer.concat([
      Buffer.from(`${SITEMAP.slice(0, 3).join("\n")}\n`),
      withByte("title: Café owner{}s sitemap\n", 0x92),
      Buffer.from(`${SITEMAP[4]}\n`),
    ])
    expect(copy.check({ [FILE]: text })).toEqual([notUtf8(4, 18, "’")])
  })

  it("counts columns after a byte-order mark as an editor does", () => {
    const text = Buffer.concat([
      Buffer.of(0xef, 0xbb, 0xbf),
      withByte("# Plan du caf{}\n", 0xe9),
      Buffer.from(`${SITEMAP.join("\n")}\n`),
    ])
    expect(copy.check({ [FILE]: text })).toEqual([notUtf8(1, 14, "é")])
  })

  it("skips a replacement character saved as UTF-8, and guesses nothing for a byte Windows-1252 leaves undefined", () => {
    const text = Buffer.concat([
      Buffer.from(`${SITEMAP.slice(0, 3).join("\n")}\n`),
      withByte("title: \uFFFD Sitemap {}\n", 0x81),
      Buffer.from(`${SITEMAP[4]}\n`),
    ])
    expect(copy.check({ [FILE]: text })).toEqual([notUtf8(4, 18, null)])
  })

  it("guesses the characters at both ends of Windows-1252's own range, and finds a bad byte that starts like a mark or a replacement character", () => {
    const lines = [
      withByte("# {} (euro)\n", 0x80),
      withByte("# {} Yes\n", 0x9f),
      // 0xEF starts both the byte-order mark and a saved replacement character; 0xBF ends both.
      withByte("# Caf{}s menu\n", 0xef),
    ]
    const text = Buffer.concat([withByte("# {}Que?\n", 0xbf), ...lines, Buffer.from(`${SITEMAP.join("\n")}\n`)])
    expect(copy.check({ [FILE]: text })).toEqual([
      notUtf8(1, 3, "¿"),
      notUtf8(2, 3, "€"),
      notUtf8(3, 3, "Ÿ"),
      notUtf8(4, 6, "ï"),
    ])
  })

  it("accepts every content file saved with Windows line endings and a byte-order mark", () => {
    const files = ["content/site.yaml", FILE, "content/services/cctv-installation-melbourne.yaml"]
    const windows = Object.fromEntries(files.map((file) => [file, `\uFEFF${committed(file).replace(/\n/g, "\r\n")}`]))
    expect(copy.check(windows)).toEqual([])
  })

  it("still names the right line and column in such a file", () => {
    const text = `\uFEFF${withLine(3, "     description: Every page").replace(/\n/g, "\r\n")}`
    expect(copy.check({ [FILE]: text })).toEqual([
      "content/sitemap.yaml:3:6: this line is indented more than the line above it — line it up with `title:` (line 2)",
    ])
  })
})
