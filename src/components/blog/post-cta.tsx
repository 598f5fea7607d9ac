import React from "react"
import { Link } from "gatsby"
import { CallAndQuote } from "../contact/call-and-quote"
import { SectionHeading } from "../ui/section-heading"
import { useBlogTexts } from "../../hooks/use-blog-texts"
import { useServices } from "../../hooks/use-services"
import { servicePath } from "../../lib/paths"

/**
 * The end of every post: call or ask for a quote, and the service pages the post talks about
 * (`relatedSlugs`, found in its HTML by lib/related-services at build or when a newer post is fetched).
 */
export function PostCta({ relatedSlugs }: { relatedSlugs: readonly string[] }) {
  const { postCta } = useBlogTexts()
  const related = useServices().filter((service) => relatedSlugs.includes(service.slug))
  return (
    <section aria-labelledby="post-cta" className="mt-12 rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
      <SectionHeading id="post-cta" heading={postCta.heading} intro={postCta.text} dark />
      <CallAndQuote className="mt-5" />
      {related.length > 0 && (
        <nav aria-labelledby="post-related" className="mt-6 border-t border-white/15 pt-5">
          <h3 id="post-related" className="text-sm font-bold tracking-widest text-accent-400 uppercase">
            {postCta.relatedHeading}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((service) => (
              <li key={service.slug}>
                <Link
                  to={servicePath(service.slug)}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 py-2 font-semibold text-white hover:bg-white/20"
                >
                  {service.menuLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
