// The browser bundle: when it was built (for the blog's freshness), and the app every page loads
// (app-*.js) less what never runs in this site's production pages. Gatsby puts these in whether a
// site uses them or not:
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

/** When this build started, for the browser's src/lib/blog/freshness.ts. */
const BUILT_AT = new Date().toISOString()

export const configureBrowserBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript" && stage !== "develop") return
  // The time only in the browser's bundle: the server's render never asks the dashboard, and a time in
  // it would make every build render every page again.
  const builtAt = plugins.define({ "process.env.SITE_BUILT_AT": JSON.stringify(BUILT_AT) })
  const leftOut = stage === "build-javascript" ? REPLACED_GATSBY_MODULES : []
  actions.setWebpackConfig({
    plugins: [builtAt, ...leftOut.map(({ pattern, by }) => plugins.normalModuleReplacement(pattern, by))],
  })
}
