/**
 * @jest-environment node
 *
 * What the site takes from inside Gatsby rather than from its documented API, read from the Gatsby
 * installed in node_modules: each test names the internal, and fails with what moved and where to
 * look when a Gatsby release renames or reshapes it (docs/decisions.md, "On every Gatsby upgrade").
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import config from "../../../gatsby-config"
import { REPLACED_GATSBY_MODULES } from "../../../gatsby/bundle"
import { queryHash } from "../../../gatsby/cms/build"
import { pageDataFolder, pageLoadOf } from "../../../gatsby/host/page-load"
import { pagePathOf, startScriptsAfterPaint } from "../../../gatsby/host/scripts-after-paint"

const root = path.resolve(__dirname, "../../..")
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
const { version } = JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")) as { version: string }
const CHECKLIST = "docs/decisions.md, On every Gatsby upgrade"

/** A file of the installed Gatsby, by its path inside the package. */
function gatsbyFile(file: string): string {
  const full = path.join(gatsbyDir, file)
  if (!fs.existsSync(full)) throw new Error(`Gatsby ${version} has no ${file}: ${CHECKLIST}.`)
  return fs.readFileSync(full, "utf8")
}

/** Fails with what no longer holds in Gatsby and where to look, rather than with a diff of its source. */
function holds(found: boolean, what: string): void {
  if (!found) throw new Error(`Gatsby ${version}: ${what}\nRe-check: ${CHECKLIST}.`)
}

/** Every file of Gatsby's browser runtime (cache-dir, less its server-side CommonJS copy). */
function browserRuntime(dir = "cache-dir"): string[] {
  return fs.readdirSync(path.join(gatsbyDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === "commonjs" ? [] : browserRuntime(file)
    return entry.name.endsWith(".js") ? [file] : []
  })
}

