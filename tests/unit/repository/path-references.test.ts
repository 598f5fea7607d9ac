/**
 * @jest-environment node
 *
 * No comment or doc names a path that does not exist (what counts as a path:
 * tests/support/repository/path-references.ts).
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { SCANNED, missingPaths, type Tree } from "../../support/repository/path-references"

const root = path.resolve(__dirname, "../../..")

const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" })

/** The repository as git sees it: its tracked files and the new ones it does not ignore. */
function repositoryTree(): { files: string[]; tree: Tree } {
  const listed = git("ls-files", "--cached", "--others", "--exclude-standard", "-z")
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  const files = listed.stdout.split("\0").filter((file) => file && fs.existsSync(path.join(root, file)))
  const entries = new Set<string>()
  for (const file of files) {
    const names = file.split("/")
    for (let count = 1; count <= names.length; count++) entries.add(names.slice(0, count).join("/"))
  }
  const known = new Map<string, boolean>()
  const ignoredByGit = (candidate: string) => git("check-ignore", "-q", candidate).status === 0
  const ignored = (candidate: string) => {
    if (!known.has(candidate)) known.set(candidate, ignoredByGit(candidate) || ignoredByGit(`${candidate}/`))
    return known.get(candidate)!
  }
  return { files, tree: { entries, ignored } }
}

/** A small tree for the cases below. */
const tree: Tree = {
  entries: new Set([
    "gatsby",
    "gatsby/content",
    "gatsby/content/model.ts",
    "gatsby/content/models",
    "gatsby/content/models/site.ts",
    "src",
    "src/lib",
    "src/lib/contact",
    "src/lib/contact/phone.ts",
    "tests",
    "tests/e2e",
    "tests/e2e/cms",
    "tests/e2e/cms/cms.spec.ts",
    "backend",
    "backend/src",
    "backend/src/bootstrap.php",
    "docs",
    "docs/testing.md",
  ]),
  ignored: (candidate) => /^public(\/|$)|^backend\/config\.php$/.test(candidate),
}

describe("the paths comments and docs name", () => {
  test("all exist", () => {
    const { files, tree: repository } = repositoryTree()
    const missing = files
      .filter((file) => SCANNED.test(file) && !file.startsWith("content/"))
      .flatMap((file) => missingPaths(file, fs.readFileSync(path.join(root, file), "utf8"), repository))
    expect(
      missing.map(({ file, line, path: named }) => `${file}:${line} names ${named}, which does not exist`),
    ).toEqual([])
  })

  test("a path that moved is named with its file and line", () => {
    const text =
      "import x from 'y'\n// The rule of between() in gatsby/content-model.ts: the check and the CMS share it.\n"
    expect(missingPaths("gatsby/content/number-rules.ts", text, tree)).toEqual([
      { file: "gatsby/content/number-rules.ts", line: 2, path: "gatsby/content-model.ts" },
    ])
    expect(missingPaths("gatsby/content/models/site.ts", "/** worked out in src/lib/phone.ts */", tree)).toEqual([
      { file: "gatsby/content/models/site.ts", line: 1, path: "src/lib/phone.ts" },
    ])
    // A Markdown link, relative to its file, and a path written as code.
    const doc = "See [it](../src/lib/phone.ts) and `src/lib/contact/sms.ts`.\n```\nsrc/lib/sms/\n```\n"
    expect(missingPaths("docs/testing.md", doc, tree)).toEqual([
      { file: "docs/testing.md", line: 1, path: "../src/lib/phone.ts" },
      { file: "docs/testing.md", line: 1, path: "src/lib/contact/sms.ts" },
      { file: "docs/testing.md", line: 3, path: "src/lib/sms/" },
    ])
    expect(missingPaths("docs/testing.md", "[the model](gatsby/content/model.ts)", tree)).toEqual([
      { file: "docs/testing.md", line: 1, path: "gatsby/content/model.ts" },
    ])
    // Prose and tables name things loosely: a spec file by its name alone.
    expect(missingPaths("docs/testing.md", "| cms/cms | 6 |\n", tree)).toEqual([])
  })

  test.each([
    ["from the root", "src/lib/contact/phone.ts"],
    ["a folder", "src/lib/contact/"],
    ["from the file's folder", "models/site.ts"],
    ["a module without its extension", "gatsby/content/model"],
    ["the tail of a longer path", "cms/cms.spec.ts"],
    ["an address", "https://example.com/src/lib/phone.ts"],
    ["what git ignores", "public/antenna-backend/form-choices.json"],
    ["a placeholder", "gatsby/content/<name>.ts, src/lib/*.ts, src/Foo/Bar.php"],
    ["an example", "an unknown name such as src/faq.yaml"],
    ["an example in Markdown", "an unknown name such as `src/faq.yaml`"],
    ["a path relative to something else", "../backend/public"],
    ["no path at all", "and/or, 24/7, Call/WhatsApp"],
  ])("passes %s", (_, named) => {
    expect(missingPaths("gatsby/content/check.ts", `// ${named}\n`, tree)).toEqual([])
  })

  test("the backend's comments may name its paths from backend/", () => {
    expect(missingPaths("backend/public/handleQuote.php", "<?php\n// loads src/bootstrap.php\n", tree)).toEqual([])
    expect(missingPaths("backend/public/handleQuote.php", "<?php\n# loads src/boot.php\n", tree)).toHaveLength(1)
  })

  test("only comments of source files are read, and strings are not comments", () => {
    // Written without a comment marker in this file's own text, which is scanned too.
    const [line, block] = ["/".repeat(2), "/*"]
    const code = `const file = "src/lib/phone.ts" ${line} the copy in src/lib/contact/phone.ts\n${block}\n * gone: src/old.ts\n */\n`
    expect(missingPaths("src/lib/x.ts", code, tree)).toEqual([{ file: "src/lib/x.ts", line: 3, path: "src/old.ts" }])
  })
})
