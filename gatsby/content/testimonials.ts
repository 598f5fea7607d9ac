// ServiceYaml.customerTestimonials: the home page's testimonials (content/home.yaml) that a service
// page shows, worked out once when the site is built. A service's file may choose them by id
// (`testimonials:`, which the content check holds to ids that exist); without a choice the page shows
// the first DEFAULT_TESTIMONIALS of the home page's list, so the office sets the default by ordering
// that list.
import type { CreateResolversArgs } from "gatsby"

/** How many of the home page's testimonials a service page shows when its file chooses none. */
export const DEFAULT_TESTIMONIALS = 3

/** The testimonials `chosen` names, in its order; without a choice, the first of `all`. */
export function chooseTestimonials<T extends { id: number }>(
  all: readonly T[],
  chosen: readonly number[] | null | undefined,
): T[] {
  if (!chosen?.length) return all.slice(0, DEFAULT_TESTIMONIALS)
  return chosen.flatMap((id) => all.filter((testimonial) => testimonial.id === id).slice(0, 1))
}

interface HomeNode {
  testimonials?: { items?: { id: number }[] | null } | null
}

export function createTestimonialResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    ServiceYaml: {
      customerTestimonials: {
        type: "[Testimonial!]!",
        description: "The home page's testimonials this service's page shows: those its file chooses, else the first three.",
        resolve: async (
          service: { testimonials?: number[] | null },
          _args: unknown,
          context: { nodeModel: { findAll: (query: { type: string }) => Promise<{ entries: Iterable<HomeNode> }> } },
        ) => {
          const { entries } = await context.nodeModel.findAll({ type: "HomeYaml" })
          const [home] = Array.from(entries)
          return chooseTestimonials(home?.testimonials?.items ?? [], service.testimonials)
        },
      },
    },
  })
}
