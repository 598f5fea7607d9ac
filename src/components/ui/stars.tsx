import React from "react"

/** A coordinate as written in the markup: 91.2, not 91.19999999999999 (22 ratings on the home page). */
const unit = (value: number) => String(Math.round(value * 100) / 100)

/** One star on a 24-unit grid, drawn from its left edge at `x`. */
const star = (x: number) =>
  `M${unit(12 + x)} 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L${unit(12 + x)} 17.1l-5.9 3.2 1.3-6.5L${unit(2.5 + x)} 9.3l6.6-.8Z`

/** Room between two stars, in the stars' own units (2 px at the default 20 px star). */
const GAP = 2.4
const STEP = 24 + GAP
const WIDTH = 5 * 24 + 4 * GAP
const FIVE_STARS = [0, 1, 2, 3, 4].map((index) => star(index * STEP)).join("")

/** Fill of each of the five stars for a rating in half steps: 1, 0.5 or 0. */
export const starFills = (rating: number): number[] =>
  [0, 1, 2, 3, 4].map((index) => Math.max(0, Math.min(1, Math.round((rating - index) * 2) / 2)))

/** How much of the row of five is coloured: whole stars and the gaps between them, then a half star. */
export const filledWidth = (rating: number): number =>
  starFills(rating).reduce((width, fill, index) => (fill > 0 ? index * STEP + fill * 24 : width), 0)

/**
 * A 0-5 star rating with half stars, announced as "Rated N out of 5". One picture: five grey
 * stars, and over them the same stars in colour inside a frame as wide as the rating, which cuts off
 * the rest (a handful of elements rather than a dozen per star, as the home page shows fifteen).
 * `className` sets the height of a star; the row is five stars wide.
 */
export function Stars({ rating, className = "h-5" }: { rating: number; className?: string }) {
  const filled = unit(filledWidth(rating))
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox={`0 0 ${WIDTH} 24`}
      style={{ aspectRatio: `${WIDTH} / 24` }}
      className={`${className} w-auto shrink-0`}
      data-fills={starFills(rating).join(" ")}
    >
      <path d={FIVE_STARS} className="fill-slate-300" />
      <svg width={filled} height="24" viewBox={`0 0 ${filled} 24`} className="fill-accent-500">
        <path d={FIVE_STARS} />
      </svg>
    </svg>
  )
}
