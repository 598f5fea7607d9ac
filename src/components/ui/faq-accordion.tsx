import React, { useId, useState } from "react"
import { Icon } from "./icons/icon"

export interface FaqItem {
  question: string
  answer: string
}

/** One answer open at a time, the first at start; clicking the open question closes it. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const baseId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={item.question} data-open={open}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-bold text-navy-900 hover:bg-slate-50 sm:px-5 sm:py-4 sm:text-lg"
              >
                {item.question}
                <Icon
                  name="chevron"
                  className={`h-5 w-5 shrink-0 text-brand-600 transition-transform ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-4 pb-4 text-slate-700 sm:px-5 sm:pb-5"
            >
              <p className="text-body">{item.answer}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
