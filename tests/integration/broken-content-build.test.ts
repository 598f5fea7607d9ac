/**
 * @jest-environment node
 *
 * A real `gatsby build` on a copy of the site with the mistakes editors make most (a line indented
 * too far, a duplicated key, a missing field and a wrong type in three files) must stop before
 * Gatsby reads any content, naming every file, line and field, and say nothing about GraphQL.
 * Runs in a temporary copy so the developer's public/ and .cache/ are untouched.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { lineOf } from "../support/fixtures/content-copy"
import { copySiteForBuild, projectRoot as root } from "../support/fixtures/site-copy"
jest.setTimeout(180_000)

/** Changes `file` in the copy and returns its original text. */
function edit(dir: string, file: string, change: (text: string) => string): string {
  const text = fs.readFileSync(path.join(dir, file), "utf8")
  fs.writeFileSync(path.join(dir, file), change(text))
  return text
}

it("stops the build with every content mistake named by file and line, before GraphQL", () => {
  const dir = copySiteForBuild("broken-content-")
  try {
    const service = "content/services/tv-wall-mounting-melbourne.yaml"
    const serviceText = edit(dir, service, (text) =>
      text.replace(/^menuLabel: .*$/m, "").replace(/^order: .*$/m, "order: third"),
    )
    // A syntax error: one line of home.yaml indented three spaces too far.
    const home = edit(dir, "content/home.yaml", (text) => text.replace(/^ {2}intro:/m, "     intro:"))
    // A duplicated key: a second phone line at the end of site.yaml.
    const site = edit(dir, "content/site.yaml", (text) => `${text}phone: 03 9000 0000\n`)

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
    const intro = lineOf(home, /^ {2}intro:/)
    // The key on the line above, which the message asks to line up with.
    const above = home.split("\n")[intro - 2].trim().split(":")[0]
    expect(output).toContain(
      `content/home.yaml:${intro}:6: this line is indented more than the line above it — line it up with \`${above}:\` (line ${intro - 1})`,
    )
    const added = site.split("\n").length
    expect(output).toContain(
      `content/site.yaml:${added}:1: \`phone\` appears twice in this file (lines ${lineOf(site, /^phone:/)} and ${added}) — keep one`,
    )
    expect(output).toContain(`${service}:1:1: \`menuLabel\` is required (text) — add \`menuLabel: …\``)
    expect(output).toContain(
      `${service}:${lineOf(serviceText, /^order:/)}:8: \`order\` must be a whole number, got "third" — write a whole number such as 3, without quotes`,
    )
    expect(output).not.toMatch(/graphql|gatsby-transformer-yaml/i)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
