import React from "react"

export interface TimelineStep {
  title: string
  description: string
  duration: string
}

/** Numbered service process: a vertical line of steps on small screens, a row on large ones. */
export function ServiceTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="relative grid gap-8 border-l-4 border-brand-100 pl-8 lg:grid-cols-3 lg:gap-6 lg:border-t-4 lg:border-l-0 lg:pt-10 lg:pl-0">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[3.15rem] flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white ring-4 ring-white lg:-top-[4.1rem] lg:left-0"
          >
            {index + 1}
          </span>
          <div className="card h-full p-6">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              <span className="sr-only">Step {index + 1}: </span>
              {step.duration}
            </p>
            <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
