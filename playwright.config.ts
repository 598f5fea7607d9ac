import { defineConfig, devices } from "@playwright/test"
import { DASHBOARD_PORT, DASHBOARD_URL } from "./tests/support/fixtures/dashboard"
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs"

/** Port of the plain static server that serves the production build (public/) to the tests. */
export const SITE_PORT = Number(process.env.SITE_PORT || 9100)

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a third of the time a test waits (for a page, a server, ssh or rsync), and a
  // third worker fills it. The whole suite took 5.3 min with three against 6.4 with two.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    // Debian's Chromium (its headless shell): Playwright's own browser download is not available
    // everywhere we run.
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The host tests first: they are the longest (a first deploy builds the site from nothing, the
  // release switches run one after another), and begun first they run beside the rest instead of
  // after it.
  projects: [
    { name: "host", testMatch: "host/**/*.spec.ts" },
    { name: "site", testIgnore: "host/**" },
  ],
  webServer: [
    {
      // With the build's own _headers applied, so every test runs under the real security policy.
      command: `node scripts/serve-static.mjs public ${SITE_PORT} --headers public/_headers`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The dashboard the build was made from (scripts/build-for-tests.sh): pages fetch it at runtime too.
    {
      command: `node tests/support/fixtures/dashboard-server.mjs --port ${DASHBOARD_PORT}`,
      url: `${DASHBOARD_URL}/get-blogs.php`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
