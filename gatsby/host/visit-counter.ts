// Whether the build's pages report to the visit counter (src/lib/visits/counter.ts), which lives on
// the PHP host of the form handlers (GATSBY_BACKEND_URL, or /antenna-backend on the same host). A
// Netlify-style host has no PHP: built there without GATSBY_BACKEND_URL, the pages would report to
// an address that does not exist, so they report nothing. GATSBY_VISIT_COUNTER=off turns it off
// anywhere, "on" on anyway.

/** The build environments of hosts that serve static files only (each sets its variable in its builds). */
const STATIC_HOST_BUILDS = ["NETLIFY", "CF_PAGES", "VERCEL"]

export function visitCounterSwitch(env: NodeJS.ProcessEnv): "on" | "off" {
  const chosen = env.GATSBY_VISIT_COUNTER?.trim().toLowerCase()
  if (chosen === "on" || chosen === "off") return chosen
  const staticHost = STATIC_HOST_BUILDS.some((name) => env[name])
  return staticHost && !env.GATSBY_BACKEND_URL?.trim() ? "off" : "on"
}
