import React from "react"
import { Link } from "gatsby"

/**
 * The brand mark (static/logo.svg, also the browser tab's icon): a file of its own the browser
 * fetches once, rather than a copy in the script and in every page's HTML.
 */
export const LOGO_SRC = "/logo.svg"

interface LogoProps {
  name: string
  compact?: boolean
  tone?: "dark" | "light"
}

/** The brand mark with the business name, linking home. */
export function Logo({ name, compact = false, tone = "dark" }: LogoProps) {
  const size = compact ? 40 : 48
  return (
    <Link to="/" className="flex items-center gap-3 rounded-lg" aria-label={`${name} home`}>
      <img src={LOGO_SRC} alt="" width={size} height={size} className="shrink-0 transition-all" />
      <span
        className={`text-base leading-tight font-extrabold tracking-tight sm:text-xl ${tone === "dark" ? "text-navy-900" : "text-white"}`}
      >
        {name}
      </span>
    </Link>
  )
}
