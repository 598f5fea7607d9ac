// The floor the site is measured against: a bare Gatsby 5 page (one heading, one paragraph, one
// local image through gatsby-plugin-image) built in a temporary folder with the project's own
// Gatsby, React and image plugins, so the same machine, run and server measure both.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const PAGE = `import * as React from "react"
import { StaticImage } from "gatsby-plugin-image"

export default function Floor() {
  return (
    <main>
      <h1>TV antenna installation in Melbourne</h1>
      <p>A bare Gatsby page: the least JavaScript and main-thread work any page of the site can have.</p>
      <StaticImage src="../images/photo.jpg" alt="An antenna on a roof" width={800} />
    </main>
  )
}

export const Head = () => (
  <>
    <html lang="en" />
    <title>Floor page</title>
    <meta name="description" content="A bare Gatsby page used as the floor of the site's speed audit." />
  </>
)
`

const FLOOR_PACKAGES = ["gatsby", "gatsby-plugin-image", "gatsby-plugin-sharp", "react", "react-dom"]

const CONFIG = `module.exports = { plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp"] }
`

/** Builds the floor page and returns the folder whose public/ holds it; `image` is a local JPEG. */
export function buildFloorSite({ projectRoot, image }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-floor-"))
  fs.mkdirSync(path.join(dir, "src/pages"), { recursive: true })
  fs.mkdirSync(path.join(dir, "src/images"), { recursive: true })
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8"))
  const same = Object.fromEntries(FLOOR_PACKAGES.map((name) => [name, dependencies[name]]))
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "floor", private: true, dependencies: same }))
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), CONFIG)
  fs.writeFileSync(path.join(dir, "src/pages/index.js"), PAGE)
  fs.copyFileSync(image, path.join(dir, "src/images/photo.jpg"))
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir")
  const build = spawnSync(process.execPath, [path.join(projectRoot, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (build.status !== 0) throw new Error(`The floor page did not build (in ${dir}).`)
  return dir
}
