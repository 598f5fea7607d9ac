/**
 * @jest-environment ./tests/support/jest/node-environment.js
 */
// `npm run build` in a project folder that was copied or moved with its Gatsby cache: the cache of
// another folder is deleted before Gatsby sees it (scripts/build-folder.mjs).
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.resolve(__dirname, "../../../scripts/build-folder.mjs")

const run = (step: string, folder: string) => {
  const result = spawnSync(process.execPath, [SCRIPT, step, folder], { encoding: "utf8" })
  expect(result.status).toBe(0)
  return result.stdout.trim()
}

/** A project folder as a build leaves it: a cache and a public/ folder. */
function builtProject(parent: string, name: string): string {
  const dir = path.join(parent, name)
  fs.mkdirSync(path.join(dir, ".cache/caches"), { recursive: true })
  fs.mkdirSync(path.join(dir, "public"))
  fs.writeFileSync(path.join(dir, ".cache/caches/x"), "cached")
  fs.writeFileSync(path.join(dir, "public/index.html"), "<html>")
  return dir
}

let parent = ""
beforeEach(() => (parent = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "build-folder-")))))
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }))

test("a cache made in this folder is kept", () => {
  const dir = builtProject(parent, "site")
  run("record", dir)
  expect(run("check", dir)).toBe("")
  expect(fs.existsSync(path.join(dir, ".cache/caches/x"))).toBe(true)
  expect(fs.existsSync(path.join(dir, "public/index.html"))).toBe(true)
})

test("a cache made in another folder is deleted with public/, and the build says why", () => {
  const made = builtProject(parent, "site")
  run("record", made)
  const moved = path.join(parent, "renamed-site")
  fs.renameSync(made, moved)
  expect(run("check", moved)).toBe(
    `The Gatsby cache in .cache/ was made in ${made}, not here (${moved}): Gatsby cannot use it from another folder. Deleted .cache/ and public/ (as npm run clean does): this build is a full one.`,
  )
  expect(fs.existsSync(path.join(moved, ".cache"))).toBe(false)
  expect(fs.existsSync(path.join(moved, "public"))).toBe(false)
  // After the full build, the next one keeps its cache.
  fs.mkdirSync(path.join(moved, ".cache"))
  run("record", moved)
  expect(run("check", moved)).toBe("")
})

test("a cache that does not say where it was made is deleted too; no cache, nothing to do", () => {
  const dir = builtProject(parent, "site")
  expect(run("check", dir)).toContain("does not say in which folder it was made")
  expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false)
  expect(run("check", dir)).toBe("")
})

// Gatsby renders a page's HTML again only when its data or code changed: after a change to the
// stylesheet alone, every page kept the one it had inlined before.
test("a cache made from other stylesheet sources is deleted with public/; the same sources keep it", () => {
  const dir = builtProject(parent, "site")
  fs.mkdirSync(path.join(dir, "src/styles"), { recursive: true })
  fs.writeFileSync(path.join(dir, "src/styles/global.css"), ".card { padding: 1rem }\n")
  fs.writeFileSync(path.join(dir, "postcss.config.js"), "module.exports = {}\n")
  run("record", dir)
  // A component's code is no part of it: a change there renders the pages that use it again anyway.
  fs.mkdirSync(path.join(dir, "src/components"))
  fs.writeFileSync(path.join(dir, "src/components/card.tsx"), "export {}\n")
  expect(run("check", dir)).toBe("")

  fs.writeFileSync(path.join(dir, "src/styles/global.css"), ".card { padding: 1.5rem }\n")
  expect(run("check", dir)).toBe(
    "The stylesheet's sources (postcss.config.js, src/styles/global.css) changed since the last build: Gatsby would keep every page's HTML with the stylesheet it had. Deleted .cache/ and public/ (as npm run clean does): this build is a full one.",
  )
  expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false)
  expect(fs.existsSync(path.join(dir, "public"))).toBe(false)

  // So do a new stylesheet file, PostCSS's settings, and a cache recorded before stylesheets were.
  for (const change of [
    () => fs.writeFileSync(path.join(dir, "src/components/card.css"), ".x {}\n"),
    () => fs.writeFileSync(path.join(dir, "postcss.config.js"), "module.exports = { plugins: {} }\n"),
    () => fs.writeFileSync(path.join(dir, ".cache/.built-in-folder"), `${dir}\n`),
  ]) {
    fs.mkdirSync(path.join(dir, ".cache"), { recursive: true })
    run("record", dir)
    expect(run("check", dir)).toBe("")
    change()
    expect(run("check", dir)).toMatch(/changed since the last build: .* this build is a full one\.$/)
    expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false)
  }
})

test("npm run build runs the check before Gatsby and records the folder after it", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../package.json"), "utf8"))
  expect(scripts.build).toMatch(
    /^node scripts\/build-folder\.mjs check && .*gatsby build && node scripts\/build-folder\.mjs record$/,
  )
})
