import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { useStaticQuery } from "gatsby"
import { EnquiryForm } from "../../../../../src/components/forms/enquiry-form"
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../../../../../src/components/forms/spam-trap"
import { holdEarlySubmissions } from "../../../../../src/lib/forms/early-forms"
import { FIELDS, FORMS, type FormId } from "../../../../../src/lib/forms/enquiry-forms"
import { rememberVisitSource } from "../../../../../src/lib/visits/visit-source"
import { siteYaml, staticQueryData, uiYaml } from "../../../../support/jest/content-fixture"

const { checks, fields } = (
  uiYaml as { forms: { checks: Record<string, string>; fields: Record<string, { ifLeftEmpty?: string }> } }
).forms

const options = [
  { value: "cctv-installation", label: "CCTV Installation" },
  { value: "tv-antenna-repair", label: "TV Antenna Repair" },
]

/** The business's number in content/site.yaml: what a visitor types in the examples, and what a form's "call us" link dials. */
const businessPhone = siteYaml.phone as { display: string }
const businessTel = `tel:+61${businessPhone.display.replace(/ /g, "").slice(1)}`

const visitor = {
  name: "Jane O'Brien",
  email: "jane@example.com",
  phone: businessPhone.display,
  address: "12 Smith St & Co",
  city: "Box Hill",
  service: "tv-antenna-repair",
  message: "Picture breaks up = pixelation, 50% of channels",
}

let fetchMock: jest.Mock
let alertMock: jest.SpyInstance
let errorMock: jest.SpyInstance

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  fetchMock = jest.fn()
  globalThis.fetch = fetchMock as unknown as typeof fetch
  alertMock = jest.spyOn(window, "alert").mockImplementation(() => undefined)
  errorMock = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

// jsdom has no Response; the form reads the status and text().
const response = (status: number, text: string, type = "text/plain; charset=utf-8") => ({
  status,
  ok: status < 300,
  headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) },
  text: () => Promise.resolve(text),
})
const answer = (status: number, text: string, type?: string) => Promise.resolve(response(status, text, type))

/** A visitor typing: every key's events, without a timer between keys. */
const typist = () => userEvent.setup({ delay: null })

async function fill(user: ReturnType<typeof userEvent.setup>, withSubject = false) {
  await user.type(screen.getByLabelText(/Your name/), visitor.name)
  await user.type(screen.getByLabelText(/Email address/), visitor.email)
  await user.type(screen.getByLabelText(/Phone number/), visitor.phone)
  await user.type(screen.getByLabelText(/Street address/), visitor.address)
  await user.type(screen.getByLabelText(/Suburb/), visitor.city)
  await user.selectOptions(screen.getByLabelText(/Service/), visitor.service)
  if (withSubject) await user.type(screen.getByLabelText(/Subject/), "Roof antenna")
  await user.type(screen.getByLabelText(/Message/), visitor.message)
}

/** The fields the page fills in (forms.json's hidden ones): where the enquiry came from, tested below. */
const SOURCE_FIELDS = ["sentFrom", "landing", "campaign", "referrer"]

// The visitor's fields; the spam signals sent with them are tested in spam-trap.test.tsx.
const sentBody = () => {
  const body = new URLSearchParams(fetchMock.mock.calls[0][1].body as string)
  for (const name of [HONEYPOT_FIELD, ELAPSED_FIELD, ...SOURCE_FIELDS]) body.delete(name)
  return body
}

