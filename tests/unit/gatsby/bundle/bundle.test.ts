import fs from "fs"
import path from "path"
import { createHash } from "crypto"
import { CompilationHashFromContent, REPLACED_GATSBY_MODULES, configureBrowserBundle } from "../../../../gatsby/bundle"

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

describe("the browser bundle holds nothing that changes from build to build", () => {
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

  test("the production bundle: the modules left out, the compilation hash from content, no value defined (the build's time is /build-info.json)", () => {
    expect(configuredAt("build-javascript")).toEqual([
      {
        plugins: [
          ...REPLACED_GATSBY_MODULES.map(({ pattern }) => ({ replaces: pattern })),
          expect.any(CompilationHashFromContent),
        ],
      },
    ])
  })

  test("the compilation hash Gatsby writes into every page comes from the chunks' content alone", () => {
    /** The hash CompilationHashFromContent gives a compilation of `chunks`, which webpack had hashed as `own`. */
    function hashOf(chunks: { id: number | string; contentHash: Record<string, string> }[], own: string) {
      let afterHash = () => {}
      const compilation = {
        chunks: new Set(chunks),
        hash: own,
        fullHash: own,
        outputOptions: { hashFunction: "md4", hashDigest: "hex", hashDigestLength: 20 },
        hooks: { afterHash: { tap: (_: string, run: () => void) => (afterHash = run) } },
      }
      new CompilationHashFromContent().apply({
        webpack: { util: { createHash: () => createHash("sha256") } },
        hooks: { thisCompilation: { tap: (_: string, run: (c: typeof compilation) => void) => run(compilation) } },
      })
      afterHash()
      expect(compilation.fullHash.startsWith(compilation.hash)).toBe(true)
      return compilation.hash
    }
    const app = { id: "app", contentHash: { javascript: "0123456789abcdef0123", css: "abcdef0123456789abcd" } }
    const page = { id: 454, contentHash: { javascript: "52f33377660a9d1a085d" } }
    const same = hashOf([app, page], "webpack-said-this")
    expect(same).toMatch(/^[0-9a-f]{20}$/)
    // What webpack's cache made of the stylesheet's child compilation, and the chunks' order, do not count.
    expect(hashOf([page, app], "webpack-said-another")).toBe(same)
    // A chunk whose content changed does.
    expect(hashOf([app, { ...page, contentHash: { javascript: "62f33377660a9d1a085d" } }], "x")).not.toBe(same)
  })

  test("gatsby develop and the server's render: nothing", () => {
    for (const stage of ["develop", "build-html", "develop-html"]) expect(configuredAt(stage)).toEqual([])
  })

  test("no source of the browser reads the clock of the build", () => {
    const readers = [...sourcesIn("src"), ...sourcesIn("gatsby")].filter((file) =>
      /SITE_BUILT_AT/.test(fs.readFileSync(path.join(root, file), "utf8")),
    )
    expect(readers).toEqual([])
  })
})
