import React from "react"

const STAR = "m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z"

function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={STAR} fill="currentColor" />
    </svg>
  )
}

/** Fill of each of the five stars for a rating in half steps: 1, 0.5 or 0. */
export const starFills = (rating: number): number[] =>
  [0, 1, 2, 3, 4].map((index) => Math.max(0, Math.min(1, Math.round((rating - index) * 2) / 2)))

/** A 0-5 star rating with half stars, announced as "Rated N out of 5". */
export function Stars({ rating, className = "h-5 w-5" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-block" data-fill={fill}>
          <StarShape className={`${className} text-slate-300`} />
          {fill > 0 && (
            <span
              className="absolute inset-y-0 left-0 overflow-hidden text-accent-500"
              style={{ width: `${fill * 100}%` }}
            >
              <StarShape className={className} />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}
