import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Stars, filledWidth, starFills } from "../../../../../src/components/ui/stars"
import { Testimonials } from "../../../../../src/components/home/testimonials"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../../../support/jest/content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

const fills = (element: HTMLElement) => (element.getAttribute("data-fills") ?? "").split(" ").map(Number)

/** Width of the coloured frame over the grey stars, in the stars' units (a star is 24, a gap 2.4). */
const colouredWidth = (element: HTMLElement) => Number(element.querySelector("svg")?.getAttribute("width"))

describe("star rating", () => {
  test("5 is five full stars, announced as 5 out of 5", () => {
    render(<Stars rating={5} />)
    const rating = screen.getByRole("img", { name: "Rated 5 out of 5" })
    expect(fills(rating)).toEqual([1, 1, 1, 1, 1])
  })

  test("4.5 is four full stars and a half star, announced as 4.5 out of 5", () => {
    render(<Stars rating={4.5} />)
    const rating = screen.getByRole("img", { name: "Rated 4.5 out of 5" })
    expect(fills(rating)).toEqual([1, 1, 1, 1, 0.5])
    // The colour covers four stars, the gaps after them and half of the fifth star.
    expect(colouredWidth(rating)).toBeCloseTo(4 * 26.4 + 12)
  })

  test("the service cards' 4 is four full stars and an empty one", () => {
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0])
    expect(filledWidth(4)).toBeCloseTo(3 * 26.4 + 24)
  })

  test("its coordinates are written with at most two decimals (the home page shows 22 ratings)", () => {
    const { container } = render(<Stars rating={4} />)
    const numbers = [...container.querySelectorAll("svg, path")].flatMap((element) =>
      ["d", "viewBox", "width"].flatMap((name) => element.getAttribute(name)?.match(/\d+\.\d+/g) ?? []),
    )
    expect(numbers.length).toBeGreaterThan(10)
    expect(numbers.filter((number) => number.split(".")[1].length > 2)).toStrictEqual([])
    expect(colouredWidth(container.querySelector("svg") as unknown as HTMLElement)).toBe(103.2)
  })

  test("5 colours the whole row and 0 none of it", () => {
    expect(filledWidth(5)).toBeCloseTo(5 * 24 + 4 * 2.4)
    expect(filledWidth(0)).toBe(0)
  })
})

describe("testimonials", () => {
  const section: Queries.TestimonialsFragment = {
    heading: "Customer Testimonials",
    intro: "What customers say",
    items: [
      { id: 1, name: "Sarah M., Box Hill", text: "No dropouts since.", rating: 5, avatar: { childImageSharp: null } },
      { id: 2, name: "James T., Werribee", text: "Neat cabling.", rating: 4.5, avatar: { childImageSharp: null } },
    ],
  }

  // The carousel's copies are hidden from assistive technology: the figures by role are each testimonial once.
  const figureOf = (name: string) =>
    screen.getAllByRole("figure").find((figure) => within(figure).queryByText(name)) as HTMLElement

  test("each shows its name, text and rating in stars", () => {
    render(<Testimonials section={section} />)
    expect(screen.getByRole("heading", { level: 2, name: "Customer Testimonials" })).toBeInTheDocument()
    const sarah = figureOf("Sarah M., Box Hill")
    expect(within(sarah).getByText("“No dropouts since.”")).toBeInTheDocument()
    expect(within(sarah).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
    const james = figureOf("James T., Werribee")
    expect(within(james).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument()
  })
})
