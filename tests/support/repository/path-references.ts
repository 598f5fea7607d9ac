// The paths that comments and docs name, and which of them no longer exist: a rename or a move
// leaves the prose behind, and the next reader opens a file that is not there.
//
// What counts as a path: a run of names joined by "/" (at least one), in a comment of a source
// file (`//`, `/* */`, and `#` in PHP, shell and YAML) or in a Markdown file's code, whose first
// name is an entry of the repository's root, of the file's own folder, or (in backend/) of
// backend/. It exists when it names a file or folder of the tree, written from that place or as
// the tail of a longer path (a table under "tests/e2e/" names "cms/cms.spec.ts"), with or without
// a module's extension ("src/lib/rich-text"). A Markdown link's target is a path relative to its
// file, and must name a file or folder exactly.
//
// What is not checked: addresses (anything after "//" or "://"), paths outside the repository,
// and any path that starts with "./" or "../" outside a link (relative to a host's folder or
// a YAML file as often as to the file itself), what git ignores (public/, .cache/,
// backend/config.php: made by a build or kept on one machine), names with a placeholder in them
// (`<slug>`, `*`, `{id}`, `$dir`, Foo, Bar, x) and a name given as an example ("e.g.", "such as").

/** What a scan knows of the tree: its files and folders, and what git ignores. */
export interface Tree {
  /** Every file and folder, by its path from the root ("gatsby", "gatsby/bundle/index.ts"). */
  entries: ReadonlySet<string>
  /** Whether git ignores a file or folder there ("public", "backend/config.php"). */
  ignored: (pathFromRoot: string) => boolean
}

/** A path a file names that is not in the tree. */
export interface MissingPath {
  file: string
  line: number
  path: string
}

/** The files whose comments (or, for Markdown, whose text) are read. */
export const SCANNED = /\.(ts|tsx|js|mjs|cjs|mts|php|sh|yml|md)$|^\.ci\/run$|^\.githooks\//

const PATH = /(?<![\w.@/:<>{}$*~\\-])(?:\.\.?\/)*[\w@.-]+(?:\/[\w@.[\]-]+)+\/?(?![\w<>{}$*(])/g
const EXAMPLE_BEFORE = /(?:e\.g\.|such as|for example)[^.;]{0,20}$/i
const PLACEHOLDER = /^(foo|bar|baz|x|y)$/i
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".js", ".mjs", ".d.ts", "/index.ts", "/index.tsx"]

/** Marks a Markdown link's target, whose relative path is relative to its file. */
const LINK = "\u0001"

const hashComments = (file: string) => /\.(php|sh|yml)$|^\.ci\/|^\.githooks\//.test(file)

/** The comments of a source file, each line of them with its line number. */
export function commentLines(file: string, text: string): [number, string][] {
  const found: [number, string][] = []
  let inBlock = false
  text.split("\n").forEach((line, index) => {
    let rest = line
    let comment = ""
    if (inBlock) {
      const end = rest.indexOf("*/")
      if (end < 0) {
        found.push([index + 1, rest])
        return
      }
      comment += rest.slice(0, end)
      rest = rest.slice(end + 2)
      inBlock = false
    }
    // A comment starts at the line's start or after a space (`//` and `/*` also after `{;(,`), so that
    // "https://", "a/*", "${#list}" and PHP's `#[Attribute]` are not one.
    const start = rest.match(/(?:^|\s|[;{(,](?=\/))(\/\/|\/\*|#(?![![]))(.*)$/)
    if (start && (start[1] !== "#" || hashComments(file))) {
      const body = start[2]
      if (start[1] === "/*") {
        const end = body.indexOf("*/")
        inBlock = end < 0
        comment += end < 0 ? body : body.slice(0, end)
      } else comment += body
    }
    if (comment) found.push([index + 1, comment])
  })
  return found
}

/**
 * A Markdown file's lines with all but its code (code spans, fenced blocks) and its links' targets
 * blanked out; a link's target is marked, so that a relative one is checked too. Its prose and
 * tables name things more loosely (a spec file by its name alone).
 */
function markdownLines(text: string): [number, string][] {
  let fenced = false
  return text.split("\n").map((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced
    if (fenced) return [index + 1, line]
    const kept = Array.from(line, () => " ")
    const keep = (from: number, to: number) => {
      for (let at = from; at < to; at++) kept[at] = line[at]
    }
    for (const span of line.matchAll(/`[^`]+`/g)) keep(span.index, span.index + span[0].length)
    for (const link of line.matchAll(/\]\(([^)\s#]+)/g)) {
      keep(link.index + 2, link.index + link[0].length)
      kept[link.index + 1] = LINK
    }
    return [index + 1, kept.join("")]
  })
}

const placeholder = (path: string) => path.split("/").some((name) => PLACEHOLDER.test(name.split(".")[0]))

/** The places a path may be written from, for a path named in `file`. */
function basesOf(path: string, file: string, tree: Tree): string[] {
  if (/^\.\.?\//.test(path)) return []
  const folder = folderOf(file)
  const first = path.split("/")[0]
  const bases: string[] = []
  if (tree.entries.has(first) || tree.ignored(first)) bases.push("")
  if (folder && tree.entries.has(`${folder}/${first}`)) bases.push(folder)
  if (file.startsWith("backend/") && tree.entries.has(`backend/${first}`)) bases.push("backend")
  return bases
}

const folderOf = (file: string) => (file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "")

/** `path` written from `base`, as a path from the root; null when it leaves the repository. */
function fromRoot(base: string, path: string): string | null {
  const names: string[] = base ? base.split("/") : []
  for (const name of path.replace(/\/$/, "").split("/")) {
    if (name === "..") {
      if (!names.length) return null
      names.pop()
    } else if (name !== ".") names.push(name)
  }
  return names.join("/")
}

function exists(path: string, tree: Tree): boolean {
  if (MODULE_ENDINGS.some((ending) => tree.entries.has(path + ending))) return true
  // Written as the tail of a longer path.
  const tail = `/${path}`
  for (const entry of tree.entries) if (entry.endsWith(tail)) return true
  return false
}

/** The paths `text` (the content of `file`) names in its comments or prose that are not in the tree. */
export function missingPaths(file: string, text: string, tree: Tree): MissingPath[] {
  const markdown = file.endsWith(".md")
  const lines = markdown ? markdownLines(text) : commentLines(file, text)
  const original = text.split("\n")
  const missing: MissingPath[] = []
  for (const [line, content] of lines) {
    const before = (at: number) => (markdown ? original[line - 1] : content).slice(0, at)
    for (const match of content.matchAll(PATH)) {
      const isLink = content[match.index - 1] === LINK
      const path = match[0].replace(/\.+$/, "")
      if (placeholder(path) || (!isLink && EXAMPLE_BEFORE.test(before(match.index)))) continue
      if (isLink) {
        const target = fromRoot(folderOf(file), path)
        if (target === null || tree.entries.has(target) || tree.ignored(target)) continue
      } else {
        const candidates = basesOf(path, file, tree).map((base) => fromRoot(base, path))
        if (!candidates.length || candidates.includes(null)) continue
        if ((candidates as string[]).some((named) => exists(named, tree) || tree.ignored(named))) continue
      }
      missing.push({ file, line, path })
    }
  }
  return missing
}
