import React from "react"
import { render, screen } from "@testing-library/react"
import { linksOf, parseRichText } from "../../src/lib/rich-text"
import { RichText } from "../../src/components/ui/rich-text"
import { useStaticQuery } from "gatsby"
import { staticQueryData, uiYaml } from "./content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

const source = `First paragraph with a [link](/service/a/) and **bold**
continued on a second line.

- one
- two with [external](https://example.com)

### A heading
<script>alert(1)</script>`

describe("rich text", () => {
  it("parses paragraphs, lists, headings, links and bold", () => {
    const blocks = parseRichText(source)
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "heading", "paragraph"])
    expect(linksOf(source)).toEqual(["/service/a/", "https://example.com"])
  })

  it("renders markup-looking text as text, never as HTML", () => {
    const { container } = render(<RichText source={source} />)
    expect(container.querySelector("script")).toBeNull()
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "link" })).toHaveAttribute("href", "/service/a/")
    const external = screen.getByRole("link", { name: `external (${(uiYaml.actions as { newTab: string }).newTab})` })
    expect(external).toHaveAttribute("rel", "noopener noreferrer")
    expect(external).toHaveAttribute("target", "_blank")
    expect(screen.getByText("bold").tagName).toBe("STRONG")
    expect(screen.getAllByRole("listitem")).toHaveLength(2)
  })
})
