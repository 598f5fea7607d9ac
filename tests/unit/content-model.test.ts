/** @jest-environment node */
import { toSdl } from "../../gatsby/content-model"
import { yamlModels } from "../../gatsby/models"
import { checkChangedContent, checkContentFirst, watchContent } from "../../gatsby/validate-content"

describe("content model", () => {
  it("derives explicit, non-inferred GraphQL types", () => {
    const sdl = toSdl(yamlModels)
    expect(sdl).toContain("type ServiceYaml implements Node @dontInfer {")
    expect(sdl).toContain("  slug: String!")
    expect(sdl).toContain("  image: File! @fileByRelativePath")
    expect(sdl).toContain("  faqs: [Faq!]")
    expect(sdl).toContain("type Faq @dontInfer {")
    // Shared shapes are declared once.
    expect(sdl.match(/^type Seo /gm)).toHaveLength(1)
  })
})

describe("the content check in Gatsby (gatsby/validate-content.ts)", () => {
  const reporter = () => ({ panicOnBuild: jest.fn(), info: jest.fn(), success: jest.fn() })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = (hook: unknown, args: Record<string, unknown>) => (hook as any)(args, {})
  const contentFile = { id: "f", sourceInstanceName: "content", internal: { type: "File" } }

  it("checks the content before Gatsby reads it", () => {
    const report = reporter()
    call(checkContentFirst, { reporter: report })
    expect(report.panicOnBuild).not.toHaveBeenCalled()
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Content check: \d+ files, no problems$/))
  })

  it("checks again when a content file changes after bootstrap (gatsby develop), and only then", () => {
    const before = reporter()
    call(checkChangedContent, { node: contentFile, reporter: before })
    expect(before.info).not.toHaveBeenCalled()
    call(watchContent, {})
    const after = reporter()
    call(checkChangedContent, { node: contentFile, reporter: after })
    call(checkChangedContent, { node: { ...contentFile, sourceInstanceName: "other" }, reporter: after })
    call(checkChangedContent, { node: { id: "y", internal: { type: "SiteYaml" } }, reporter: after })
    expect(after.info).toHaveBeenCalledTimes(1)
  })
})
