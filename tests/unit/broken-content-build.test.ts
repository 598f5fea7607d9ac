/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the site whose service file is broken must stop, naming the
 * file and the field. Runs in a temporary copy so the developer's public/ and .cache/ are untouched.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const root = path.resolve(__dirname, "../..")
const COPY = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "postcss.config.js",
  "tsconfig.json",
  "package.json",
  "gatsby",
  "src",
  "content",
  "static",
]

jest.setTimeout(180_000)

it("stops the build with a message naming the file and the field", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"))
  try {
    for (const entry of COPY) {
      if (fs.existsSync(path.join(root, entry)))
        fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    const file = path.join(dir, "content/services/tv-wall-mounting-melbourne.yaml")
    const broken = fs
      .readFileSync(file, "utf8")
      .replace(/^menuLabel: .*$/m, "")
      .replace(/^order: .*$/m, "order: third")
    fs.writeFileSync(file, broken)

    const result = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
      timeout: 170_000,
    })
    const output = `${result.stdout}\n${result.stderr}`
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "")
      .replace(/\s+/g, " ")
    expect(result.status).not.toBe(0)
    expect(output).toContain('content/services/tv-wall-mounting-melbourne.yaml: "menuLabel" is required (text)')
    expect(output).toContain('content/services/tv-wall-mounting-melbourne.yaml: "order" must be a whole number')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
