/**
 * @jest-environment node
 *
 * The optional pre-commit hook (.githooks/pre-commit) in a scratch git repository: it refuses a
 * commit whose staged content/ has a problem, naming file and line, and lets a good one through.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { committed, lineOf, projectRoot } from "../../support/fixtures/content-copy"

/** What the hook needs: the check, its npm script, the forms' declaration (the model asks for each field's texts), and the content. */
const COPY = [
  "package.json",
  ".githooks",
  "scripts/check-content.ts",
  "gatsby",
  "src/lib",
  "src/components/ui/icons/icon-names.ts",
  "backend/src/Enquiry/forms.json",
  "content",
]

jest.setTimeout(60_000)

let repo: string
const git = (...args: string[]) => spawnSync("git", args, { cwd: repo, encoding: "utf8" })

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "pre-commit-"))
  for (const entry of COPY) fs.cpSync(path.join(projectRoot, entry), path.join(repo, entry), { recursive: true })
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(repo, "node_modules"))
  fs.writeFileSync(path.join(repo, ".gitignore"), "node_modules\n")
  git("init", "--quiet")
  git("config", "user.email", "editor@example.com")
  git("config", "user.name", "Editor")
  // The documented install command.
  git("config", "core.hooksPath", ".githooks")
  git("add", ".")
})

afterAll(() => fs.rmSync(repo, { recursive: true, force: true }))

it("lets a commit of good content through", () => {
  const result = git("commit", "--quiet", "-m", "Content as shipped")
  expect(result.stderr).toMatch(/Content check: \d+ files, no problems/)
  expect(result.status).toBe(0)
})

it("refuses a commit whose staged content has a problem, naming file and line", () => {
  const site = committed("content/site.yaml")
  fs.writeFileSync(path.join(repo, "content/site.yaml"), `${site}phone: 03 9000 0000\n`)
  git("add", "content/site.yaml")
  const result = git("commit", "-m", "A second phone")
  const added = site.split("\n").length
  expect(result.status).not.toBe(0)
  expect(result.stderr).toContain(
    `content/site.yaml:${added}:1: \`phone\` appears twice in this file (lines ${lineOf(site, /^phone:/)} and ${added}) — keep one`,
  )
  expect(result.stderr).toContain("Commit stopped")
  expect(git("log", "--format=%s").stdout.trim()).toBe("Content as shipped")
})

it("checks what is staged, not the working tree", () => {
  // The broken site.yaml stays in the working tree; the commit stages only a good change.
  git("reset", "--quiet")
  const sitemap = path.join(repo, "content/sitemap.yaml")
  fs.writeFileSync(sitemap, committed("content/sitemap.yaml").replace(/^title: .*$/m, "title: Site map"))
  git("add", "content/sitemap.yaml")
  const result = git("commit", "--quiet", "-m", "Rename the sitemap")
  expect(result.status).toBe(0)
})
