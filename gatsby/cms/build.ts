// Writes the editors' CMS into public/admin/ (its address, CMS_PATH) after the build: the Decap CMS
// bundle (made with esbuild from cms/, nothing loaded from a CDN), its page, the configuration generated from
// the content model, and what its previews need from the build (the site's CSS and the static
// queries' results). No public page refers to any of it.
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { stripIgnoredCharacters } from "graphql"
import { murmurhash } from "gatsby-core-utils/murmurhash"
import { siteUrlOf } from "../content"
import type { CmsEnv } from "./backend"
import { cmsConfig, type TakenValues } from "./config"
import { CMS_PATH } from "./security"

/** The CMS's source folder: its entry point, the "gatsby" of the previews and shims. */
const SOURCE_DIR = "cms"
const BUNDLE = "cms.js"

export const cmsPage = (bundle: string) => `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor</title>
</head>
<body>
<script src="${bundle}"></script>
</body>
</html>
`

/** The slug and form choice each service file holds, so the CMS refuses a copy in another file. */
export function takenServiceValues(contentDir: string): TakenValues {
  const dir = path.join(contentDir, "services")
  const services = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => ({ file: path.basename(f, ".yaml"), data: parse(fs.readFileSync(path.join(dir, f), "utf8")) ?? {} }))
  return {
    slug: services.map(({ file, data }) => ({ file, value: String(data.slug ?? "") })),
    "choice.value": services.map(({ file, data }) => ({ file, value: String(data.choice?.value ?? "") })),
  }
}

/** Rebuilding the 5 MB bundle takes seconds; it is reused while none of its inputs changed. */
function inputsHash(root: string, inputs: string[]): string {
  const hash = crypto.createHash("sha256")
  for (const input of inputs)
    hash.update(input).update(fs.existsSync(path.join(root, input)) ? fs.readFileSync(path.join(root, input)) : "")
  return hash.digest("hex")
}

/**
 * Decap's packages are both imported and required by one another, for which esbuild would pick
 * their prebuilt UMD files (with their own copies of shared modules); this resolves every one to
 * its ES module build, as Decap's own bundle does.
 */
const decapAsModules = {
  name: "decap-es-modules",
  setup(build: {
    onResolve: (o: { filter: RegExp }, f: (a: { path: string }) => { path: string } | undefined) => void
  }) {
    build.onResolve({ filter: /^decap-cms-[a-z-]+$/ }, ({ path: name }) => {
      const dir = path.join(process.cwd(), "node_modules", name)
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { module?: string }
      return manifest.module ? { path: path.join(dir, manifest.module) } : undefined
    })
  },
}

type Plugin = Parameters<typeof import("esbuild").build>[0] extends { plugins?: (infer P)[] } ? P : never

/** The hash under which Gatsby stores a query's result (babel-plugin-remove-graphql-queries). */
export const queryHash = (text: string) => String(murmurhash(stripIgnoredCharacters(text), 0))

/** Every graphql`` tag of a source file replaced by its query's hash, as Gatsby's Babel plugin does. */
export const withQueryHashes = (source: string) =>
  source.replace(/\bgraphql`([^`]*)`/g, (_tag, text: string) => JSON.stringify(queryHash(text)))

/**
 * The site's components in the previews: "gatsby" is cms/gatsby-shim.tsx (Link, and
 * useStaticQuery answering from static-queries.json), and their graphql`` tags become hashes.
 */
const siteComponents: Plugin = {
  name: "site-components",
  setup(build) {
    const root = build.initialOptions.absWorkingDir ?? process.cwd()
    const src = path.join(root, "src") + path.sep
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(root, SOURCE_DIR, "gatsby-shim.tsx") }))
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) =>
      file.startsWith(src)
        ? { contents: withQueryHashes(fs.readFileSync(file, "utf8")), loader: file.endsWith("x") ? "tsx" : "ts" }
        : undefined,
    )
  },
}

async function bundle(root: string, outFile: string): Promise<void> {
  const cacheDir = path.join(root, ".cache", "cms")
  const cached = path.join(cacheDir, BUNDLE)
  const inputsFile = path.join(cacheDir, "inputs.json")
  if (fs.existsSync(inputsFile) && fs.existsSync(cached)) {
    const { inputs, hash } = JSON.parse(fs.readFileSync(inputsFile, "utf8")) as { inputs: string[]; hash: string }
    if (inputsHash(root, inputs) === hash) return fs.copyFileSync(cached, outFile)
  }
  const esbuild = await import("esbuild")
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, SOURCE_DIR, "index.tsx")],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    outfile: cached,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    plugins: [decapAsModules, siteComponents],
    // Node modules Decap imports: path has a browser version; stream is never used in the browser.
    alias: { path: "path-browserify", stream: `./${SOURCE_DIR}/shims/empty.ts` },
    define: {
      "process.env.NODE_ENV": '"production"',
      // Read by the forms and the blog, which the previews show but never send or fetch.
      "process.env.GATSBY_BACKEND_URL": '""',
      "process.env.GATSBY_DASHBOARD_URL": '""',
      global: "window",
    },
    loader: { ".js": "jsx", ".svg": "dataurl", ".png": "dataurl", ".jpg": "dataurl", ".css": "css" },
  })
  // The bundle also depends on how it is made: this file and the lock file.
  const inputs = [...Object.keys(result.metafile.inputs).sort(), "gatsby/cms/build.ts", "package-lock.json"]
  fs.writeFileSync(inputsFile, JSON.stringify({ inputs, hash: inputsHash(root, inputs) }))
  fs.copyFileSync(cached, outFile)
}

/** The results of the build's static queries (public/page-data/sq/d/<hash>.json) in one file, by hash. */
function staticQueryResults(publicDir: string): Record<string, unknown> {
  const dir = path.join(publicDir, "page-data", "sq", "d")
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []
  return Object.fromEntries(
    files.map((f) => [path.basename(f, ".json"), JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")).data]),
  )
}

/**
 * The site's stylesheet of this build (public/styles.<hash>.css), which the previews are drawn with.
 * Taken from the build's webpack.stats.json: Gatsby leaves the stylesheets of earlier builds in
 * public/, so after a change of CSS there are two.
 */
export function siteStylesheet(publicDir: string): string {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> }
  const css = (stats.assetsByChunkName?.app ?? []).filter((f) => /^styles\.[0-9a-f]+\.css$/.test(f))
  if (css.length !== 1)
    throw new Error(`Expected one styles.<hash>.css in the app chunk of ${statsFile}, found ${css.length}`)
  return path.join(publicDir, css[0])
}

export async function writeCms(root: string, publicDir: string, env: CmsEnv): Promise<void> {
  const dir = path.join(publicDir, CMS_PATH)
  fs.mkdirSync(dir, { recursive: true })
  await bundle(root, path.join(dir, BUNDLE))
  const config = cmsConfig(env, {
    taken: takenServiceValues(path.join(root, "content")),
    siteUrl: siteUrlOf(root, env),
  })
  fs.writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(config, null, 2)}\n`)
  fs.writeFileSync(path.join(dir, "static-queries.json"), JSON.stringify(staticQueryResults(publicDir)))
  fs.copyFileSync(siteStylesheet(publicDir), path.join(dir, "site.css"))
  fs.writeFileSync(path.join(dir, "index.html"), cmsPage(BUNDLE))
}
