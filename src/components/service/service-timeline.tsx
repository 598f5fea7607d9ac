import React from "react"

export interface TimelineStep {
  title: string
  description: string
  duration: string
}

/** Numbered service process: a vertical line of steps on small screens, a row on large ones. */
export function ServiceTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="relative ml-5 grid gap-6 border-l-4 border-brand-100 pl-8 lg:mt-12 lg:ml-0 lg:grid-flow-col lg:auto-cols-fr lg:gap-6 lg:border-t-4 lg:border-l-0 lg:pt-10 lg:pl-0">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 -left-[3.15rem] flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white lg:-top-[4.1rem] lg:left-0"
          >
            {index + 1}
          </span>
          {/* Phones: the step beside the line, no frame; from 640 px a card. */}
          <div className="h-full sm:card sm:p-5">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
              <span className="sr-only">Step {index + 1}: </span>
              {step.duration}
            </p>
            <h3 className="mt-1 card-title">{step.title}</h3>
            <p className="mt-1 text-body text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
