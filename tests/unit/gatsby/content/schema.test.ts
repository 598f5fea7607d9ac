/** @jest-environment ./tests/support/jest/node-environment.js */
import { createRichTextExtension, toSdl } from "../../../../gatsby/content/schema"
import { yamlModels } from "../../../../gatsby/content/models"
import { markdown, object, optional, text, type NodeModel } from "../../../../gatsby/content/model"

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

  it("gives a Markdown field as parsed blocks, which a page may lack unless the field is required", () => {
    const model: NodeModel = {
      type: "NoteYaml",
      source: "content/notes/",
      fields: { body: markdown(), aside: optional(markdown()) },
    }
    expect(toSdl([model])).toBe(
      [
        "type NoteYaml implements Node @dontInfer {",
        "  body: [RichTextBlock!]! @richText",
        "  aside: [RichTextBlock!] @richText",
        "}",
      ].join("\n"),
    )
  })

  it("stops the build when two files' models give one type name different fields, naming the type", () => {
    const withCta = (type: string, cta: NodeModel["fields"]): NodeModel => ({
      type,
      source: `content/${type}.yaml`,
      fields: { cta: object("PageCta", cta) },
    })
    const first = withCta("AboutYaml", { heading: text() })
    expect(() => toSdl([first, withCta("ContactYaml", { heading: text() })])).not.toThrow()
    expect(() => toSdl([first, withCta("ContactYaml", { heading: text(), button: text() })])).toThrow(
      new Error("Content model declares PageCta with two different shapes"),
    )
  })
})

describe("the richText field extension", () => {
  /** The resolver Gatsby gives a field marked @richText, as createRichTextExtension declares it. */
  function richTextResolver() {
    const createFieldExtension = jest.fn()
    createRichTextExtension({ createFieldExtension } as unknown as Parameters<typeof createRichTextExtension>[0])
    expect(createFieldExtension).toHaveBeenCalledTimes(1)
    const [extension] = createFieldExtension.mock.calls[0] as [
      { name: string; extend: () => { resolve: (source: object, args: unknown, context: unknown, info: object) => unknown } },
    ]
    return { name: extension.name, resolve: extension.extend().resolve }
  }

  it("is named richText, the directive toSdl writes on Markdown fields", () => {
    expect(richTextResolver().name).toBe("richText")
    expect(toSdl(yamlModels)).toMatch(/ @richText$/m)
  })

  it("parses the field's Markdown when the site is built, into blocks the page renders", () => {
    const { resolve } = richTextResolver()
    const source = { body: "Call us **today**.\n\n- [Book a visit](/contact/)", other: "Not this one" }
    expect(resolve(source, {}, {}, { fieldName: "body" })).toEqual([
      {
        kind: "paragraph",
        content: [
          { kind: "text", text: "Call us " },
          { kind: "bold", text: "today" },
          { kind: "text", text: "." },
        ],
      },
      { kind: "list", items: [{ content: [{ kind: "link", text: "Book a visit", href: "/contact/" }] }] },
    ])
  })

  it("gives nothing for a field the file leaves out, rather than failing the build", () => {
    const { resolve } = richTextResolver()
    expect(resolve({}, {}, {}, { fieldName: "body" })).toBeNull()
    expect(resolve({ body: null }, {}, {}, { fieldName: "body" })).toBeNull()
  })
})
