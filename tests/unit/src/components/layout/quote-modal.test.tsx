import React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { QuoteModal } from "../../../../../src/components/layout/quote-modal"
import { QuoteModalProvider, useOpenQuote } from "../../../../../src/components/contact/quote-modal-context"
import { siteYaml, staticQueryData, uiYaml } from "../../../../support/jest/content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))
afterEach(() => jest.restoreAllMocks())

const quoteSent = (uiYaml as { quoteSent: { heading: string; next: string; close: string } }).quoteSent
const phone = (siteYaml.phone as { display: string }).display

function GetQuote() {
  const open = useOpenQuote()
  return (
    <button type="button" onClick={open}>
      Get Quote
    </button>
  )
}

const renderModal = () =>
  render(
    <QuoteModalProvider>
      <GetQuote />
      <QuoteModal />
    </QuoteModalProvider>,
  )

test("each opening starts on an empty form, and closing gives focus back to the button that opened it", async () => {
  const user = userEvent.setup()
  renderModal()
  const opener = screen.getByRole("button", { name: "Get Quote" })

  await user.click(opener)
  const dialog = screen.getByRole("dialog", { name: "Request a Quote" })
  expect(dialog).toHaveAttribute("open")
  expect(screen.getByRole("button", { name: "Close quote form" })).toHaveFocus()
  await user.type(await screen.findByRole("textbox", { name: /name/i }), "Jane")

  await user.click(screen.getByRole("button", { name: "Close quote form" }))
  expect(dialog).not.toHaveAttribute("open")
  expect(opener).toHaveFocus()

  await user.click(opener)
  expect(dialog).toHaveAttribute("open")
  expect(await screen.findByRole("textbox", { name: /name/i })).toHaveValue("")
})

test("its content is made, closed, once the browser is idle: the tap that opens it only shows it", async () => {
  jest.useFakeTimers()
  try {
    renderModal()
    const dialog = document.querySelector("dialog")!
    expect(dialog).toBeEmptyDOMElement()
    // jsdom has no requestIdleCallback: the hook waits a moment instead, as in Safari.
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(dialog).not.toHaveAttribute("open")
    expect(within(dialog).getByRole("heading", { name: "Request a Quote", hidden: true })).toBeInTheDocument()
  } finally {
    jest.useRealTimers()
  }
})

test("once the request is accepted: the alert, then the reply and what happens next with a Call link, until the visitor closes it", async () => {
  const user = userEvent.setup()
  const reply = "Thank you! We have received your quote request and will get back to you within 24 hours."
  const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined)
  globalThis.fetch = jest.fn().mockResolvedValue({
    status: 200,
    headers: { get: () => "text/plain; charset=utf-8" },
    text: () => Promise.resolve(reply),
  }) as unknown as typeof fetch
  renderModal()
  await user.click(screen.getByRole("button", { name: "Get Quote" }))
  const dialog = screen.getByRole("dialog", { name: "Request a Quote" })
  await user.type(await within(dialog).findByRole("textbox", { name: /name/i }), "Jane O'Brien")
  await user.type(within(dialog).getByRole("textbox", { name: /email/i }), "jane@example.com")
  await user.type(within(dialog).getByRole("textbox", { name: /message/i }), "A new antenna, please.")
  await user.click(within(dialog).getByRole("button", { name: "Send Message" }))

  await waitFor(() => expect(alert).toHaveBeenCalledWith(reply))
  // Still open, now with the reply (which has focus), what happens next, Call and Close.
  expect(dialog).toHaveAttribute("open")
  const message = within(dialog).getByText(reply)
  expect(message.parentElement).toHaveFocus()
  expect(within(dialog).getByRole("heading", { name: quoteSent.heading })).toBeInTheDocument()
  expect(dialog).toHaveTextContent(quoteSent.next)
  const call = within(dialog).getByRole("link", { name: /^Call/ })
  expect(call).toHaveTextContent(phone)
  expect(call).toHaveAttribute("href", `tel:+61${phone.replace(/\D/g, "").slice(1)}`)
  expect(within(dialog).queryByRole("textbox")).toBeNull()
  // One mark: the tick.
  expect(message.parentElement!.querySelectorAll("svg")).toHaveLength(1)

  await user.click(within(dialog).getByRole("button", { name: quoteSent.close }))
  expect(dialog).not.toHaveAttribute("open")
  expect(screen.getByRole("button", { name: "Get Quote" })).toHaveFocus()
  // The next opening is a new request.
  await user.click(screen.getByRole("button", { name: "Get Quote" }))
  expect(await within(dialog).findByRole("textbox", { name: /name/i })).toHaveValue("")
  expect(within(dialog).queryByText(reply)).toBeNull()
})
