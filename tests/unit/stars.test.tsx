import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Stars, starFills } from "../../src/components/ui/stars"
import { Testimonials } from "../../src/components/home/testimonials"
import { renderWithSlider, setViewportWidth } from "./slick-mock"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

jest.mock("react-slick", () => ({ __esModule: true, default: jest.requireActual("./slick-mock").MockSlider }))

const fills = (element: HTMLElement) =>
  Array.from(element.querySelectorAll("[data-fill]")).map((star) => Number(star.getAttribute("data-fill")))

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
    // The half star is a full outline with its coloured copy clipped to half its width.
    const half = rating.querySelectorAll("[data-fill]")[4]
    expect(half.querySelectorAll("svg")).toHaveLength(2)
    expect((half.querySelector("span") as HTMLElement).style.width).toBe("50%")
  })

  test("the service cards' 4 is four full stars and an empty one", () => {
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0])
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

  test("each shows its name, text and rating in stars", async () => {
    setViewportWidth(375)
    await renderWithSlider(<Testimonials section={section} />)
    expect(screen.getByRole("heading", { level: 2, name: "Customer Testimonials" })).toBeInTheDocument()
    const sarah = screen.getByText("Sarah M., Box Hill").closest("figure") as HTMLElement
    expect(within(sarah).getByText("“No dropouts since.”")).toBeInTheDocument()
    expect(within(sarah).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
    const james = screen.getByText("James T., Werribee").closest("figure") as HTMLElement
    expect(within(james).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument()
  })
})
