/** @jest-environment ./tests/support/jest/node-environment.js */
// Which of the home page's testimonials a service page shows (gatsby/content/testimonials.ts).
import { chooseTestimonials, DEFAULT_TESTIMONIALS } from "../../../../gatsby/content/testimonials"

const all = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Customer ${id}` }))
const ids = (list: { id: number }[]) => list.map((testimonial) => testimonial.id)

test("the testimonials the service's file chooses, in its order", () => {
  expect(ids(chooseTestimonials(all, [5, 2]))).toEqual([5, 2])
  expect(ids(chooseTestimonials(all, [6, 1, 3]))).toEqual([6, 1, 3])
})

test("without a choice, the first three of the home page's list", () => {
  expect(DEFAULT_TESTIMONIALS).toBe(3)
  expect(ids(chooseTestimonials(all, null))).toEqual([1, 2, 3])
  expect(ids(chooseTestimonials(all, undefined))).toEqual([1, 2, 3])
  expect(ids(chooseTestimonials(all, []))).toEqual([1, 2, 3])
  expect(ids(chooseTestimonials(all.slice(0, 2), null))).toEqual([1, 2])
})
