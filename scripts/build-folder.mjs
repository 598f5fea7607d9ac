#!/usr/bin/env node
// `npm run build`'s first and last step: a Gatsby cache is used only where, and for the stylesheet,
// it was made.
//
// - Gatsby keeps absolute paths in .cache/ and does not notice when the project's folder has moved (a
//   copied checkout, a renamed repository, a CI runner with another work folder): the first build
//   there fails with "Building static HTML failed for path ... The result of this StaticQuery could
//   not be fetched", and only the next one passes.
// - Gatsby renders a page's HTML again only when the page's data or code changed. The stylesheet
//   (src/styles/global.css through PostCSS and Tailwind) is in every page's HTML, inlined and linked,
//   but is neither: after a change to it alone, every page kept the stylesheet of the build before
//   ("There are no new or changed html files to build"), and a deploy published the old look.
// So before the build, `check` compares the folder the cache was made in and a fingerprint of the
// stylesheet's sources (both recorded by `record` after the last build that passed) with this
// folder's, and when either differs, or a cache says nothing of them, deletes .cache/ and public/ as
// `npm run clean` does, for one full build.
//
// Usage: node scripts/build-folder.mjs check|record [project folder]
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** Where `record` writes the folder and the fingerprint: in the cache itself, so that `npm run clean` removes them with it. */
export const RECORD = ".cache/.built-in-folder"

/**
 * What makes the stylesheet besides the pages' code (a change there renders the pages using it
 * again anyway): every .css file under src/, PostCSS's configuration, and the Tailwind installed.
 */
export function stylesheetSources(root) {
  const css = (dir) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return css(file)
      return entry.name.endsWith(".css") ? [file] : []
    })
  const fixed = [
    "postcss.config.js",
    "node_modules/tailwindcss/package.json",
    "node_modules/@tailwindcss/postcss/package.json",
  ]
  return [...css(path.join(root, "src")), ...fixed.map((file) => path.join(root, file))]
    .filter((file) => fs.existsSync(file))
    .map((file) => path.relative(root, file))
    .sort()
}

/** A fingerprint of the stylesheet's sources: their names and contents. */
export function stylesheetFingerprint(root) {
  const hash = crypto.createHash("sha256")
  for (const file of stylesheetSources(root))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0")
  return hash.digest("hex")
}

/**
 * Deletes `root`'s .cache/ and public/ when they were made in another folder or from other
 * stylesheet sources; what it did, in a sentence, or null.
 */
export function check(root) {
  const cache = path.join(root, ".cache")
  if (!fs.existsSync(cache)) return null
  const here = fs.realpathSync(root)
  const file = path.join(root, RECORD)
  const [madeIn = null, stylesheet = null] = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n") : []
  const why =
    madeIn === null
      ? "The Gatsby cache in .cache/ does not say in which folder it was made"
      : madeIn !== here
        ? `The Gatsby cache in .cache/ was made in ${madeIn}, not here (${here})`
        : stylesheet !== `stylesheet ${stylesheetFingerprint(root)}`
          ? `The stylesheet's sources (${stylesheetSources(root).join(", ")}) changed since the last build`
          : null
  if (why === null) return null
  for (const dir of [cache, path.join(root, "public")]) fs.rmSync(dir, { recursive: true, force: true })
  const because =
    madeIn === here
      ? "Gatsby would keep every page's HTML with the stylesheet it had."
      : "Gatsby cannot use it from another folder."
  return `${why}: ${because} Deleted .cache/ and public/ (as npm run clean does): this build is a full one.`
}

/** Notes `root` as the folder of its cache, and the stylesheet's sources, after a build that passed. */
export function record(root) {
  if (fs.existsSync(path.join(root, ".cache")))
    fs.writeFileSync(path.join(root, RECORD), `${fs.realpathSync(root)}\nstylesheet ${stylesheetFingerprint(root)}\n`)
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [step, folder] = process.argv.slice(2)
  const root = path.resolve(folder ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."))
  if (step === "check") {
    const said = check(root)
    if (said) console.log(said)
  } else if (step === "record") record(root)
  else {
    console.error("Usage: node scripts/build-folder.mjs check|record [project folder]")
    process.exitCode = 2
  }
}
