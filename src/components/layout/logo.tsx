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
  // Below 375 px a smaller mark and name, so the name takes two lines beside the header's buttons.
  const mark = compact ? "h-9 w-9 min-[375px]:h-10 min-[375px]:w-10" : "h-9 w-9 min-[375px]:h-12 min-[375px]:w-12"
  return (
    <Link
      to="/"
      className="flex min-h-11 items-center gap-1.5 rounded-lg min-[375px]:gap-3"
      aria-label={`${name} home`}
    >
      <img src={LOGO_SRC} alt="" width={size} height={size} className={`shrink-0 transition-all ${mark}`} />
      <span
        className={`text-[13px] leading-tight font-extrabold tracking-tight min-[375px]:text-base sm:text-xl ${tone === "dark" ? "text-navy-900" : "text-white"}`}
      >
        {name}
      </span>
    </Link>
  )
}
