// Every YAML type editors can change, declared once. See README "Content guide".
import { file, flag, float, int, listOf, object, optional, text, type NodeModel } from "./content-model"

const seo = () => object("Seo", { title: text(), description: text() })
const richSection = (type: string) => object(type, { heading: text(), body: text() })

export const siteModel: NodeModel = {
  type: "SiteYaml",
  source: "content/site.yaml",
  fields: {
    name: text(),
    shortName: text(),
    description: text(),
    siteUrl: text(),
    phone: object("SitePhone", { display: text(), international: text() }),
    emails: listOf(object("SiteEmail", { label: text(), address: text() })),
    whatsapp: object("SiteWhatsapp", { number: text(), text: text() }),
    social: listOf(object("SiteSocial", { name: text(), url: text() })),
    address: object("SiteAddress", {
      street: text(),
      suburb: text(),
      state: text(),
      postcode: text(),
      country: text(),
    }),
    abn: text(),
    hours: object("SiteHours", { summary: text(), detail: text() }),
    promo: object("SitePromo", { headline: text(), subline: text() }),
    offers: listOf(text()),
    copyrightYear: int(),
    credit: object("SiteCredit", { name: text(), url: text() }),
    areaServed: text(),
  },
}

export const navigationModel: NodeModel = {
  type: "NavigationYaml",
  source: "content/navigation.yaml",
  fields: {
    items: listOf(
      object("NavItem", {
        id: text(),
        name: text(),
        link: optional(text()),
        dropdown: flag(),
        action: optional(text()),
      }),
    ),
  },
}

const listItem = (type: string) => object(type, { icon: optional(text()), title: text(), description: text() })

export const serviceModel: NodeModel = {
  type: "ServiceYaml",
  source: "content/services/<slug>.yaml",
  fields: {
    slug: text(),
    order: int(),
    menuLabel: text(),
    choice: object("ServiceChoice", { value: text(), label: text() }),
    card: object("ServiceCard", { title: text(), description: text(), image: file(), imageAlt: text() }),
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
    faqs: optional(listOf(object("Faq", { question: text(), answer: text() }))),
  },
}

export const homeModel: NodeModel = {
  type: "HomeYaml",
  source: "content/home.yaml",
  fields: {
    seo: seo(),
    banner: listOf(object("HomeBannerSlide", { image: file(), alt: text() })),
    hero: object("HomeHero", {
      headline: text(),
      summary: text(),
      intro: text(),
      callHeading: text(),
      callText: text(),
    }),
    services: object("HomeServices", { heading: text(), intro: text() }),
    channels: object("HomeChannels", {
      heading: text(),
      subtitle: text(),
      emptyMessage: text(),
      logos: optional(listOf(object("ChannelLogo", { name: text(), image: file() }))),
    }),
    achievements: object("HomeAchievements", {
      heading: text(),
      intro: text(),
      items: listOf(object("Achievement", { label: text(), value: int() })),
    }),
    whyChooseUs: object("HomeWhyChooseUs", {
      heading: text(),
      intro: text(),
      cards: listOf(object("HomeWhyCard", { icon: text(), title: text(), text: text() })),
    }),
    testimonials: object("HomeTestimonials", {
      heading: text(),
      intro: text(),
      items: listOf(object("Testimonial", { id: int(), name: text(), text: text(), avatar: file(), rating: float() })),
    }),
  },
}

export const aboutModel: NodeModel = {
  type: "AboutYaml",
  source: "content/about.yaml",
  fields: {
    seo: seo(),
    title: text(),
    intro: text(),
    heroImage: file(),
    heroAlt: text(),
    whoWeAre: richSection("AboutWhoWeAre"),
    whyChooseUs: object("AboutWhyChooseUs", {
      heading: text(),
      items: listOf(object("AboutReason", { title: text(), text: text() })),
    }),
    missionVision: object("AboutMissionVision", {
      heading: text(),
      mission: richSection("AboutMission"),
      vision: richSection("AboutVision"),
    }),
    cta: object("PageCta", { heading: text(), text: text(), label: text() }),
  },
}

export const contactModel: NodeModel = {
  type: "ContactYaml",
  source: "content/contact.yaml",
  fields: {
    seo: seo(),
    title: text(),
    intro: text(),
    locationsHeading: text(),
    locationsText: text(),
    formHeading: text(),
    formIntro: text(),
    serviceOptions: listOf(object("ContactServiceOption", { value: text(), label: text() })),
  },
}

export const privacyModel: NodeModel = {
  type: "PrivacyYaml",
  source: "content/privacy.yaml",
  fields: {
    seo: seo(),
    title: text(),
    lastUpdated: text(),
    intro: text(),
    sections: listOf(richSection("PrivacySection")),
    cta: object("PageCta", { heading: text(), text: text(), label: text() }),
  },
}

const simplePage = (type: string, source: string): NodeModel => ({
  type,
  source,
  fields: { seo: seo(), title: text(), intro: text() },
})

export const blogPageModel: NodeModel = {
  type: "BlogYaml",
  source: "content/blog.yaml",
  fields: {
    seo: seo(),
    title: text(),
    intro: text(),
    /** The call to action that ends every post. */
    postCta: object("BlogPostCta", { heading: text(), text: text(), relatedHeading: text() }),
  },
}
export const sitemapPageModel = simplePage("SitemapYaml", "content/sitemap.yaml")

/** Short texts of the buttons, controls and form messages that every page shares. */
export const uiModel: NodeModel = {
  type: "UiYaml",
  source: "content/ui.yaml",
  fields: {
    actions: object("UiActions", { call: text(), quote: text(), whatsapp: text(), newTab: text() }),
    carousel: object("UiCarousel", { pause: text(), play: text() }),
    forms: object("UiForms", {
      callInstead: text(),
      checks: object("UiFormChecks", {
        blank: object("UiFormBlank", {
          name: text(),
          email: text(),
          phone: text(),
          address: text(),
          city: text(),
          service: text(),
          message: text(),
        }),
        email: text(),
        phone: text(),
        tooLong: text(),
        characters: text(),
      }),
    }),
  },
}

export const yamlModels: NodeModel[] = [
  siteModel,
  navigationModel,
  serviceModel,
  homeModel,
  aboutModel,
  contactModel,
  privacyModel,
  blogPageModel,
  sitemapPageModel,
  uiModel,
]
