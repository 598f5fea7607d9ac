// Business details, the menu and the short texts every page shares.
import { AUSTRALIAN_NUMBER, INTERNATIONAL_CAPABLE } from "../../../src/lib/contact/phone"
import {
  between,
  flag,
  float,
  int,
  listOf,
  matching,
  object,
  oneOf,
  optional,
  pastYear,
  text,
  type NodeModel,
} from "../model"
import { formFieldTexts } from "./forms"

/** Rules the content check and the CMS both apply. */
export const PATTERNS = {
  slug: matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens, e.g. tv-wall-mounting"),
  internalLink: matching(/^\/([a-z0-9-]+\/)*$/, "A path on this site that starts and ends with /, e.g. /aboutus/"),
  webAddress: matching(/^https:\/\/\S+$/, "A full web address starting with https://"),
  email: matching(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, "An e-mail address such as info@example.com.au"),
}

export const siteModel: NodeModel = {
  type: "SiteYaml",
  source: "content/site.yaml",
  retired: {
    "phone.international":
      "the number dialled is now worked out from `phone.display`; delete this line and change the number in `phone.display` only",
  },
  fields: {
    name: text(),
    shortName: text(),
    description: text(),
    siteUrl: matching(
      /^https?:\/\/[^/\s]+$/,
      "The site's address without a trailing slash, e.g. https://www.example.com.au",
    ),
    // One field per number: what a Call button dials and what WhatsApp opens are worked out from
    // it (src/lib/contact/phone.ts), so the number shown is always the number dialled.
    phone: object("SitePhone", {
      display: matching(AUSTRALIAN_NUMBER, "An Australian number as it is read, e.g. 0491 570 156 or 1300 975 707"),
    }),
    emails: listOf(object("SiteEmail", { label: text(), address: PATTERNS.email })),
    whatsapp: object("SiteWhatsapp", {
      // Left out when WhatsApp is on the phone number, which is then used.
      number: optional(
        matching(
          INTERNATIONAL_CAPABLE,
          "A mobile or landline number as it is read, e.g. 0491 570 156; leave it empty when WhatsApp is on the phone number",
        ),
      ),
      text: text(),
    }),
    social: listOf(object("SiteSocial", { name: text(), url: PATTERNS.webAddress })),
    address: object("SiteAddress", {
      street: text(),
      suburb: text(),
      state: text(),
      postcode: matching(/^[0-9]{4}$/, "Four digits, e.g. 3000"),
      country: text(),
    }),
    abn: text(),
    hours: object("SiteHours", { summary: text(), detail: text() }),
    promo: object("SitePromo", { headline: text(), subline: text() }),
    offers: listOf(text()),
    copyrightYear: int(),
    credit: object("SiteCredit", { name: text(), url: PATTERNS.webAddress }),
    areaServed: text(),
    trust: optional(
      object("SiteTrust", {
        reviews: optional(
          object("SiteReviews", {
            rating: between(float(), 1, 5, 1),
            count: between(int(), 1, 1_000_000),
            source: text(),
            url: PATTERNS.webAddress,
          }),
        ),
        licences: optional(listOf(object("SiteLicence", { label: text(), number: text() }))),
        insured: optional(flag()),
        founded: optional(pastYear()),
      }),
    ),
  },
}

export const navigationModel: NodeModel = {
  type: "NavigationYaml",
  source: "content/navigation.yaml",
  fields: {
    items: listOf(
      object("NavItem", {
        id: PATTERNS.slug,
        name: text(),
        link: optional(PATTERNS.internalLink),
        dropdown: flag(),
        action: optional(oneOf(["quote"])),
      }),
    ),
  },
}

/** Short texts of the buttons, controls and form messages that every page shares. */
export const uiModel: NodeModel = {
  type: "UiYaml",
  source: "content/ui.yaml",
  retired: {
    "forms.checks.blank":
      "each field's sentence for an empty field is now `ifLeftEmpty` under `forms.fields.<field>`; move it there",
  },
  fields: {
    actions: object("UiActions", { call: text(), quote: text(), whatsapp: text(), newTab: text() }),
    carousel: object("UiCarousel", { pause: text(), play: text() }),
    getInTouch: object("UiGetInTouch", { heading: text(), text: text() }),
    footer: object("UiFooter", { quickLinks: text(), services: text(), contact: text(), hours: text() }),
    contactDetails: object("UiContactDetails", { phone: text(), address: text(), hours: text() }),
    servicePage: object("UiServicePage", {
      contact: text(),
      email: text(),
      writeTo: text(),
      faqs: text(),
      readMore: text(),
      testimonials: text(),
    }),
    quoteSent: object("UiQuoteSent", { heading: text(), next: text(), close: text() }),
    trust: object("UiTrust", { label: text(), reviews: text(), insured: text(), years: text() }),
    forms: object("UiForms", {
      callInstead: text(),
      fields: formFieldTexts,
      checks: object("UiFormChecks", {
        email: text(),
        phone: text(),
        tooLong: text(),
        characters: text(),
      }),
    }),
  },
}
