/** @jest-environment ./tests/support/jest/node-environment.js */
import { toSdl } from "../../../../gatsby/content/schema"
import { yamlModels } from "../../../../gatsby/content/models"

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
