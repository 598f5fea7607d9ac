// A field the page fills in (forms.json "type": "hidden"): the declaration can say it, and the form
// then carries it as a hidden input, sends it, and never names it as a problem. The shipped ones say
// where an enquiry came from and are filled in as it is sent (enquiry-form.test.tsx); this test
// declares one more on the quote form, which nothing fills in.
import React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { EnquiryForm } from "../../../../../src/components/forms/enquiry-form"
import { staticQueryData } from "../../../../support/jest/content-fixture"

jest.mock("../../../../../backend/src/Enquiry/forms.json", () => {
  const shipped = jest.requireActual("../../../../../backend/src/Enquiry/forms.json")
  return {
    ...shipped,
    fields: { ...shipped.fields, pageTitle: { type: "hidden", required: false, max: 500 } },
    forms: {
      ...shipped.forms,
      quote: { ...shipped.forms.quote, fields: [...shipped.forms.quote.fields, "pageTitle"] },
    },
  }
})

type Shipped = { forms: { quote: { fields: string[] } } }

let fetchMock: jest.Mock
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  fetchMock = jest.fn(() =>
    Promise.resolve({ status: 200, headers: { get: () => "text/plain" }, text: () => Promise.resolve("Thanks") }),
  )
  globalThis.fetch = fetchMock as unknown as typeof fetch
  jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

it("is a hidden input of the form, sent with it and never named as a problem", async () => {
  const user = userEvent.setup({ delay: null })
  const { container } = render(<EnquiryForm variant="quote" />)
  const hidden = container.querySelector<HTMLInputElement>('input[name="pageTitle"]')
  expect(hidden).toHaveAttribute("type", "hidden")
  expect(screen.queryAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual(["name", "email", "message"])

  await user.type(screen.getByLabelText(/Your name/), "Jane")
  await user.type(screen.getByLabelText(/Email address/), "jane@example.com")
  await user.type(screen.getByLabelText(/Message/), "A quote, please")
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  const sent = new URLSearchParams(fetchMock.mock.calls[0][1].body as string)
  const quoteFields = (jest.requireActual("../../../../../backend/src/Enquiry/forms.json") as Shipped).forms.quote
    .fields
  expect([...sent.keys()].slice(0, quoteFields.length + 1)).toEqual([...quoteFields, "pageTitle"])
  expect(sent.get("pageTitle")).toBe("")
})
