// The enquiry forms are pre-rendered, and their code comes in a chunk of its own after the page's.
// Until a form's code has taken it over, the browser runs it: typing works, and a press of Send
// would post it natively and leave the page. From the moment the site's first script runs, this
// module holds such a submission instead, for the form to send itself once its code is there, so
// every visitor gets the same answer beside the button whatever the timing. Should the code not
// arrive within HOLD_MS (a lost connection), the form is posted natively after all: an enquiry is
// never dropped.

const FORM_SELECTOR = "form[data-form]"
const takenOver = new WeakSet<HTMLFormElement>()
const held = new WeakSet<HTMLFormElement>()
const shownAt = new WeakMap<HTMLFormElement, number>()

export const HOLD_MS = 8000

/** Starts holding early submissions and notes when the pre-rendered forms were shown (page start). */
export function holdEarlySubmissions(doc: Document = document) {
  const pageStart = performance.timeOrigin
  doc.querySelectorAll<HTMLFormElement>(FORM_SELECTOR).forEach((form) => shownAt.set(form, pageStart))
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.matches(FORM_SELECTOR) || takenOver.has(form)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (held.has(form)) return
      held.add(form)
      setTimeout(() => {
        // submit() posts without a submit event, so nothing holds it again.
        if (held.delete(form)) HTMLFormElement.prototype.submit.call(form)
      }, HOLD_MS)
    },
    true,
  )
}

/**
 * Called by a form's code once it runs the form. Says whether a submission was held for it, and
 * since when (epoch ms) the visitor has seen it: the page's start for a pre-rendered form, now for
 * one rendered in the browser.
 */
export function takeOver(form: HTMLFormElement): { wasSubmitted: boolean; shownAt: number } {
  takenOver.add(form)
  const wasSubmitted = held.delete(form)
  return { wasSubmitted, shownAt: shownAt.get(form) ?? Date.now() }
}
