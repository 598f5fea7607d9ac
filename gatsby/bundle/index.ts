// The browser bundle: the app every page loads (app-*.js) less what never runs in this site's
// production pages, and a compilation hash that two builds of the same sources share. Gatsby puts
// these in whether a site uses them or not:
// - its Partytown plugin's gatsby-browser.js, which acts only under `gatsby develop` but brings
//   gatsby-script and Partytown's loader (the site has no off-main-thread scripts);
// - the service worker registration, required only when a plugin asks for a service worker (none does);
// - the Head API's browser side (about 4 KB before compression), for pages that export a Head: none
//   does, the head is react-helmet's.
import path from "path"
import type { GatsbyNode } from "gatsby"

/** The modules left out: their requests (and resolved files), and what takes their place. */
export const REPLACED_GATSBY_MODULES: readonly { name: string; pattern: RegExp; by: string }[] = [
  {
    name: "Partytown's browser plugin (dist/internal-plugins/partytown/gatsby-browser.js)",
    pattern: /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/,
    by: path.resolve(__dirname, "unused-module.js"),
  },
  {
    name: "the service worker's registration (cache-dir/register-service-worker.js)",
    pattern: /[\\/]register-service-worker(\.js)?$/,
    by: path.resolve(__dirname, "unused-module.js"),
  },
  {
    name: "the Head API's browser side (cache-dir/head/head-export-handler-for-browser.js)",
    pattern: /[\\/]head-export-handler-for-browser(\.js)?$/,
    by: path.resolve(__dirname, "no-head-export.js"),
  },
]

interface Chunk {
  id: string | number | null
  contentHash: Record<string, string>
}
interface Compilation {
  chunks: Iterable<Chunk>
  hash?: string
  fullHash?: string
  outputOptions: { hashFunction: string; hashDigest: string; hashDigestLength: number }
  hooks: { afterHash: { tap(name: string, run: () => void): void } }
}
interface Compiler {
  webpack: { util: { createHash(algorithm: string): { update(data: string): void; digest(encoding: string): string } } }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } }
}

/**
 * webpack's compilation hash, which Gatsby writes into every page and public/page-data/app-data.json
 * (a browser that finds it changed loads the next page anew), made from the bundles' content alone.
 * webpack's own also counts the stylesheet's child compilation, which runs or not by the state of
 * its cache: two builds of the same sources then differed in every page.
 */
export class CompilationHashFromContent {
  apply(compiler: Compiler): void {
    const name = "CompilationHashFromContent"
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.afterHash.tap(name, () => {
        const { hashFunction, hashDigest, hashDigestLength } = compilation.outputOptions
        const hash = compiler.webpack.util.createHash(hashFunction)
        const chunks = [...compilation.chunks].map((chunk) => `${chunk.id} ${JSON.stringify(chunk.contentHash)}`)
        for (const chunk of chunks.sort()) hash.update(`${chunk}\n`)
        compilation.fullHash = hash.digest(hashDigest)
        compilation.hash = compilation.fullHash.slice(0, hashDigestLength)
      })
    })
  }
}

export const configureBrowserBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  // Nothing else goes in, the clock least of all: the same sources make the same bundles (the
  // build's time is a file of its own, src/lib/build-info.ts).
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      ...REPLACED_GATSBY_MODULES.map(({ pattern, by }) => plugins.normalModuleReplacement(pattern, by)),
      new CompilationHashFromContent(),
    ],
  })
}
