import fs from "node:fs"

// The Chromium every browser tool of the project starts: Debian's, unless CHROMIUM_PATH names
// another, with the switches that keep it off the network it would otherwise call home to.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, the same engine in Chromium's old
 * headless mode, which Playwright itself runs headless tests in. The full browser's headless mode
 * draws its own window and interface pages as well: the browser tests took 57 s against 36 s for
 * two specs, and 7.9 min against 6.4 for all. Pages lay out, run and take input the same. Where the
 * shell is not installed (`.ci/run` installs it), the tests fall back on CHROMIUM_PATH. The audit,
 * the benchmarks and the screenshots keep the full browser: what they measure is what visitors run.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ||
  (fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
]
