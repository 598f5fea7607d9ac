/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * When the content check runs again in `gatsby develop` (check.ts): after bootstrap, for each File
 * node of the content/ source, which is an editor's change; never for a node of another kind or of
 * another source, since each run reads every content file again.
 */
import type { CreateNodeArgs } from "gatsby"
import { checkChangedContent, watchContent } from "../../../../gatsby/content/check"

/** What the check told the reporter for a node Gatsby created: "checked" or "not checked". */
function onCreate(node: { sourceInstanceName?: string; internal: { type: string } }): string {
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), success: jest.fn() }
  checkChangedContent({ node: { id: "n", ...node }, reporter } as unknown as CreateNodeArgs)
  const told = [...reporter.panicOnBuild.mock.calls, ...reporter.info.mock.calls, ...reporter.success.mock.calls]
  return told.length > 0 ? "checked" : "not checked"
}

const contentFile = { sourceInstanceName: "content", internal: { type: "File" } }

it("does not check while Gatsby first reads the files (bootstrap already checked them all)", () => {
  expect(onCreate(contentFile)).toBe("not checked")
})

describe("after bootstrap (gatsby develop)", () => {
  beforeAll(() => (watchContent as () => void)())

  it("checks again when a file of content/ changes", () => {
    expect(onCreate(contentFile)).toBe("checked")
  })

  it.each([
    ["a folder of content/", { sourceInstanceName: "content", internal: { type: "Directory" } }],
    ["a file of another source", { sourceInstanceName: "images", internal: { type: "File" } }],
    ["a node made from a content file", { internal: { type: "SiteYaml" } }],
  ])("does not check for %s", (_case, node) => {
    expect(onCreate(node)).toBe("not checked")
  })
})
