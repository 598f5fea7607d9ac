import React from "react"
import { Link } from "gatsby"
import logoUrl from "../../images/logo.svg"

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
      <img src={logoUrl} alt="" width={size} height={size} className="shrink-0 transition-all" />
      <span
        className={`text-base leading-tight font-extrabold tracking-tight sm:text-xl ${tone === "dark" ? "text-navy-900" : "text-white"}`}
      >
        {name}
      </span>
    </Link>
  )
}
