import fs from "fs"
import path from "path"
import { REPLACED_GATSBY_MODULES, configureBrowserBundle } from "../../../../gatsby/bundle"

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

describe("the browser bundle knows when it was built", () => {
  /** What configureBrowserBundle asks Gatsby's webpack config for at `stage`. */
  function configuredAt(stage: string) {
    const set: unknown[] = []
    const plugins = {
      define: (values: Record<string, string>) => ({ define: values }),
      normalModuleReplacement: (pattern: RegExp) => ({ replaces: pattern }),
    }
    const actions = { setWebpackConfig: (config: unknown) => set.push(config) }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stub of Gatsby's arguments
    ;(configureBrowserBundle as any)({ stage, actions, plugins })
    return set as { plugins: Record<string, unknown>[] }[]
  }

  test("the production bundle: the build's time for the blog's freshness, and the modules left out", () => {
    const [config] = configuredAt("build-javascript")
    const define = config.plugins[0].define as Record<string, string>
    const builtAt = Date.parse(JSON.parse(define["process.env.SITE_BUILT_AT"]))
    expect(Math.abs(Date.now() - builtAt)).toBeLessThan(5 * 60 * 1000)
    expect(config.plugins.slice(1)).toHaveLength(REPLACED_GATSBY_MODULES.length)
  })

  test("gatsby develop: the time only; the server's render: nothing, so a build renders no page again for it", () => {
    expect(configuredAt("develop")).toEqual([{ plugins: [{ define: expect.any(Object) }] }])
    expect(configuredAt("build-html")).toEqual([])
    expect(configuredAt("develop-html")).toEqual([])
  })
})
