/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * A unit test that chooses its environment in a docblock names the wrapper of tests/support/jest/, not
 * `node` or `jsdom`: a docblock replaces the environment through which a mutation run records which
 * tests reach each mutant, and a run with one such file stops at its first step ("Missing coverage
 * results"). docs/testing.md#mutation-testing says why.
 */
import fs from "fs"
import path from "path"

const root = path.resolve(__dirname, "../../..")
const WRAPPER = "./tests/support/jest/node-environment.js"

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(full)
    return /\.test\.[jt]sx?$/.test(entry.name) ? [full] : []
  })
}

/** The environment a file's docblock names, or null when it names none. */
function docblockEnvironment(source: string): string | null {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)
  const named = docblock && /@jest-environment\s+(\S+)/.exec(docblock[1])
  return named ? named[1].replace(/\*\/$/, "") : null
}

describe("the environments unit tests name", () => {
  it("reads the environment from the opening docblock only", () => {
    expect(docblockEnvironment("/** @jest-environment node */\nit()")).toBe("node")
    expect(docblockEnvironment(`/**\n * @jest-environment ${WRAPPER}\n *\n * Why.\n */`)).toBe(WRAPPER)
    expect(docblockEnvironment("// @jest-environment node\n")).toBeNull()
    expect(docblockEnvironment("/** Other. */\n/** @jest-environment node */")).toBeNull()
  })

  it("every unit test that names one names the wrapper a mutation run can record through", () => {
    const files = testFiles(path.join(root, "tests/unit"))
    expect(files.length).toBeGreaterThan(50)
    const others = files
      .map((file) => [path.relative(root, file), docblockEnvironment(fs.readFileSync(file, "utf8"))] as const)
      .filter(([, environment]) => environment !== null && environment !== WRAPPER)
      .map(([file, environment]) => `${file}: ${environment}`)
    expect(others).toEqual([])
  })
})
