/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The README's test command runs every suite. A merge once cut scripts/test-all.sh after PHPUnit:
 * `npm test` then passed without the build, the browser tests or the typecheck, and said nothing.
 * This reads the script as bash would run it (comments left out) and finds each stage's command.
 */
import fs from "fs"
import path from "path"

const root = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

/** The lines bash runs: without comments and blank lines. */
const commands = (script: string) =>
  script
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .join("\n")

describe("the test command", () => {
  it("is npm test, which CI runs after installing", () => {
    expect(JSON.parse(read("package.json")).scripts.test).toBe("bash scripts/test-all.sh")
    expect(commands(read(".ci/run")).split("\n").at(-1)).toBe("npm test")
  })

  it("runs every stage, and stops at the first that fails", () => {
    const script = commands(read("scripts/test-all.sh"))
    const stages: [string, RegExp][] = [
      ["stops at a failure", /^set -euo pipefail$/m],
      ["the production build for the browser tests", /bash scripts\/build-for-tests\.sh/],
      ["PHPUnit on SQLite", /"\$1" -c backend\/phpunit\.xml\.dist >/],
      ["PHPUnit's database suites on MariaDB", /DB=mariadb "\$1" -c backend\/phpunit\.xml\.dist --group database/],
      ["lint", /^timed "Lint" npm run --silent lint$/m],
      ["Jest unit tests", /^jest_unit\(\) \{ npx jest --ci 2>&1[\s\S]*^timed "Jest unit" jest_unit$/m],
      [
        "Jest integration tests",
        /^jest_integration\(\) \{ npx jest --ci -c jest\.integration\.config\.mjs[\s\S]*^timed "Jest integration" jest_integration$/m,
      ],
      ["the browser tests", /^playwright\(\) \{ npx playwright test[\s\S]*^timed "Playwright" playwright$/m],
      ["the typecheck", /npx tsc --noEmit/],
      ["the build waited for, and its failure fatal", /if ! wait "\$build"; then[\s\S]*?exit 1/],
      ["the typecheck waited for, and its failure fatal", /if ! wait "\$tsc"; then[\s\S]*?exit 1/],
      ["PHPUnit's failure fatal", /if \[ "\$php_status" -ne 0 \]; then[\s\S]*?exit 1/],
    ]
    const missing = stages.filter(([, pattern]) => !pattern.test(script)).map(([stage]) => stage)
    expect(missing).toEqual([])
  })

  it("reads a stage that is only in a comment as missing", () => {
    expect(commands("set -e\n# npx playwright test\n  npx jest --ci 2>&1 # unit\n")).toBe(
      "set -e\nnpx jest --ci 2>&1 # unit",
    )
  })
})
