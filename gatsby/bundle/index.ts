// The browser bundle every page loads (app-*.js), less what never runs in this site's production
// pages. Gatsby puts both in whether a site uses them or not:
// - its Partytown plugin's gatsby-browser.js, which acts only under `gatsby develop` but brings
//   gatsby-script and Partytown's loader (the site has no off-main-thread scripts);
// - the service worker registration, required only when a plugin asks for a service worker (none does).
import path from "path"
import type { GatsbyNode } from "gatsby"

/** Requests (and resolved files) of those modules. */
export const UNUSED_GATSBY_MODULES =
  /([\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser|[\\/]register-service-worker)(\.js)?$/

const EMPTY_MODULE = path.resolve(__dirname, "unused-module.js")

export const leaveOutUnusedGatsbyModules: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(UNUSED_GATSBY_MODULES, EMPTY_MODULE)] })
}
