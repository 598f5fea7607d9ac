// The GraphQL schema of the content model: one node type per model (toSdl), and the rich-text types
// and field extension through which Markdown fields (markdown() in model.ts) reach the pages as blocks
// parsed at build time, so no Markdown parser is shipped to visitors' browsers.
import type { GatsbyNode } from "gatsby"
import { toBlocks } from "../../src/lib/rich-text"
import type { Field, NodeModel, Scalar, Shape } from "./model"

export const richTextTypeDefs = `
type RichTextInline @dontInfer {
  kind: String!
  text: String!
  href: String
}
type RichTextListItem @dontInfer {
  content: [RichTextInline!]!
}
type RichTextBlock @dontInfer {
  kind: String!
  content: [RichTextInline!]
  items: [RichTextListItem!]
}`

type Actions = Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0]["actions"]

export function createRichTextExtension(actions: Actions): void {
  actions.createFieldExtension({
    name: "richText",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) => {
        const value = source[info.fieldName]
        return typeof value === "string" ? toBlocks(value) : null
      },
    }),
  })
}

const GRAPHQL_SCALARS: Record<Scalar, string> = {
  string: "String",
  int: "Int",
  float: "Float",
  boolean: "Boolean",
  file: "File",
}

function fieldSdl(name: string, field: Field): string {
  // Markdown reaches the pages already parsed (the richText extension below).
  if (field.kind === "string" && field.markdown)
    return `  ${name}: [RichTextBlock!]${field.required ? "!" : ""} @richText`
  const base = field.kind === "object" ? field.type : GRAPHQL_SCALARS[field.kind]
  const item = field.list ? `[${base}!]` : base
  const type = field.required ? `${item}!` : item
  const directive = field.kind === "file" ? " @fileByRelativePath" : ""
  return `  ${name}: ${type}${directive}`
}

function collectTypes(typeName: string, shape: Shape, header: string, out: string[]): void {
  const lines = Object.entries(shape).map(([name, field]) => fieldSdl(name, field))
  out.push(`type ${typeName}${header} {\n${lines.join("\n")}\n}`)
  for (const field of Object.values(shape)) {
    if (field.kind === "object") collectTypes(field.type, field.fields, " @dontInfer", out)
  }
}

/** GraphQL SDL for the given node models and every nested object type they use. */
export function toSdl(models: NodeModel[]): string {
  const out: string[] = []
  for (const model of models) {
    collectTypes(model.type, model.fields, " implements Node @dontInfer", out)
  }
  // Shared shapes (Seo, PageCta...) appear once; a name reused for a different shape is a mistake.
  const byName = new Map<string, string>()
  for (const def of out) {
    const name = def.split(/\s/)[1]
    const known = byName.get(name)
    if (known !== undefined && known !== def)
      throw new Error(`Content model declares ${name} with two different shapes`)
    byName.set(name, def)
  }
  return [...byName.values()].join("\n\n")
}