describe("gatsby/bundle: the Gatsby modules it leaves out of the browser bundle", () => {
  // Each module as Gatsby's own code asks for it: the request, and the names it imports.
  const requests = browserRuntime().flatMap((file) =>
    [...gatsbyFile(file).matchAll(/(?:import\s*(?:\{([^}]*)\}\s*from\s*)?|require\()\s*["'`]([^"'`]+)["'`]/g)].map(
      (match) => ({
        file,
        request: match[2],
        names: (match[1] ?? "")
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
      }),
    ),
  )
  const partytown = path.join(gatsbyDir, "dist/internal-plugins/partytown/gatsby-browser.js")

  test.each(REPLACED_GATSBY_MODULES.map((replaced) => [replaced.name, replaced]))(
    "%s: still a module Gatsby puts in the bundle, and what takes its place exports what Gatsby imports",
    (_, { pattern, by }) => {
      const asked = [...requests.filter(({ request }) => pattern.test(request))]
      if (pattern.test(partytown)) asked.push({ file: "its Partytown plugin", request: partytown, names: [] })
      holds(
        asked.length > 0,
        `nothing in its browser runtime asks for a module matching ${pattern}, so gatsby/bundle/index.ts ` +
          "replaces nothing: find where the module went, and whether it still runs on a production page",
      )
      const replacement = createRequire(__filename)(by) as Record<string, unknown>
      for (const { file, names } of asked) {
        for (const name of names) {
          holds(
            typeof replacement[name] === "function",
            `${file} imports ${name} from the module ${path.basename(by)} replaces, which does not export it`,
          )
        }
      }
    },
  )

  test("Partytown's browser code still acts only under gatsby develop", () => {
    holds(
      gatsbyFile("dist/bootstrap/load-plugins/load-internal-plugins.js").includes("internal-plugins/partytown"),
      "Gatsby no longer loads its Partytown plugin: drop its entry from REPLACED_GATSBY_MODULES",
    )
    holds(
      /process\.env\.NODE_ENV !== `development`\)\s*\{\s*return/.test(
        gatsbyFile("dist/internal-plugins/partytown/gatsby-browser.js"),
      ),
      "internal-plugins/partytown/gatsby-browser.js may now act in production: the bundle must keep it",
    )
  })

  test("the service worker's registration is still asked for only by a plugin, and none of the site's does", () => {
    holds(
      /if \(apiRunner\(`registerServiceWorker`\)[^)]*\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/.test(
        gatsbyFile("cache-dir/production-app.js"),
      ),
      "production-app.js no longer loads register-service-worker only when a plugin asks for it",
    )
    const plugins = (config.plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))
    const browserFiles = [
      path.join(root, "gatsby-browser.tsx"),
      ...plugins.map((plugin) =>
        path.join(path.dirname(require.resolve(`${plugin}/package.json`)), "gatsby-browser.js"),
      ),
    ].filter((file) => fs.existsSync(file))
    for (const file of browserFiles) {
      expect({ file, asks: /registerServiceWorker/.test(fs.readFileSync(file, "utf8")) }).toEqual({ file, asks: false })
    }
  })
})

describe("gatsby/host/scripts-after-paint.ts: the script tags it rewrites", () => {
  // Gatsby 5 writes its three scripts into the "_gatsby-scripts" slice of every page, from a template.
  const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")

  test("Gatsby's tag for each of its scripts is the one the starter takes over", () => {
    const templates = [...extractor.matchAll(/`(<script src="\$\{this\.publicPath\}\/\$\{asset\}"[^`]*)`/g)].map(
      (match) => match[1],
    )
    const appTag = templates.find((template) => template.includes(" async"))
    holds(
      appTag !== undefined,
      "gatsby-webpack-stats-extractor.js no longer writes the app's scripts as " +
        '<script src="${publicPath}/${asset}" async></script>: compare its tags with GATSBY_SCRIPT',
    )
    const tag = (asset: string) => appTag!.replace("${this.publicPath}", "").replace("${asset}", asset)
    const page =
      `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>` +
      `${tag("webpack-runtime-1.js")}${tag("framework-2.js")}${tag("app-3.js")}</body></html>`
    const rewritten = startScriptsAfterPaint(page)
    holds(
      !rewritten.includes("<script src=") &&
        rewritten.includes('var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]'),
      `the starter's pattern (GATSBY_SCRIPT) does not take over Gatsby's tag ${tag("app-3.js")}`,
    )
    holds(
      /process\.env\.GATSBY_SLICES = `true`/.test(gatsbyFile("dist/bootstrap/load-config/index.js")),
      "slices may be off: the scripts are then rendered by static-entry.js instead, as React writes them",
    )
  })

  test("the page's path is still in Gatsby's inline script, where the starter reads it", () => {
    holds(
      /window\.pagePath=\$\{JSON\.stringify\(\s*pagePath\s*\)\}/.test(gatsbyFile("cache-dir/static-entry.js")),
      "static-entry.js no longer writes window.pagePath=<JSON> into each page, which pagePathOf (PAGE_PATH) reads",
    )
    expect(pagePathOf(`window.pagePath=${JSON.stringify("/blog/a/")};`)).toBe("/blog/a/")
  })
})

describe("gatsby-ssr.tsx and gatsby-browser.tsx: how Gatsby renders and starts a page", () => {
  const staticEntry = gatsbyFile("cache-dir/static-entry.js")

  test("replaceRenderer is awaited, and a replaceRenderer that renders nothing leaves the rendering to Gatsby", () => {
    const awaited = staticEntry.search(/await apiRunnerAsync\(`replaceRenderer`/)
    const ownRender = staticEntry.search(/if \(!bodyHtml\) \{/)
    holds(
      awaited >= 0 && ownRender > awaited,
      "static-entry.js no longer awaits replaceRenderer before rendering the page itself when no body was set: " +
        "gatsby-ssr.tsx's replaceRenderer (all lazy components loaded first) must render the body itself",
    )
  })

  test("the chunks marked webpackPreload reach onPreRenderHTML as <link as=script rel=preload>", () => {
    const links = staticEntry.search(/<link\s+as="script"\s+rel=\{script\.rel\}/)
    holds(
      links >= 0 && staticEntry.indexOf("apiRunner(`onPreRenderHTML`") > links,
      'static-entry.js no longer adds the preloaded chunks as <link as="script" rel=...> before onPreRenderHTML, ' +
        "where gatsby-ssr.tsx takes them out (the script starter requests them)",
    )
  })

  test("a page is hydrated when Gatsby's focus wrapper has markup, and rendered when it is empty", () => {
    const app = gatsbyFile("cache-dir/production-app.js")
    holds(
      /const focusEl = document\.getElementById\(`gatsby-focus-wrapper`\)/.test(app) &&
        /if \(focusEl && focusEl\.children\.length\)/.test(app) &&
        /apiRunner\(`replaceHydrateFunction`/.test(app) &&
        /document\.getElementById\(`___gatsby`\)/.test(app),
      "production-app.js no longer chooses hydration by #gatsby-focus-wrapper's children inside #___gatsby: " +
        "gatsby-browser.tsx's replaceHydrateFunction and gatsby-ssr.tsx's handOverToClientRoute make the same choice",
    )
    holds(
      /<Router id="gatsby-focus-wrapper"/.test(staticEntry) &&
        /id="___gatsby"/.test(gatsbyFile("cache-dir/default-html.js")),
      "the pre-rendered page no longer has #___gatsby around #gatsby-focus-wrapper",
    )
  })
})

describe("gatsby/host/page-load.ts: what Gatsby's loader fetches, requested with the scripts", () => {
  const loader = gatsbyFile("cache-dir/loader.js")

  test("the loader fetches the page's data, the app's data and the static queries where the starter preloads them", () => {
    holds(
      loader.includes("const fixedPath = path === `/` ? `index` : stripSurroundingSlashes(path)") &&
        loader.includes("`${__PATH_PREFIX__}/page-data/${fixedPath}/page-data.json${"),
      "loader.js asks for a page's data at another address than /page-data/<page>/page-data.json (pageDataFolder)",
    )
    holds(
      loader.includes("`${__PATH_PREFIX__}/page-data/app-data.json`") &&
        loader.includes("`${__PATH_PREFIX__}/page-data/sq/d/${staticQueryHash}.json`"),
      "loader.js asks for the app's data or the static queries at another address than page-load.ts preloads",
    )
    const load = pageLoadOf({ assetsByChunkName: {}, childAssetsByChunkName: {} }, "/blog/a/", {
      componentChunkName: "c",
      staticQueryHashes: ["1"],
    })
    expect(load.data).toEqual([
      "/page-data/blog/a/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/1.json",
    ])
    expect(pageDataFolder("/")).toBe("index")
  })

  test("webpack.stats.json still lists each chunk group's files and its preloaded children", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")
    holds(
      /assetsByChunkName: assets,\s*childAssetsByChunkName: childAssets/.test(extractor) &&
        /childAssets\[chunkGroup\.name\]\[rel\] = childFiles/.test(extractor),
      "gatsby-webpack-stats-extractor.js writes webpack.stats.json in another shape than WebpackStats " +
        "(page-load.ts) and siteStylesheet (gatsby/cms/build.ts) read",
    )
  })

  test("a page without data falls back to the 404 page's, which the blog's rewrites serve", () => {
    holds(
      loader.includes("Object.assign(loadObj, { pagePath: `/404.html`, notFound: true })"),
      "loader.js no longer loads /404.html's page data for a page it cannot find: " +
        "BLOG_REWRITES (gatsby/host/config-files.ts) point posts newer than the build there",
    )
  })
})

describe("gatsby/cms/build.ts: the hash under which Gatsby keeps a static query's result", () => {
  test("Gatsby's Babel plugin gives a useStaticQuery the hash queryHash computes", () => {
    // The plugin and Babel that Gatsby itself uses.
    const fromGatsby = createRequire(path.join(gatsbyDir, "package.json"))
    const babel = fromGatsby("@babel/core") as typeof import("@babel/core")
    const text = "\n  query CmsHashCheck {\n    site { id }\n  }\n"
    const out = babel.transformSync(
      `import { graphql, useStaticQuery } from "gatsby"\nexport const useX = () => useStaticQuery(graphql\`${text}\`)\n`,
      {
        filename: path.join(root, "src/hooks/use-x.js"),
        babelrc: false,
        configFile: false,
        plugins: [fromGatsby.resolve("babel-plugin-remove-graphql-queries")],
      },
    )?.code
    const hashes = [...(out ?? "").matchAll(/(?:"|\/)(\d+)(?:"|\.json)/g)].map((match) => match[1])
    holds(
      hashes.includes(queryHash(text)),
      `babel-plugin-remove-graphql-queries hashes a query otherwise than queryHash (gatsby/cms/build.ts): ` +
        `the CMS previews would find no static query result. Its output: ${out}`,
    )
  })
})
