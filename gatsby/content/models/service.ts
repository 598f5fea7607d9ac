// One file per service: content/services/<slug>.yaml.
import { file, flag, int, listOf, markdown, object, oneOf, optional, referring, text, type NodeModel } from "../model"
import { PATTERNS } from "./site"
import { CONTENT_ICON_NAMES } from "../../../src/components/ui/icons/icon-names"

/** The icons content may name (src/components/ui/icons/icon-names.ts). */
export const ICON_NAMES = CONTENT_ICON_NAMES

export const seo = () => object("Seo", { title: text(), description: text() })
export const richSection = (type: string) => object(type, { heading: text(), body: markdown() })
const listItem = (type: string) =>
  object(type, { icon: optional(oneOf(ICON_NAMES)), title: text(), description: text() })

export const serviceModel: NodeModel = {
  type: "ServiceYaml",
  source: "content/services/<slug>.yaml",
  fields: {
    slug: PATTERNS.slug,
    order: int(),
    menuLabel: text(),
    choice: object("ServiceChoice", { value: PATTERNS.slug, label: text() }),
    card: object("ServiceCard", {
      title: text(),
      description: text(),
      image: file("images/services"),
      imageAlt: text(),
    }),
    seo: seo(),
    hero: object("ServiceHero", { heading: text(), intro: text(), benefits: listOf(text()) }),
    sections: optional(listOf(richSection("ServiceSection"))),
    stepLists: optional(
      listOf(
        object("ServiceStepList", {
          heading: text(),
          intro: optional(text()),
          numbered: flag(),
          items: listOf(listItem("ServiceStep")),
        }),
      ),
    ),
    timeline: optional(
      object("ServiceTimeline", {
        heading: text(),
        intro: optional(text()),
        items: listOf(object("ServiceTimelineStep", { title: text(), description: text(), duration: text() })),
      }),
    ),
    whyUs: optional(
      object("ServiceWhyUs", {
        title: text(),
        subheading: text(),
        description: text(),
        features: listOf(object("ServiceFeature", { headline: text(), detail: text() })),
      }),
    ),
    costFactors: optional(
      object("ServiceCostFactors", {
        heading: text(),
        intro: optional(text()),
        items: listOf(object("ServiceCostFactor", { title: text(), description: text() })),
      }),
    ),
    cta: optional(object("ServiceCta", { heading: text(), text: text() })),
    // Which of the home page's testimonials the page shows, by id, in order; without it the first
    // three of the home page's list (ServiceYaml.customerTestimonials, gatsby/content/testimonials.ts).
    testimonials: optional(
      listOf(
        referring(int(), {
          source: "content/home.yaml",
          collection: "pages",
          entry: "home",
          list: "testimonials.items",
          key: "id",
          label: "name",
          noun: "testimonial",
        }),
      ),
    ),
    faqs: optional(listOf(object("Faq", { question: text(), answer: text() }))),
  },
}
