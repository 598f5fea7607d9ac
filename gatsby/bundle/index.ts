// The browser bundle every page loads (app-*.js), less what never runs in this site's production
// pages. Gatsby puts these in whether a site uses them or not:
// - its Partytown plugin's gatsby-browser.js, which acts only under `gatsby develop` but brings
//   gatsby-script and Partytown's loader (the site has no off-main-thread scripts);
// - the service worker registration, required only when a plugin asks for a service worker (none does);
// - the Head API's browser side (about 4 KB before compression), for pages that export a Head: none
//   does, the head is react-helmet's.
import path from "path"
import type { GatsbyNode } from "gatsby"

/** Requests (and resolved files) of the modules left out, and what takes their place. */
export const REPLACED_GATSBY_MODULES: readonly { pattern: RegExp; by: string }[] = [
  {
    pattern: /([\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser|[\\/]register-service-worker)(\.js)?$/,
    by: path.resolve(__dirname, "unused-module.js"),
  },
  { pattern: /[\\/]head-export-handler-for-browser(\.js)?$/, by: path.resolve(__dirname, "no-head-export.js") },
]

export const leaveOutUnusedGatsbyModules: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: REPLACED_GATSBY_MODULES.map(({ pattern, by }) => plugins.normalModuleReplacement(pattern, by)),
  })
}
