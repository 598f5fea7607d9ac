// The service pages a blog post is about, for the links at its end.
import { plainText } from "./blog/text"

interface NamedService {
  slug: string
  menuLabel: string
}

/** Targets of the post's links that may be service pages: /service/<slug>/ or the old /<slug>/, on any host. */
const LINK = /href="(?:https?:\/\/[^"/]+)?\/(?:service\/)?([a-z0-9-]+)\/?"/g

/**
 * The services a post's (sanitised) HTML names: those it links to, and those whose menu name its text
 * mentions, in menu order.
 */
export function relatedServices<S extends NamedService>(html: string, services: readonly S[]): S[] {
  const linked = new Set(Array.from(html.matchAll(LINK), (match) => match[1]))
  const text = plainText(html).toLowerCase()
  return services.filter((service) => linked.has(service.slug) || text.includes(service.menuLabel.toLowerCase()))
}
