import React from "react"
import { render, screen } from "@testing-library/react"
import { linksOf, parseMarkdown, toBlocks } from "../../../../src/lib/rich-text"
import { RichText } from "../../../../src/components/ui/rich-text"
import { useStaticQuery } from "gatsby"
import { staticQueryData, uiYaml } from "../../../support/jest/content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

const source = `First paragraph with a [link](/service/a/) and **bold**
continued on a second line.

- one
- two with [external](https://example.com)

### A heading
<script>alert(1)</script>`

describe("rich text (Markdown parsed by marked at build time)", () => {
  it("parses paragraphs, lists, headings, links and bold", () => {
    const blocks = toBlocks(source)
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "heading", "paragraph"])
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      content: [
        { kind: "text", text: "First paragraph with a " },
        { kind: "link", text: "link", href: "/service/a/" },
        { kind: "text", text: " and " },
        { kind: "bold", text: "bold" },
        { kind: "text", text: " continued on a second line." },
      ],
    })
    expect(linksOf(source)).toEqual(["/service/a/", "https://example.com"])
  })

  it("keeps a list that follows a paragraph line, and a paragraph after a blank line", () => {
    expect(toBlocks("Intro:\n- a\n- b\n\nAfter").map((b) => b.kind)).toEqual(["paragraph", "list", "paragraph"])
    expect(toBlocks("* a\n* b")).toEqual([
      { kind: "list", items: [{ content: [{ kind: "text", text: "a" }] }, { content: [{ kind: "text", text: "b" }] }] },
    ])
  })

  it("names what the site does not support, and keeps its text", () => {
    const parsed = parseMarkdown("## Big\n\n1. one\n\nSome *italic* and `code`")
    expect(parsed.unsupported).toEqual([
      "a level-2 heading (use ### for sub-headings)",
      "a numbered list (use - for list items)",
      "*italic* text",
      "`code`",
    ])
    expect(parsed.blocks[2]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "Some italic and code" }] })
    expect(parseMarkdown(source).unsupported).toEqual(["HTML tags"])
    expect(parseMarkdown("Plain **bold** [x](/a/)\n\n- item\n\n### Head").unsupported).toEqual([])
  })

  it("renders markup-looking text as text, never as HTML", () => {
    const { container } = render(<RichText source={toBlocks(source)} />)
    expect(container.querySelector("script")).toBeNull()
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "link" })).toHaveAttribute("href", "/service/a/")
    const external = screen.getByRole("link", { name: `external (${(uiYaml.actions as { newTab: string }).newTab})` })
    expect(external).toHaveAttribute("rel", "noopener noreferrer")
    expect(external).toHaveAttribute("target", "_blank")
    expect(screen.getByText("bold").tagName).toBe("STRONG")
    expect(screen.getAllByRole("listitem")).toHaveLength(2)
    expect(container.querySelector("h3")).toHaveTextContent("A heading")
  })
})
