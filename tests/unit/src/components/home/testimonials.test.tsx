// The testimonials as pre-rendered (the carousel plays only once a visitor scrolls near): their dots
// are buttons a visitor can tap, each named, and the one pressed brings its testimonial first.
import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { Testimonials } from "../../../../../src/components/home/testimonials"
import { staticQueryData } from "../../../../support/jest/content-fixture"
import { installMockIntersectionObserver } from "../../../../support/jest/intersection-observer"

// Nothing is reported near the viewport, so the carousel never plays on its own.
installMockIntersectionObserver()
beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

const section = {
  heading: "Customer Testimonials",
  intro: "What they say",
  items: ["Ana", "Ben", "Cai", "Dee"].map((name, index) => ({
    id: index + 1,
    name,
    text: `${name} was happy.`,
    rating: 5,
    avatar: { childImageSharp: null },
  })),
} as unknown as Queries.TestimonialsFragment

test("each dot is a button named after its testimonial; the first is the current one", () => {
  render(<Testimonials section={section} />)
  const dots = screen.getAllByRole("button", { name: /^Show testimonial \d$/ })
  expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual([1, 2, 3, 4].map((n) => `Show testimonial ${n}`))
  expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", "false", "false", "false"])
})

test("pressing a dot shows that testimonial first", async () => {
  const user = userEvent.setup()
  const { container } = render(<Testimonials section={section} />)
  await user.click(screen.getByRole("button", { name: "Show testimonial 3" }))
  expect(screen.getByRole("button", { name: "Show testimonial 3" })).toHaveAttribute("aria-current", "true")
  expect(screen.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute("aria-current", "false")
  expect(container.querySelector("[data-current]")).toHaveTextContent("Cai was happy.")
})
