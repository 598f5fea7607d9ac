import React from "react"
import { useReveal } from "../../hooks/use-reveal"

/** A block that fades up into view on scroll (see useReveal); plain content without JavaScript. */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const { ref, style, phase } = useReveal<HTMLDivElement>()
  return (
    <div ref={ref} style={style} className={className} data-reveal={phase}>
      {children}
    </div>
  )
}
