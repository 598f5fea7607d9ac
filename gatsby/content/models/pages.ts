// The fixed pages: home, about, contact, privacy, and the texts of the blog list and the HTML sitemap.
import { file, float, int, listOf, markdown, object, oneOf, optional, text, type NodeModel } from "../model"
import { ICON_NAMES, richSection, seo } from "./service"

export const homeModel: NodeModel = {
  type: "HomeYaml",
  source: "content/home.yaml",
  fields: {
    seo: seo(),
    banner: listOf(object("HomeBannerSlide", { image: file("images/home"), alt: text() })),
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
      logos: optional(listOf(object("ChannelLogo", { name: text(), image: file("images/channels") }))),
    }),
    achievements: object("HomeAchievements", {
      heading: text(),
      intro: text(),
      items: listOf(object("Achievement", { label: text(), value: int() })),
    }),
    whyChooseUs: object("HomeWhyChooseUs", {
      heading: text(),
      intro: text(),
      cards: listOf(object("HomeWhyCard", { icon: oneOf(ICON_NAMES), title: text(), text: text() })),
    }),
    testimonials: object("HomeTestimonials", {
      heading: text(),
      intro: text(),
      items: listOf(
        object("Testimonial", {
          id: int(),
          name: text(),
          text: text(),
          avatar: file("images/avatars"),
          rating: float(),
        }),
      ),
    }),
  },
}

const pageCta = () => object("PageCta", { heading: text(), text: text(), label: text() })

export const aboutModel: NodeModel = {
  type: "AboutYaml",
  source: "content/about.yaml",
  fields: {
    seo: seo(),
    title: text(),
    intro: text(),
    heroImage: file("images/about"),
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
    cta: pageCta(),
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
    intro: markdown(),
    sections: listOf(richSection("PrivacySection")),
    cta: pageCta(),
  },
}

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

export const sitemapPageModel: NodeModel = {
  type: "SitemapYaml",
  source: "content/sitemap.yaml",
  fields: { seo: seo(), title: text(), intro: text() },
}
