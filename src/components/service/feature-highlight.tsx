import React, { useState } from "react"

export interface Feature {
  headline: string
  detail: string
}

/** Why-choose-us cards: hovering, focusing or clicking one highlights it; the first starts highlighted. */
export function FeatureHighlight({ features }: { features: readonly Feature[] }) {
  const [active, setActive] = useState(0)
  return (
    <ul className="grid gap-5 md:grid-cols-3">
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
              className={`h-full w-full rounded-2xl border-2 p-6 text-left transition-all duration-300 ${
                on
                  ? "-translate-y-1 border-accent-400 bg-navy-900 text-white shadow-xl"
                  : "border-slate-200 bg-white text-slate-700 shadow-sm"
              }`}
            >
              <span
                className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-extrabold ${
                  on ? "bg-accent-400 text-navy-950" : "bg-brand-50 text-brand-700"
                }`}
              >
                {index + 1}
              </span>
              <span className={`mt-4 block text-xl font-bold ${on ? "text-white" : "text-navy-900"}`}>
                {feature.headline}
              </span>
              <span className={`mt-2 block leading-relaxed ${on ? "text-slate-200" : "text-slate-600"}`}>
                {feature.detail}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