describe("EnquiryForm (Home and service pages)", () => {
  it("has the seven required fields with labels, types and autocomplete hints", () => {
    render(<EnquiryForm variant="enquiry" options={options} />)
    const expectations: [RegExp, string | null, string | null][] = [
      [/Your name/, "text", "name"],
      [/Email address/, "email", "email"],
      [/Phone number/, "tel", "tel"],
      [/Street address/, "text", "address-line1"],
      [/Suburb/, "text", "address-level2"],
    ]
    for (const [label, type, autocomplete] of expectations) {
      const input = screen.getByLabelText(label)
      expect(input).toBeRequired()
      expect(input).toHaveAttribute("type", type)
      expect(input).toHaveAttribute("autocomplete", autocomplete)
    }
    const select = screen.getByLabelText(/Service/) as HTMLSelectElement
    expect(select).toBeRequired()
    expect(select.value).toBe("")
    expect(select.options[0]).toHaveTextContent("Select Service")
    expect(select.options[0]).toBeDisabled()
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("rows", "4")
    expect(screen.queryByLabelText(/Subject/)).toBeNull()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("posts the exact urlencoded fields, shows the accepted answer verbatim and clears the form", async () => {
    const user = typist()
    fetchMock.mockReturnValue(answer(200, "Thanks Jane! We'll reply within 24 hours."))
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Thanks Jane! We'll reply within 24 hours."))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("/antenna-backend/handleContact.php")
    expect(init.method).toBe("POST")
    expect(init.headers["Content-Type"]).toMatch(/^application\/x-www-form-urlencoded/)
    expect([...sentBody().keys()]).toEqual(["name", "email", "phone", "address", "city", "service", "message"])
    expect(Object.fromEntries(sentBody())).toEqual(visitor)
    expect(screen.getByRole("status")).toHaveTextContent("Thanks Jane! We'll reply within 24 hours.")
    expect(screen.getByLabelText(/Your name/)).toHaveValue("")
    expect(screen.getByLabelText(/Service/)).toHaveValue("")
    expect(screen.getByLabelText(/Message/)).toHaveValue("")
  })

  for (const status of [422, 429, 500]) {
    it(`shows a ${status} refusal's text beside the button with the number to call, and keeps every field`, async () => {
      const user = typist()
      fetchMock.mockReturnValue(answer(status, "Please enter a valid phone number."))
      render(<EnquiryForm variant="enquiry" options={options} />)
      await fill(user)
      await user.click(screen.getByRole("button", { name: "Send Message" }))
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Please enter a valid phone number."))
      const statusBox = screen.getByRole("status")
      expect(statusBox).toHaveTextContent("Please enter a valid phone number.")
      expect(within(statusBox).getByRole("link")).toHaveAttribute("href", businessTel)
      for (const [name, value] of Object.entries(visitor)) {
        expect(document.querySelector(`[name="${name}"]`)).toHaveValue(value)
      }
    })
  }

  it("treats an empty or HTML error answer from the host as a failure, not as a sentence to show", async () => {
    const user = typist()
    fetchMock
      .mockReturnValueOnce(answer(405, ""))
      .mockReturnValueOnce(answer(404, "<!DOCTYPE html><h1>Not Found</h1>", "text/html"))
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole("button", { name: "Send Message" }))
      await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(attempt))
      expect(alertMock).toHaveBeenLastCalledWith("❌ Something went wrong. Please try again later.")
      expect(screen.getByRole("status")).toHaveTextContent("❌ Something went wrong. Please try again later.")
    }
    expect(screen.getByLabelText(/Your name/)).toHaveValue(visitor.name)
  })

  it("names what the handlers would refuse on the field, and sends nothing", async () => {
    const user = typist()
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    const phone = screen.getByLabelText(/Phone number/)
    await user.clear(phone)
    await user.type(phone, "12345")
    const email = screen.getByLabelText(/Email address/)
    await user.clear(email)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAccessibleDescription(fields.email.ifLeftEmpty!)
    expect(phone).toHaveAccessibleDescription(checks.phone)
    // Focus goes to the first field to fix; fixing it removes its message.
    expect(email).toHaveFocus()
    await user.type(email, visitor.email)
    expect(email).not.toHaveAttribute("aria-invalid")
    expect(phone).toHaveAttribute("aria-invalid", "true")
  })

  it("on a network failure keeps every field, logs and shows the Home/service message", async () => {
    const user = typist()
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("❌ Something went wrong. Please try again later."))
    expect(screen.getByRole("status")).toHaveTextContent("❌ Something went wrong. Please try again later.")
    // One mark a message: the text's own "❌", no icon beside it.
    expect(screen.getByRole("status").querySelector("svg")).toBeNull()
    expect(within(screen.getByRole("status")).getByRole("link")).toHaveAttribute("href", businessTel)
    // What the owner's developer finds in the console: which form, and where it could not be sent.
    expect(errorMock).toHaveBeenCalledWith(
      "The enquiry form could not be sent to /antenna-backend/handleContact.php",
      expect.anything(),
    )
    expect(screen.getByLabelText(/Your name/)).toHaveValue(visitor.name)
    expect(screen.getByLabelText(/Service/)).toHaveValue(visitor.service)
    expect(screen.getByLabelText(/Message/)).toHaveValue(visitor.message)
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("shows Sending... and sends once however often it is submitted while in flight", async () => {
    const user = typist()
    let release: (r: ReturnType<typeof response>) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)))
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form")!
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    // The request starts once Sending... has been painted.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(response(200, "ok")))
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled())
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe("EnquiryForm over its pre-rendered HTML", () => {
  let cleanUp = () => {}
  afterEach(() => cleanUp())

  /** The form as the server rendered it, filled in by a visitor before React takes it over. */
  async function hydrateFilled(held: boolean) {
    const container = document.createElement("div")
    container.innerHTML = renderToString(<EnquiryForm variant="enquiry" options={options} />)
    document.body.append(container)
    const form = container.querySelector("form")!
    for (const [name, value] of Object.entries(visitor))
      (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value
    if (held) {
      holdEarlySubmissions()
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    }
    await act(async () => {
      const root = hydrateRoot(container, <EnquiryForm variant="enquiry" options={options} />)
      cleanUp = () => {
        act(() => root.unmount())
        container.remove()
      }
    })
    return form
  }

  it("keeps what was typed before it ran, and sends it", async () => {
    fetchMock.mockReturnValue(answer(200, "Thanks"))
    const form = await hydrateFilled(false)
    expect((form.elements.namedItem("name") as HTMLInputElement).value).toBe(visitor.name)
    act(() => form.requestSubmit())
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Thanks"))
    expect(Object.fromEntries(sentBody())).toEqual(visitor)
  })

  it("sends a submission held before it ran, once, with what was typed", async () => {
    fetchMock.mockReturnValue(answer(200, "Thanks"))
    await hydrateFilled(true)
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Thanks"))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries(sentBody())).toEqual(visitor)
  })
})

describe("EnquiryForm: where the enquiry came from", () => {
  afterEach(() => {
    sessionStorage.clear()
    window.history.replaceState(null, "", "/")
  })
  const sent = () => new URLSearchParams(fetchMock.mock.calls[0][1].body as string)

  it("sends the page it is sent from, and the tab's landing page and campaign, after the visitor's fields", async () => {
    window.history.replaceState(null, "", "/service/tv-antenna-repair/?utm_source=Flyer&utm_campaign=Spring")
    rememberVisitSource(window.location, "https://www.google.com/")
    window.history.replaceState(null, "", "/contactus/")
    const user = typist()
    fetchMock.mockReturnValue(answer(200, "Thanks"))
    render(<EnquiryForm variant="contact" options={options} />)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Thanks"))
    expect([...sent().keys()].slice(-7)).toEqual(["message", ...SOURCE_FIELDS, HONEYPOT_FIELD, ELAPSED_FIELD])
    expect(Object.fromEntries(SOURCE_FIELDS.map((name) => [name, sent().get(name)]))).toEqual({
      sentFrom: "/contactus/",
      landing: "/service/tv-antenna-repair/",
      campaign: "flyer / - / spring",
      referrer: "",
    })
  })

  it("sends the referring site without a campaign, and empty fields where the tab noted nothing", async () => {
    window.history.replaceState(null, "", "/blogs/")
    rememberVisitSource(window.location, "https://www.Facebook.com/")
    fetchMock.mockReturnValue(answer(200, "Thanks"))
    const user = typist()
    render(<EnquiryForm variant="quote" />)
    await user.type(screen.getByLabelText(/Your name/), visitor.name)
    await user.type(screen.getByLabelText(/Email address/), visitor.email)
    await user.type(screen.getByLabelText(/Message/), visitor.message)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(sent().get("landing")).toBe("/blogs/")
    expect(sent().get("referrer")).toBe("facebook.com")
    expect(sent().get("campaign")).toBe("")
    fetchMock.mockClear()
    sessionStorage.clear()
    await user.type(screen.getByLabelText(/Your name/), visitor.name)
    await user.type(screen.getByLabelText(/Email address/), visitor.email)
    await user.type(screen.getByLabelText(/Message/), visitor.message)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(Object.fromEntries(SOURCE_FIELDS.map((name) => [name, sent().get(name)]))).toEqual({
      sentFrom: "/blogs/",
      landing: "",
      campaign: "",
      referrer: "",
    })
  })
})

describe("EnquiryForm (Contact page)", () => {
  it("adds the optional subject and uses the contact failure message", async () => {
    const user = typist()
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<EnquiryForm variant="contact" options={options} />)
    const subject = screen.getByLabelText(/Subject/)
    expect(subject).not.toBeRequired()
    expect(subject).toHaveAttribute("placeholder", "Subject (optional)")
    await fill(user, true)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("❌ Failed to send message."))
    expect([...sentBody().keys()]).toEqual([
      "name",
      "email",
      "phone",
      "address",
      "city",
      "service",
      "subject",
      "message",
    ])
    expect(subject).toHaveValue("Roof antenna")
  })
})

