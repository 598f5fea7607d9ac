// Markdown fields of the content model (markdown() in gatsby/content-model.ts) reach the pages as
// blocks parsed at build time, so no Markdown parser is shipped to visitors' browsers.
import type { GatsbyNode } from "gatsby"
import { toBlocks } from "../src/lib/rich-text"

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
