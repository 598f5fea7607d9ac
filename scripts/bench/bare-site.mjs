// The base of the blog benchmark's build-time ratio: a bare Gatsby site (one page with a heading, a
// paragraph and one picture) with the same plugins as the project's gatsby-config.ts, in the same
// versions, in a temporary folder. What a clean build costs before the site adds anything.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createJiti } from "jiti"

const PAGE = `import * as React from "react"
import { StaticImage } from "gatsby-plugin-image"

export default function Home() {
  return (
    <main>
      <h1>TV antenna installation in Melbourne</h1>
      <p>A bare Gatsby site with the plugins of the project.</p>
      <StaticImage src="../images/photo.jpg" alt="An antenna on a roof" width={800} />
    </main>
  )
}
`

/** Options the plugins cannot do without; every other plugin runs on its defaults. */
const REQUIRED_OPTIONS = {
  "gatsby-source-filesystem": (dir) => ({ name: "images", path: path.join(dir, "src/images") }),
}

/** Names of the plugins the project's gatsby-config.ts lists, in its order. */
export async function projectPlugins(projectRoot) {
  const jiti = createJiti(path.join(projectRoot, "/"))
  const { default: config } = await jiti.import(path.join(projectRoot, "gatsby-config.ts"))
  return config.plugins.map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))
}

/** Writes the bare site into a new temporary folder, node_modules linked to the project's; returns the folder. */
export async function makeBareSite(projectRoot) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-bare-"))
  fs.mkdirSync(path.join(dir, "src/pages"), { recursive: true })
  fs.mkdirSync(path.join(dir, "src/images"), { recursive: true })
  const plugins = await projectPlugins(projectRoot)
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8"))
  const packages = ["gatsby", "react", "react-dom", ...plugins]
  const same = Object.fromEntries(packages.map((name) => [name, dependencies[name]]))
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare", private: true, dependencies: same }))
  const config = {
    siteMetadata: { siteUrl: "http://localhost" },
    plugins: plugins.map((name) =>
      REQUIRED_OPTIONS[name] ? { resolve: name, options: REQUIRED_OPTIONS[name](dir) } : name,
    ),
  }
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), `module.exports = ${JSON.stringify(config, null, 2)}\n`)
  fs.writeFileSync(path.join(dir, "src/pages/index.js"), PAGE)
  fs.copyFileSync(path.join(projectRoot, "content/images/about/hero.jpg"), path.join(dir, "src/images/photo.jpg"))
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}