describe("EnquiryForm (quote modal)", () => {
  const fillQuote = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/Your name/), visitor.name)
    await user.type(screen.getByLabelText(/Email address/), visitor.email)
    await user.type(screen.getByLabelText(/Message/), visitor.message)
  }

  it("posts name, email and message to handleQuote.php and reports the answer", async () => {
    const user = typist()
    const onAccepted = jest.fn()
    fetchMock.mockReturnValue(answer(200, "Quote request received."))
    render(<EnquiryForm variant="quote" onAccepted={onAccepted} />)
    expect(screen.queryByLabelText(/Phone/)).toBeNull()
    await fillQuote(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    // The quote dialog is handed the reply, which it shows with what happens next.
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith("Quote request received."))
    expect(fetchMock.mock.calls[0][0]).toBe("/antenna-backend/handleQuote.php")
    expect(Object.fromEntries(sentBody())).toEqual({
      name: visitor.name,
      email: visitor.email,
      message: visitor.message,
    })
    expect(alertMock).toHaveBeenCalledWith("Quote request received.")
  })

  it("on failure keeps the fields, stays open and shows the quote message", async () => {
    const user = typist()
    const onAccepted = jest.fn()
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<EnquiryForm variant="quote" onAccepted={onAccepted} />)
    await fillQuote(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("❌ Something went wrong."))
    expect(onAccepted).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/Message/)).toHaveValue(visitor.message)
  })

  it("on a 422 refusal stays open with every field", async () => {
    const user = typist()
    const onAccepted = jest.fn()
    fetchMock.mockReturnValue(answer(422, "Please enter a valid e-mail address."))
    render(<EnquiryForm variant="quote" onAccepted={onAccepted} />)
    await fillQuote(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Please enter a valid e-mail address."))
    // A sentence without a mark of its own gets the warning sign, once.
    expect(screen.getByRole("status").querySelectorAll("svg")).toHaveLength(1)
    expect(onAccepted).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/Your name/)).toHaveValue(visitor.name)
    expect(screen.getByLabelText(/Message/)).toHaveValue(visitor.message)
  })
})

