// What the browser tests know of the site, read from the same content files the build reads.
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { FIXED_PATHS } from "../../../src/lib/site-pages"
import { telHref, whatsappDisplay, whatsappNumber } from "../../../src/lib/contact/phone"

const root = path.resolve(__dirname, "../../..")

export const readYaml = <T>(file: string): T => parse(fs.readFileSync(path.join(root, file), "utf8")) as T

export interface ServiceDoc {
  slug: string
  order: number
  menuLabel: string
  choice: { value: string; label: string }
  card: { title: string }
  seo: { title: string; description: string }
  hero: { heading: string }
  sections?: { heading: string; body: string }[]
  timeline?: { items: { title: string; duration: string }[] }
  whyUs?: { features: { headline: string; detail: string }[] }
  faqs?: { question: string; answer: string }[]
}

export const services: ServiceDoc[] = fs
  .readdirSync(path.join(root, "content/services"))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => readYaml<ServiceDoc>(`content/services/${file}`))
  .sort((a, b) => a.order - b.order)

export const site = readYaml<{
  name: string
  phone: { display: string }
  emails: { address: string }[]
  whatsapp: { number?: string; text: string }
}>("content/site.yaml")

/** What every Call button dials, and the number the WhatsApp button opens (src/lib/contact/phone.ts, unit-tested). */
export const SITE_TEL = telHref(site.phone.display)
export const SITE_WHATSAPP_NUMBER = whatsappNumber(whatsappDisplay(site))!

export const FIXED_PAGES = [...FIXED_PATHS]

export const SERVICE_PAGES = services.map((s) => `/service/${s.slug}/`)

/** Head tags of a page as the server sends it, before any JavaScript runs. */
export function headOf(html: string) {
  const attr = (re: RegExp) => html.match(re)?.[1]
  return {
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    description: attr(/<meta[^>]+name="description"[^>]+content="([^"]*)"/),
    canonical: attr(/<link[^>]+rel="canonical"[^>]+href="([^"]*)"/),
    ogUrl: attr(/<meta[^>]+property="og:url"[^>]+content="([^"]*)"/),
    lang: attr(/<html[^>]+lang="([^"]*)"/),
    robots: attr(/<meta[^>]+name="robots"[^>]+content="([^"]*)"/),
  }
}
