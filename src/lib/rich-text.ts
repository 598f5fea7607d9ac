// Longer content texts are Markdown, limited to what the site styles: paragraphs, "### " sub-headings,
// "- " lists, **bold** and [links](/path/). marked's lexer parses them at build time into plain data
// (exposed by GraphQL, see gatsby/content/schema.ts), which components/ui/rich-text renders with
// React — never as HTML, so markup typed into the text shows as text. Anything else Markdown offers
// is reported by the content check and rendered as its plain text.
import { Lexer, type Token, type Tokens } from "marked"

export interface InlineData {
  readonly kind: string
  readonly text: string
  readonly href?: string | null
}
export interface BlockData {
  readonly kind: string
  readonly content?: readonly InlineData[] | null
  readonly items?: readonly { readonly content: readonly InlineData[] }[] | null
}

export type Inline = { kind: "text" | "bold"; text: string } | { kind: "link"; text: string; href: string }
export type Block =
  | { kind: "paragraph" | "heading"; content: Inline[] }
  | { kind: "list"; items: { content: Inline[] }[] }

export interface ParsedMarkdown {
  blocks: Block[]
  /** What the text uses that the site does not support, e.g. "a level-2 heading (##)". */
  unsupported: string[]
}

const UNSUPPORTED: Record<string, string> = {
  em: "*italic* text",
  codespan: "`code`",
  del: "~~struck-through~~ text",
  image: "an image",
  html: "HTML tags",
  br: "a line break",
  code: "a code block",
  blockquote: "a quotation (>)",
  hr: "a horizontal rule",
  table: "a table",
  def: "a link definition",
}

/** Line breaks inside a paragraph are spaces, as in the page's text. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, " ")
/** A token's own text: its children's, or its text, or its source. */
const textOf = (t: Token): string =>
  "tokens" in t && t.tokens ? plain(t.tokens) : "text" in t ? flat(t.text) : flat(t.raw)
const plain = (tokens: Token[] = []): string => tokens.map(textOf).join("")

function inline(tokens: Token[], unsupported: string[]): Inline[] {
  const out: Inline[] = []
  const push = (kind: "text" | "bold", text: string) => {
    const last = out[out.length - 1]
    if (kind === "text" && last?.kind === "text") last.text += text
    else if (text !== "") out.push({ kind, text })
  }
  for (const token of tokens) {
    if (token.type === "text" || token.type === "escape") push("text", flat(token.text))
    else if (token.type === "strong") push("bold", plain(token.tokens))
    else if (token.type === "link") out.push({ kind: "link", text: plain(token.tokens), href: token.href })
    else {
      unsupported.push(UNSUPPORTED[token.type] ?? token.type)
      push("text", token.type === "br" ? " " : textOf(token))
    }
  }
  if (out[0]?.kind === "text") out[0].text = out[0].text.trimStart()
  const last = out[out.length - 1]
  if (last?.kind === "text") last.text = last.text.trimEnd()
  return out.filter((part) => part.text !== "")
}

function block(token: Token, unsupported: string[]): Block[] {
  switch (token.type) {
    case "space":
      return []
    case "paragraph":
      return [{ kind: "paragraph", content: inline(token.tokens ?? [], unsupported) }]
    case "heading":
      if (token.depth !== 3) unsupported.push(`a level-${token.depth} heading (use ### for sub-headings)`)
      return [{ kind: "heading", content: inline(token.tokens ?? [], unsupported) }]
    case "list": {
      if (token.ordered) unsupported.push("a numbered list (use - for list items)")
      const items = (token as Tokens.List).items.map((item) => {
        const parts = item.tokens.flatMap((child) => {
          if (child.type === "list") unsupported.push("a list inside a list")
          return child.type === "space" ? [] : [plainBlock(child, unsupported)]
        })
        // An item's paragraphs and nested blocks read as one line, a space between each (the one
        // before the first is trimmed with the item's outer spaces).
        return {
          content: inline(
            parts.flatMap((part) => [SPACE, ...part]),
            unsupported,
          ),
        }
      })
      return [{ kind: "list", items }]
    }
    default:
      unsupported.push(UNSUPPORTED[token.type] ?? token.type)
      return [{ kind: "paragraph", content: [{ kind: "text", text: textOf(token).trim() }] }]
  }
}

const SPACE: Token = { type: "text", raw: " ", text: " " }
/** The plain text of parsed blocks, a list's items and the blocks one after another with a space. */
const blockText = (blocks: Block[]): string =>
  blocks
    .flatMap((b) => (b.kind === "list" ? b.items : [b]))
    .map((b) => b.content.map((part) => part.text).join(""))
    .join(" ")

/** The inline tokens of a list item's part; nested blocks (a list, a quotation, code) become their text. */
function plainBlock(token: Token, unsupported: string[]): Token[] {
  if (token.type === "text" || token.type === "paragraph") return token.tokens ?? []
  return [{ type: "text", raw: token.raw, text: blockText(block(token, unsupported)) }]
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const unsupported: string[] = []
  const blocks = new Lexer({ gfm: true }).lex(source).flatMap((token) => block(token, unsupported))
  return { blocks, unsupported: [...new Set(unsupported)] }
}

export const toBlocks = (source: string): Block[] => parseMarkdown(source).blocks

/** Every link target of a rich text, for tests and checks. */
export const linksOf = (source: string): string[] =>
  toBlocks(source).flatMap((b) =>
    (b.kind === "list" ? b.items.flatMap((item) => item.content) : b.content).flatMap((part) =>
      part.kind === "link" ? [part.href] : [],
    ),
  )
