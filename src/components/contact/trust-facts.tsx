import React, { useId } from "react"
import { Icon } from "../ui/icons/icon"
import { ExternalLink } from "../ui/external-link"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { trustFacts } from "../../lib/trust"

/**
 * The trust facts of content/site.yaml that are set (rating with the link to the reviews, licences,
 * insurance, years in business), on the navy of a page's top or the footer. Renders nothing at all
 * when none is set. Plain markup: nothing in it changes after the page is built.
 */
export function TrustFacts({ className = "" }: { className?: string }) {
  const site = useSite()
  const { trust: texts } = useUi()
  const labelId = useId()
  const facts = trustFacts(site.trust, texts)
  if (facts.length === 0) return null
  return (
    <>
      {/* The list's name for screen readers, which is read only as that. */}
      <span id={labelId} hidden>
        {texts.label}
      </span>
      <ul aria-labelledby={labelId} className={`flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold ${className}`}>
        {facts.map((fact) => (
          <li key={`${fact.kind} ${fact.text}`} className="flex items-center gap-2 text-slate-100">
            {fact.kind === "reviews" ? (
              <>
                <Icon name="rating" className="h-5 w-5 shrink-0 text-accent-400" />
                <ExternalLink
                  href={fact.href}
                  className="tap underline decoration-accent-400/60 underline-offset-4 hover:text-accent-300"
                >
                  {fact.text}
                </ExternalLink>
              </>
            ) : (
              <>
                <Icon name="shield" className="h-5 w-5 shrink-0 text-accent-400" />
                {fact.text}
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
