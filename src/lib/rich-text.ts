// The small rich-text format of content YAML: paragraphs (blank-line separated), "- " bullets,
// "### " sub-headings, [label](href) links and **bold**. Parsed to data, rendered without HTML
// injection by components/ui/rich-text.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string }

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "heading"; content: Inline[] }
  | { kind: "list"; items: Inline[][] }

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

export function parseInline(source: string): Inline[] {
  const out: Inline[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) out.push({ kind: "text", text: source.slice(last, index) })
    if (match[1] !== undefined) out.push({ kind: "link", text: match[1], href: match[2] })
    else out.push({ kind: "bold", text: match[3] })
    last = index + match[0].length
  }
  if (last < source.length) out.push({ kind: "text", text: source.slice(last) })
  return out
}

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) })
    if (list.length) blocks.push({ kind: "list", items: list.map(parseInline) })
    paragraph = []
    list = []
  }
  for (const raw of source.split("\n")) {
    const line = raw.trim()
    if (line === "") {
      flush()
    } else if (line.startsWith("- ")) {
      if (paragraph.length) flush()
      list.push(line.slice(2).trim())
    } else if (line.startsWith("### ")) {
      flush()
      blocks.push({ kind: "heading", content: parseInline(line.slice(4).trim()) })
    } else {
      if (list.length) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

/** Every link target of a rich text, for tests and checks. */
export const linksOf = (source: string): string[] =>
  parseRichText(source).flatMap((block) =>
    (block.kind === "list" ? block.items.flat() : block.content).flatMap((inline) =>
      inline.kind === "link" ? [inline.href] : [],
    ),
  )