// submitForm itself (the request, the time limit, which answers are sentences): tests/unit/src/lib/forms/submit-form.test.ts.
describe("EnquiryForm with no answer in time", () => {
  it("keeps the form filled when the request times out", async () => {
    const user = typist()
    fetchMock.mockRejectedValue(new DOMException("The operation was aborted.", "AbortError"))
    render(<EnquiryForm variant="enquiry" options={options} />)
    await fill(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("❌ Something went wrong. Please try again later."))
    expect(screen.getByLabelText(/Street address/)).toHaveValue(visitor.address)
  })
})

describe("EnquiryForm (every form, as the forms' declaration has it)", () => {
  const texts = fields as Record<string, { label: string; placeholder?: string; ifLeftEmpty?: string }>
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const labelled = (name: string) => screen.getByLabelText(new RegExp(`^${escaped(texts[name].label)}`))

  for (const [id, form] of Object.entries(FORMS) as [FormId, (typeof FORMS)[FormId]][]) {
    it(`the ${id} form shows each of its fields with the texts of content/ui.yaml, and names each required one left empty`, async () => {
      const user = typist()
      render(<EnquiryForm variant={id} options={options} />)
      for (const name of form.fields) {
        const field = FIELDS[name]
        if (field.type === "hidden") continue
        const control = labelled(name)
        expect([name, control.getAttribute("name"), control.hasAttribute("required")]).toEqual([
          name,
          name,
          field.required,
        ])
        const placeholder =
          control instanceof HTMLSelectElement ? control.options[0].textContent : control.getAttribute("placeholder")
        expect([name, placeholder]).toEqual([name, texts[name].placeholder ?? null])
      }
      await user.click(screen.getByRole("button", { name: "Send Message" }))
      for (const name of form.fields.filter((n) => FIELDS[n].required)) {
        expect(labelled(name)).toHaveAccessibleDescription(texts[name].ifLeftEmpty!)
      }
      expect(fetchMock).not.toHaveBeenCalled()
    })
  }
})
