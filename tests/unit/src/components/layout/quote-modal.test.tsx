import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { QuoteModal } from "../../../../../src/components/layout/quote-modal"
import { QuoteModalProvider, useQuoteModal } from "../../../../../src/components/contact/quote-modal-context"
import { staticQueryData } from "../../../../support/jest/content-fixture"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))

function GetQuote() {
  const { open } = useQuoteModal()
  return (
    <button type="button" onClick={open}>
      Get Quote
    </button>
  )
}

test("each opening starts on an empty form, and closing gives focus back to the button that opened it", async () => {
  const user = userEvent.setup()
  render(
    <QuoteModalProvider>
      <GetQuote />
      <QuoteModal />
    </QuoteModalProvider>,
  )
  const opener = screen.getByRole("button", { name: "Get Quote" })
  // Nothing of it is made before the first opening.
  expect(screen.queryByText("Request a Quote")).toBeNull()

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
