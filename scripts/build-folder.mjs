#!/usr/bin/env node
// `npm run build`'s first and last step: a Gatsby cache made in another folder is not used.
//
// Gatsby keeps absolute paths in .cache/ and does not notice when the project's folder has moved (a
// copied checkout, a renamed repository, a CI runner with another work folder): the first build there
// fails with "Building static HTML failed for path ... The result of this StaticQuery could not be
// fetched", and only the next one passes. So before the build, `check` compares the folder the cache
// was made in (recorded by `record` after the last build that passed) with this one, and when they
// differ, or a cache says nothing of where it was made, deletes .cache/ and public/ as `npm run clean`
// does, for one full build. `record` writes the folder after a build that passed.
//
// Usage: node scripts/build-folder.mjs check|record [project folder]
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** Where `record` writes the folder: in the cache itself, so that `npm run clean` removes it with the cache. */
export const RECORD = ".cache/.built-in-folder"

/** Deletes `root`'s .cache/ and public/ when they were made in another folder; what it did, in a sentence, or null. */
export function check(root) {
  const cache = path.join(root, ".cache")
  if (!fs.existsSync(cache)) return null
  const here = fs.realpathSync(root)
  const file = path.join(root, RECORD)
  const madeIn = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null
  if (madeIn === here) return null
  for (const dir of [cache, path.join(root, "public")]) fs.rmSync(dir, { recursive: true, force: true })
  return `${
    madeIn
      ? `The Gatsby cache in .cache/ was made in ${madeIn}, not here (${here})`
      : "The Gatsby cache in .cache/ does not say in which folder it was made"
  }: Gatsby cannot use it from another folder. Deleted .cache/ and public/ (as npm run clean does): this build is a full one.`
}

/** Notes `root` as the folder of its cache, after a build that passed. */
export function record(root) {
  if (fs.existsSync(path.join(root, ".cache"))) fs.writeFileSync(path.join(root, RECORD), `${fs.realpathSync(root)}\n`)
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
