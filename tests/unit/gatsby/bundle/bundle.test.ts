import fs from "fs"
import path from "path"
import { REPLACED_GATSBY_MODULES } from "../../../../gatsby/bundle"

const root = path.resolve(__dirname, "../../../..")

const sourcesIn = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? sourcesIn(file) : /\.(tsx?|jsx?)$/.test(entry.name) ? [file] : []
  })

describe("the browser bundle leaves out Gatsby modules the site never runs", () => {
  test("no page or template exports a Head: the bundle has no Head API handler", () => {
    const withHead = [...sourcesIn("src/pages"), ...sourcesIn("src/templates")].filter((file) =>
      /export\s+(const|function|async function)\s+Head\b|export\s*\{[^}]*\bHead\b/.test(
        fs.readFileSync(path.join(root, file), "utf8"),
      ),
    )
    expect(withHead).toEqual([])
  })

  test.each([
    ["../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js", "unused-module.js"],
    ["./register-service-worker", "unused-module.js"],
    ["./head/head-export-handler-for-browser", "no-head-export.js"],
    ["/x/.cache/head/head-export-handler-for-browser.js", "no-head-export.js"],
  ])("%s is replaced by %s", (request, replacement) => {
    const found = REPLACED_GATSBY_MODULES.filter(({ pattern }) => pattern.test(request))
    expect(found.map(({ by }) => path.basename(by))).toEqual([replacement])
  })

  test.each(["react", "./loader", "gatsby-script", "./head/utils", "../src/components/seo-tags"])(
    "%s stays",
    (request) => {
      expect(REPLACED_GATSBY_MODULES.filter(({ pattern }) => pattern.test(request))).toEqual([])
    },
  )

  test("what takes their place exists", () => {
    for (const { by } of REPLACED_GATSBY_MODULES) expect(fs.existsSync(by)).toBe(true)
  })
})
