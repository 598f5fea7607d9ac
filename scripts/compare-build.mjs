#!/usr/bin/env node
// Compares two production builds (two public/ folders) for what visitors and hosts receive: every
// pre-rendered page and the files written for the host. For a change that should alter none of
// them (a refactoring), it shows that they are the same; exits 1 and names each file that differs.
//
// Usage: node scripts/compare-build.mjs <public A> <public B> [--moved old/path.ts=new/path.ts ...]
//
// Compared: every .html file, .htaccess, _headers, _redirects, robots.txt, sitemap*.xml,
// antenna-backend/form-choices.json and admin/config.json. Before comparing, three things that a
// build derives from its sources' bytes or paths, and not from what the pages say, are set aside:
// - webpack's content hashes in bundle names (app-<hash>.js, styles.<hash>.css, <hash>-<hash>.js),
// - the SHA-256 hashes of inline scripts in the pages' Content-Security-Policy (the scripts list
//   those bundle names), and Gatsby's compilation hash,
// - with --moved, the old path of a moved source file where a generated file names its source
//   (a build older than a move says "Generated at build by" and the old path), read as the new path.
// Each of these is counted in the report, so that what was set aside is visible.
import fs from "node:fs"
import path from "node:path"

const args = process.argv.slice(2)
const dirs = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--moved")
const moved = args.flatMap((arg, i) => (args[i - 1] === "--moved" ? [arg.split("=")] : []))
if (dirs.length !== 2 || moved.some((pair) => pair.length !== 2)) {
  console.error("Usage: node scripts/compare-build.mjs <public A> <public B> [--moved old=new ...]")
  process.exit(2)
}

const HOST_FILES = [
  ".htaccess",
  "_headers",
  "_redirects",
  "robots.txt",
  "antenna-backend/form-choices.json",
  "admin/config.json",
]

/** The compared files of a build, by path from its folder. */
function comparedFiles(root) {
  const html = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".html")) html.push(path.relative(root, full))
    }
  }
  walk(root)
  const sitemaps = fs.readdirSync(root).filter((name) => /^sitemap.*\.xml$/.test(name))
  return [...html, ...sitemaps, ...HOST_FILES.filter((file) => fs.existsSync(path.join(root, file)))].sort()
}

// Bundle names: a 20-digit content hash after a dash (app-, framework-, component---..., named
// chunks), webpack's 40-digit names of shared chunks, and the stylesheet's styles.<hash>.css.
const BUNDLE_HASHES = [
  /(?<=-)[0-9a-f]{20}(?=\.(js|css)\b)/g,
  /\b[0-9a-f]{40}(?=-)/g,
  /(?<=styles\.)[0-9a-f]{20}(?=\.css)/g,
]
const SCRIPT_HASH = /'sha256-[A-Za-z0-9+/]{43}='/g
const COMPILATION_HASH = /(___webpackCompilationHash=")[0-9a-f]+(")/g

const setAside = { bundleNames: 0, scriptHashes: 0, compilationHashes: 0, movedPaths: 0 }
const bundleNames = [new Set(), new Set()]

function normalised(text, side) {
  let out = text
  if (side === 0) {
    for (const [from, to] of moved) {
      setAside.movedPaths += out.split(from).length - 1
      out = out.split(from).join(to)
    }
  }
  for (const match of out.matchAll(/[\w.-]*(?:-[0-9a-f]{20}\.(?:js|css)|styles\.[0-9a-f]{20}\.css)/g)) {
    bundleNames[side].add(match[0])
  }
  for (const pattern of BUNDLE_HASHES) {
    out = out.replace(pattern, () => {
      setAside.bundleNames++
      return "<hash>"
    })
  }
  out = out.replace(SCRIPT_HASH, () => {
    setAside.scriptHashes++
    return "'sha256-<hash>'"
  })
  out = out.replace(COMPILATION_HASH, (_, before, after) => {
    setAside.compilationHashes++
    return `${before}<hash>${after}`
  })
  return out
}

/** The first line at which two texts differ, both versions shortened, for the report. */
function firstDifference(a, b) {
  const linesA = a.split("\n")
  const linesB = b.split("\n")
  const line = linesA.findIndex((text, i) => text !== linesB[i])
  const at = line === -1 ? linesA.length : line
  const [x = "", y = ""] = [linesA[at], linesB[at]]
  let column = 0
  while (column < x.length && x[column] === y[column]) column++
  const show = (text) => JSON.stringify(text.slice(Math.max(0, column - 60), column + 100))
  return `line ${at + 1}, column ${column + 1}:\n    A: ${show(x)}\n    B: ${show(y)}`
}

const [a, b] = dirs.map((dir) => path.resolve(dir))
const filesA = comparedFiles(a)
const filesB = comparedFiles(b)
const onlyA = filesA.filter((file) => !filesB.includes(file))
const onlyB = filesB.filter((file) => !filesA.includes(file))
const differing = []
for (const file of filesA.filter((f) => filesB.includes(f))) {
  const textA = normalised(fs.readFileSync(path.join(a, file), "utf8"), 0)
  const textB = normalised(fs.readFileSync(path.join(b, file), "utf8"), 1)
  if (textA !== textB) differing.push(`${file}: ${firstDifference(textA, textB)}`)
}

const renamedBundles = [...bundleNames[0]].filter((name) => !bundleNames[1].has(name))
console.log(`Compared ${filesA.length - onlyA.length} files present in both builds.`)
console.log(
  `Set aside: ${setAside.bundleNames} bundle-name hashes (${renamedBundles.length} of the names referred to in A are not in B), ` +
    `${setAside.scriptHashes} script hashes, ${setAside.compilationHashes} compilation hashes, ` +
    `${setAside.movedPaths} mentions of moved source files.`,
)
if (renamedBundles.length) console.log(`  Bundles named otherwise in B: ${renamedBundles.sort().join(", ")}`)
for (const file of onlyA) console.log(`Only in A: ${file}`)
for (const file of onlyB) console.log(`Only in B: ${file}`)
for (const entry of differing) console.log(`Differs: ${entry}`)
if (onlyA.length || onlyB.length || differing.length) {
  console.log(`${differing.length} files differ, ${onlyA.length + onlyB.length} are in one build only.`)
  process.exit(1)
}
console.log("Identical.")
