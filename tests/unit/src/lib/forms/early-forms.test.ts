import { HOLD_MS, holdEarlySubmissions, takeOver } from "../../../../../src/lib/forms/early-forms"

/** A page as pre-rendered: an enquiry form and a form of something else, in a document of its own. */
function page() {
  const doc = document.implementation.createHTMLDocument()
  doc.body.innerHTML = `<div id="root"><form data-form="enquiry"><button>Send</button></form><form id="other"></form></div>`
  const seenByRoot: Event[] = []
  // React listens on the root element, below the document's capturing listener.
  doc.getElementById("root")!.addEventListener("submit", (event) => seenByRoot.push(event))
  holdEarlySubmissions(doc)
  const submit = (form: HTMLFormElement) => {
    const event = new Event("submit", { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event
  }
  return { doc, seenByRoot, submit, enquiry: doc.querySelector<HTMLFormElement>("form[data-form]")! }
}

describe("a form sent before its code has arrived", () => {
  it("is held: not posted, not seen by React, and reported to the form's code when it takes over", () => {
    const { enquiry, seenByRoot, submit } = page()
    expect(submit(enquiry).defaultPrevented).toBe(true)
    expect(seenByRoot).toEqual([])
    expect(takeOver(enquiry)).toEqual({ wasSubmitted: true, shownAt: performance.timeOrigin })
  })

  it("is left alone once its code has taken it over, and a submission is reported once", () => {
    const { enquiry, seenByRoot, submit } = page()
    submit(enquiry)
    takeOver(enquiry)
    expect(submit(enquiry).defaultPrevented).toBe(false)
    expect(seenByRoot).toHaveLength(1)
    expect(takeOver(enquiry).wasSubmitted).toBe(false)
  })

  it("was shown since the page's start if pre-rendered, since it took over if rendered later", () => {
    const { doc } = page()
    const later = doc.createElement("form")
    later.dataset.form = "quote"
    doc.body.append(later)
    const before = Date.now()
    const { wasSubmitted, shownAt } = takeOver(later)
    expect(wasSubmitted).toBe(false)
    expect(shownAt).toBeGreaterThanOrEqual(before)
  })

  describe("when its code takes long", () => {
    let post: jest.SpyInstance
    beforeEach(() => {
      jest.useFakeTimers()
      post = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined)
    })
    afterEach(() => {
      post.mockRestore()
      jest.useRealTimers()
    })

    it("is posted natively after all when its code has not arrived in time", () => {
      const { enquiry, submit } = page()
      submit(enquiry)
      submit(enquiry)
      jest.advanceTimersByTime(HOLD_MS - 1)
      expect(post).not.toHaveBeenCalled()
      jest.advanceTimersByTime(1)
      expect(post.mock.contexts).toEqual([enquiry])
      // Its code arriving later has nothing left to send.
      expect(takeOver(enquiry).wasSubmitted).toBe(false)
    })

    it("is not posted natively once its code has taken it over", () => {
      const { enquiry, submit } = page()
      submit(enquiry)
      expect(takeOver(enquiry).wasSubmitted).toBe(true)
      jest.advanceTimersByTime(HOLD_MS)
      expect(post).not.toHaveBeenCalled()
    })
  })

  it("leaves other forms alone", () => {
    const { doc, seenByRoot, submit } = page()
    expect(submit(doc.querySelector<HTMLFormElement>("#other")!).defaultPrevented).toBe(false)
    expect(seenByRoot).toHaveLength(1)
  })
})
