/** @jest-environment node */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { toSdl, validateDocument } from "../../gatsby/content-model"
import { serviceModel, yamlModels } from "../../gatsby/models"
import { validateYamlNode } from "../../gatsby/validate-content"

const root = path.resolve(__dirname, "../..")
const load = (file: string) => yaml.load(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>

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

  it("accepts every content file shipped in content/", () => {
    const files = [
      ...fs.readdirSync(path.join(root, "content/services")).map((f) => `content/services/${f}`),
      ...fs
        .readdirSync(path.join(root, "content"))
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => `content/${f}`),
    ]
    const byName: Record<string, string> = {
      site: "SiteYaml",
      navigation: "NavigationYaml",
      home: "HomeYaml",
      about: "AboutYaml",
      contact: "ContactYaml",
      privacy: "PrivacyYaml",
      blog: "BlogYaml",
      sitemap: "SitemapYaml",
      ui: "UiYaml",
    }
    for (const file of files) {
      const type = file.startsWith("content/services/") ? "ServiceYaml" : byName[path.basename(file, ".yaml")]
      const model = yamlModels.find((m) => m.type === type)
      expect(model).toBeDefined()
      expect({ file, errors: validateDocument(model!, load(file), path.dirname(path.join(root, file))) }).toEqual({
        file,
        errors: [],
      })
    }
  })

  it("names every broken field of a broken file", () => {
    const dir = path.join(root, "tests/fixtures/broken-content")
    const errors = validateDocument(serviceModel, load("tests/fixtures/broken-content/wrong-type.yaml"), dir)
    expect(errors).toEqual(
      expect.arrayContaining([
        '"order" must be a whole number, got "first"',
        '"menuLabel" must be text, got the number 2024 (put it in quotes)',
        '"choice.label" is required (text)',
        '"card.image" points to ../images/does-not-exist.jpg, which does not exist',
        '"hero.benefits" must be a list, got "not-a-list"',
        expect.stringContaining('"tittle" is not a known field'),
      ]),
    )
  })
})

describe("validateYamlNode (the build's onCreateNode)", () => {
  const file = {
    id: "file-1",
    absolutePath: path.join(root, "tests/fixtures/broken-content/wrong-type.yaml"),
    relativePath: "services/wrong-type.yaml",
    sourceInstanceName: "content",
  }
  const run = (node: Record<string, unknown>) => {
    const reporter = { panicOnBuild: jest.fn() }
    const args = { node, getNode: (id: string) => (id === file.id ? file : undefined), reporter }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ;(validateYamlNode as any)(args, {})
    return reporter.panicOnBuild
  }

  it("stops the build with a message naming the file and each field", () => {
    const data = load("tests/fixtures/broken-content/wrong-type.yaml")
    const panic = run({
      ...data,
      id: "node-1",
      parent: file.id,
      internal: { type: "ServiceYaml", owner: "gatsby-transformer-yaml" },
    })
    expect(panic).toHaveBeenCalledTimes(1)
    const message = panic.mock.calls[0][0] as string
    expect(message).toContain("content/services/wrong-type.yaml")
    expect(message).toContain('content/services/wrong-type.yaml: "choice.label" is required (text)')
    expect(message).toContain('"order" must be a whole number')
  })

  it("rejects a YAML file that is not part of the model", () => {
    const panic = run({
      id: "n",
      parent: file.id,
      internal: { type: "WrongTypeYaml", owner: "gatsby-transformer-yaml" },
    })
    expect(panic.mock.calls[0][0]).toContain("is not part of the content model")
  })

  it("ignores nodes of other plugins", () => {
    expect(run({ id: "n", internal: { type: "File", owner: "gatsby-source-filesystem" } })).not.toHaveBeenCalled()
  })
})
