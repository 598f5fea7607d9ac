import React from "react"
import { useUi } from "../../hooks/use-ui"

interface ExternalLinkProps {
  href: string
  /** The accessible name when the visible content is only an icon. */
  label?: string
  className?: string
  children: React.ReactNode
}

/**
 * A link that leaves the site (WhatsApp, social profiles, any other origin): it opens in a new tab,
 * says so to screen readers, and gives the other site neither this window nor the referring page.
 */
export function ExternalLink({ href, label, className, children }: ExternalLinkProps) {
  const { actions } = useUi()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} (${actions.newTab})` : undefined}
    >
      {children}
      {!label && <span className="sr-only"> ({actions.newTab})</span>}
    </a>
  )
}
