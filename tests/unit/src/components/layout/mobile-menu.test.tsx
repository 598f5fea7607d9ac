import React from "react"
import { act, render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { MobileMenu } from "../../../../../src/components/layout/mobile-menu"
import type { NavItem } from "../../../../../src/hooks/use-navigation"
import { navigationYaml, serviceNodes, siteYaml, staticQueryData } from "../../../../support/jest/content-fixture"

const { items } = navigationYaml as { items: NavItem[] }
const phone = siteYaml.phone as { display: string }

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(staticQueryData))
afterEach(() => jest.useRealTimers())

const menu = (open: boolean) => (
  <MobileMenu
    open={open}
    onClose={() => undefined}
    onQuote={() => undefined}
    items={items}
    services={serviceNodes}
    currentPath="/"
    phone={phone}
  />
)

test("opened before the browser was idle, its entries are made at that opening, focused there, and kept once it closes", () => {
  const { rerender } = render(menu(false))
  // The panel is there from the start, hidden: found by the id the menu button's aria-controls names.
  const panel = document.getElementById("mobile-menu")!
  expect(panel.tagName).toBe("DIALOG")
  expect(panel).not.toHaveAttribute("open")
  expect(panel).toBeEmptyDOMElement()

  rerender(menu(true))
  expect(screen.getByRole("dialog", { name: "Menu" })).toBe(panel)
  const close = screen.getByRole("button", { name: "Close menu" })
  expect(close).toHaveFocus()
  for (const item of items) expect(panel).toHaveTextContent(item.name)
  expect(panel).toHaveTextContent(phone.display)

  // Closed again, it slides out with its entries in it.
  rerender(menu(false))
  expect(panel).not.toHaveAttribute("open")
  for (const item of items) expect(panel).toHaveTextContent(item.name)
})

test("its entries are made, closed, once the browser is idle: a tap then only shows them", async () => {
  // jsdom has no requestIdleCallback: the hook waits a moment instead, as in Safari.
  jest.useFakeTimers()
  render(menu(false))
  const panel = document.getElementById("mobile-menu")!
  expect(panel).toBeEmptyDOMElement()
  await act(async () => {
    jest.advanceTimersByTime(1000)
  })
  expect(panel).not.toHaveAttribute("open")
  for (const item of items) expect(panel).toHaveTextContent(item.name)
})
