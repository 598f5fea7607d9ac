// The Chromium every browser tool of the project starts: Debian's, unless CHROMIUM_PATH names
// another, with the switches that keep it off the network it would otherwise call home to.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
]
