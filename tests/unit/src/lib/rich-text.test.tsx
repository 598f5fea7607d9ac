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

  it("keeps a block it does not support as one paragraph of its text, without the block's own spacing", () => {
    const parsed = parseMarkdown(
      "Prices:\n\n| Job | From |\n| --- | --- |\n| Antenna | $250 |\n\n    indented code  \n",
    )
    expect(parsed.unsupported).toEqual(["a table", "a code block"])
    expect(parsed.blocks.slice(1).map((block) => block.kind === "paragraph" && block.content)).toEqual([
      [{ kind: "text", text: "| Job | From | | --- | --- | | Antenna | $250 |" }],
      [{ kind: "text", text: "indented code" }],
    ])
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

describe("parseMarkdown: the text a visitor reads, whatever the editor typed", () => {
  const text = (value: string) => ({ kind: "text", text: value })

  it("reads a line break inside a paragraph as one space, wherever it falls", () => {
    expect(toBlocks("Antennas installed\nacross Melbourne")).toStrictEqual([
      { kind: "paragraph", content: [text("Antennas installed across Melbourne")] },
    ])
  })

  it("shows a forced line break (two spaces or a backslash) as a space, and names it", () => {
    for (const source of ["Call us  \ntoday", "Call us\\\ntoday"]) {
      expect(parseMarkdown(source)).toStrictEqual({
        blocks: [{ kind: "paragraph", content: [text("Call us today")] }],
        unsupported: ["a line break"],
      })
    }
  })

  it("keeps escaped characters as the editor's text, and does not report them", () => {
    expect(parseMarkdown("Prices \\*from\\* $99")).toStrictEqual({
      blocks: [{ kind: "paragraph", content: [text("Prices *from* $99")] }],
      unsupported: [],
    })
  })

  it("shows all the text of bold with markup inside, and of italic with bold inside", () => {
    expect(toBlocks("**Free *quote* today**")).toStrictEqual([
      { kind: "paragraph", content: [{ kind: "bold", text: "Free quote today" }] },
    ])
    expect(toBlocks("Some *italic with **bold** inside*")).toStrictEqual([
      { kind: "paragraph", content: [text("Some italic with bold inside")] },
    ])
  })

  it("reports an image and shows its description; one without leaves no empty part and no stray space", () => {
    expect(parseMarkdown("![A roof antenna](/a.png)")).toStrictEqual({
      blocks: [{ kind: "paragraph", content: [text("A roof antenna")] }],
      unsupported: ["an image"],
    })
    expect(parseMarkdown("![](/a.png)")).toStrictEqual({
      blocks: [{ kind: "paragraph", content: [] }],
      unsupported: ["an image"],
    })
    expect(toBlocks("![](/a.png) **Free** quotes")).toStrictEqual([
      { kind: "paragraph", content: [{ kind: "bold", text: "Free" }, text(" quotes")] },
    ])
    expect(toBlocks("Antenna ![](/a.png)")).toStrictEqual([{ kind: "paragraph", content: [text("Antenna")] }])
    // A bold part with no text adds no part: the text around it stays one.
    expect(toBlocks("a **![](/x.png)** b")).toStrictEqual([{ kind: "paragraph", content: [text("a  b")] }])
  })

  it("reads a list item's paragraphs as one line with a space between, keeping their bold and links", () => {
    expect(parseMarkdown("- Call **now**\n\n  or [write](/contactus/)")).toStrictEqual({
      blocks: [
        {
          kind: "list",
          items: [
            {
              content: [
                text("Call "),
                { kind: "bold", text: "now" },
                text(" or "),
                { kind: "link", text: "write", href: "/contactus/" },
              ],
            },
          ],
        },
      ],
      unsupported: [],
    })
  })

  it("shows the text of a list, quotation or code inside a list item, and names each", () => {
    expect(parseMarkdown("- Antennas\n  - digital **TV**\n  - radio\n- Foxtel")).toStrictEqual({
      blocks: [
        { kind: "list", items: [{ content: [text("Antennas digital TV radio")] }, { content: [text("Foxtel")] }] },
      ],
      unsupported: ["a list inside a list"],
    })
    expect(parseMarkdown("- > quoted\n- ![](/a.png) after an image")).toStrictEqual({
      blocks: [{ kind: "list", items: [{ content: [text("quoted")] }, { content: [text("after an image")] }] }],
      unsupported: ["a quotation (>)", "an image"],
    })
    expect(parseMarkdown("- Set-up:\n  ```\n  menu > scan\n  ```")).toStrictEqual({
      blocks: [{ kind: "list", items: [{ content: [text("Set-up: menu > scan")] }] }],
      unsupported: ["a code block"],
    })
  })

  it("keeps an empty list item empty", () => {
    expect(toBlocks("-\n- b")).toStrictEqual([{ kind: "list", items: [{ content: [] }, { content: [text("b")] }] }])
  })
})
