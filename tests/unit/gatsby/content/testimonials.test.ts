/** @jest-environment ./tests/support/jest/node-environment.js */
// Which of the home page's testimonials a service page shows (gatsby/content/testimonials.ts).
import type { CreateResolversArgs } from "gatsby"
import { chooseTestimonials, createTestimonialResolvers, DEFAULT_TESTIMONIALS } from "../../../../gatsby/content/testimonials"

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

test("a home list that repeats an id by mistake still shows a chosen testimonial once, the first with it", () => {
  const repeated = [...all, { id: 2, name: "Another customer 2" }]
  expect(chooseTestimonials(repeated, [2, 4]).map((testimonial) => testimonial.name)).toEqual(["Customer 2", "Customer 4"])
})

describe("ServiceYaml.customerTestimonials, worked out when the site is built", () => {
  interface Field {
    type: string
    description: string
    resolve: (service: { testimonials?: number[] | null }, args: unknown, context: unknown) => Promise<{ id: number }[]>
  }

  function customerTestimonials(): Field {
    let resolvers: { ServiceYaml: { customerTestimonials: Field } } | undefined
    createTestimonialResolvers({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as unknown as CreateResolversArgs)
    return resolvers!.ServiceYaml.customerTestimonials
  }

  /** The context Gatsby gives a resolver, its nodes those of each type named; what findAll was asked, in `asked`. */
  function withNodes(nodes: Record<string, unknown[]>) {
    const asked: unknown[] = []
    const context = {
      nodeModel: {
        findAll: async (query: { type: string }) => {
          asked.push(query)
          return { entries: new Set(nodes[query.type] ?? []) }
        },
      },
    }
    return { asked, context }
  }

  it("is a list of the home page's testimonials, never null, described for the GraphQL schema", () => {
    const field = customerTestimonials()
    expect(field.type).toBe("[Testimonial!]!")
    expect(field.description).toBe(
      "The home page's testimonials this service's page shows: those its file chooses, else the first three.",
    )
  })

  it("takes the testimonials from content/home.yaml: those the service's file chooses, else the first three", async () => {
    const { asked, context } = withNodes({ HomeYaml: [{ testimonials: { items: all } }] })
    const field = customerTestimonials()
    expect(ids(await field.resolve({ testimonials: [4, 1] }, {}, context))).toEqual([4, 1])
    expect(ids(await field.resolve({ testimonials: null }, {}, context))).toEqual([1, 2, 3])
    expect(asked).toEqual([{ type: "HomeYaml" }, { type: "HomeYaml" }])
  })

  it("shows none, rather than failing the build, when the home page has no testimonials", async () => {
    const field = customerTestimonials()
    for (const home of [[], [{}], [{ testimonials: null }], [{ testimonials: {} }], [{ testimonials: { items: null } }]]) {
      expect(await field.resolve({ testimonials: null }, {}, withNodes({ HomeYaml: home }).context)).toEqual([])
    }
  })
})
