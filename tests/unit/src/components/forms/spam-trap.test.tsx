import React from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { EnquiryForm } from "../../../../../src/components/forms/enquiry-form"
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../../../../../src/components/forms/spam-trap"
import { staticQueryData } from "../../../../support/jest/content-fixture"

let fetchMock: jest.Mock

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  fetchMock = jest.fn().mockResolvedValue({ status: 200, text: () => Promise.resolve("Thanks") })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const sent = () => new URLSearchParams(fetchMock.mock.calls[0][1].body as string)
const honeypot = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!

describe("the forms' spam signals", () => {
  it("keep the honeypot away from people: out of the accessibility tree, inert, never tabbed to, not autofilled", async () => {
    const user = userEvent.setup()
    const { container } = render(<EnquiryForm variant="quote" />)
    const field = honeypot(container)
    expect(field).toBeInTheDocument()
    expect(field.closest("[aria-hidden='true']")).toHaveAttribute("inert")
    expect(field).toHaveAttribute("autocomplete", "off")
    expect(screen.queryByRole("textbox", { name: "Extra information" })).toBeNull()
    const reached: Element[] = []
    for (let i = 0; i < 6; i++) {
      await user.tab()
      reached.push(document.activeElement!)
    }
    expect(reached).not.toContain(field)
    expect(reached.map((el) => el.getAttribute("name"))).toEqual(expect.arrayContaining(["name", "email", "message"]))
  })

  it("send an empty honeypot and the time since the form was shown", async () => {
    jest.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") })
    render(<EnquiryForm variant="quote" />)
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Jane" } })
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: "jane@example.com" } })
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "Hi" } })
    act(() => jest.advanceTimersByTime(7_250))
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(window.alert).toHaveBeenCalled()) // the form has settled
    expect(sent().get(HONEYPOT_FIELD)).toBe("")
    expect(sent().get(ELAPSED_FIELD)).toBe("7250")
  })

  it("send what a bot typed into the honeypot", async () => {
    const { container } = render(<EnquiryForm variant="quote" />)
    fireEvent.change(honeypot(container), { target: { value: "http://spam.example" } })
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Bot" } })
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: "bot@example.com" } })
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "Buy" } })
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(window.alert).toHaveBeenCalled()) // the form has settled
    expect(sent().get(HONEYPOT_FIELD)).toBe("http://spam.example")
  })
})
