import React, { useState } from "react"

export interface Feature {
  headline: string
  detail: string
}

/**
 * Why-choose-us cards: hovering, focusing or clicking one highlights it; the first starts highlighted.
 * Every card starts with its number and headline on one row, so the headlines line up.
 */
export function FeatureHighlight({ features }: { features: readonly Feature[] }) {
  const [active, setActive] = useState(0)
  return (
    // On phones the row scrolls sideways (its buttons take the keyboard along).
    <ul className="card-rows swipe-rows">
      {features.map((feature, index) => {
        const on = index === active
        return (
          <li key={feature.headline}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => setActive(index)}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              className={`flex h-full w-full flex-col items-start rounded-2xl border-2 p-4 text-left transition-colors duration-300 sm:p-5 ${
                on ? "border-accent-400 bg-navy-900 shadow-xl" : "border-slate-200 bg-white shadow-sm"
              }`}
            >
              <span className="flex items-start gap-3">
                <span
                  className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${
                    on ? "bg-accent-400 text-navy-950" : "bg-brand-50 text-brand-700"
                  }`}
                >
                  {index + 1}
                </span>
                <span className={`card-title beside-badge ${on ? "text-white" : "text-navy-900"}`}>
                  {feature.headline}
                </span>
              </span>
              <span className={`mt-2 block text-body ${on ? "text-slate-200" : "text-slate-600"}`}>
                {feature.detail}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
