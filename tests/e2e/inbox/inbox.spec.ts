// The owner's inbox against the real PHP handlers: an enquiry sent through the site's forms is
// stored as new (not spam) — with JavaScript, and as the form's plain POST before it runs — and the
// owner signs in, finds it, marks it handled and deletes it.
import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../../support/browser/fixtures"
import { INBOX_PASSWORD, RealHandlers } from "../../support/fixtures/real-handlers"
import { HONEYPOT_FIELD } from "../../../src/components/forms/spam-trap"
import { site } from "../../support/browser/site"

const handlers = new RealHandlers()
test.beforeAll(({ baseURL }) => handlers.start(new URL(baseURL!).origin))
test.afterAll(() => handlers.stop())

/** A person takes this long to fill in a form; driven on the page's clock (the handlers take a form sent under 3 s for a bot's). */
const PERSON_MS = 20_000

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function fillIn(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const control = form.getByLabel(label, { exact: false })
    if (label === "Service") await control.selectOption(value)
    else await control.fill(value)
  }
}

const homeEnquiry = (name: string) => ({
  "Your name": name,
  "Email address": "owner.test@example.com",
  "Phone number": site.phone.display,
  "Street address": "12 Smith St",
  "Suburb / city": "Box Hill",
  Service: "tv-antenna-repair",
  Message: "Picture breaks up on channel 7",
})

/**
 * These tests wait for the stored enquiry, not for how the page shows the answer; an alert of the
 * answer may still be open when a test ends, which is no failure of the site.
 */
function acceptAlerts(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined))
}

async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([])
}

test("the owner finds an enquiry sent from the Home page in the inbox, marks it handled and deletes it", async ({
  page,
  context,
}) => {
  await handlers.serve(page)
  acceptAlerts(page)
  await page.clock.install()
  await page.goto("/")
  const name = unique("Inbox Owner Test")
  const form = page.locator('form[data-form="enquiry"]')
  await fillIn(form, homeEnquiry(name))
  await page.clock.fastForward(PERSON_MS)
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect.poll(() => handlers.enquiries(name)).toEqual([expect.stringContaining("[new, e-mail sent]")])

  const inbox = await context.newPage()
  await inbox.goto(`${handlers.url}/inbox/`)
  await expect(inbox.getByRole("heading", { name: "Sign in" })).toBeVisible()
  await expectAccessible(inbox, "sign-in page")
  await inbox.getByLabel("Password").fill(INBOX_PASSWORD)
  await inbox.getByRole("button", { name: "Sign in" }).click()
  await expect(inbox.getByRole("heading", { name: "Enquiries" })).toBeVisible()

  await inbox.getByLabel("Search name, e-mail, phone or text").fill(name)
  await inbox.getByRole("button", { name: "Show" }).click()
  const rows = inbox.getByRole("table").getByRole("row")
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1).getByRole("cell")).toHaveText([
    /\d{4}/,
    "enquiry",
    name,
    "owner.test@example.com",
    site.phone.display,
    "Box Hill",
    "TV Antenna Repair",
    "Picture breaks up on channel 7",
    "new",
  ])
  await expectAccessible(inbox, "list")

  await rows.nth(1).getByRole("link", { name }).click()
  await expect(inbox.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^Enquiry #\\d+ from ${name}$`))
  await inbox.getByRole("button", { name: "Mark handled" }).click()
  await expect(inbox.getByRole("status")).toHaveText("Marked handled.")
  await expect(inbox.getByRole("button", { name: "Mark not handled" })).toBeVisible()
  expect(handlers.enquiries(name)).toEqual([expect.stringContaining("[handled, e-mail sent]")])
  await expectAccessible(inbox, "one enquiry")

  await inbox.getByRole("link", { name: "Delete…" }).click()
  await expect(inbox.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^Delete enquiry #\\d+ from ${name}\\?$`),
  )
  await expectAccessible(inbox, "delete confirmation")
  await inbox.getByRole("button", { name: "Delete for good" }).click()
  await expect(inbox.getByRole("status")).toHaveText(new RegExp(`^Enquiry #\\d+ from ${name} was deleted\\.$`))
  expect(handlers.enquiries(name)).toEqual([])
})

test("an enquiry sent before the page's JavaScript ran (the form's plain POST) is stored as new, not spam", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    await handlers.serve(context)
    const page = await context.newPage()
    await page.goto("/")
    const name = unique("Before Hydration")
    const form = page.locator('form[data-form="enquiry"]')
    await fillIn(form, homeEnquiry(name))
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(page.locator("body")).toHaveText(
      "Thank you! We have received your enquiry and will get back to you within 24 hours.",
    )
    expect(handlers.enquiries(name)).toEqual([expect.stringContaining("[new, e-mail sent]")])
  } finally {
    await context.close()
  }
})

for (const { label, path, open, fields } of [
  {
    label: "Contact page",
    path: "/contactus/",
    open: async (page: Page) => page.locator('form[data-form="contact"]'),
    fields: (name: string) => ({
      ...homeEnquiry(name),
      Service: "signal-booster",
      "Subject (optional)": "Weak signal",
    }),
  },
  {
    label: "quote modal",
    path: "/aboutus/",
    open: async (page: Page) => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Quote" }).click()
      return page.getByRole("dialog", { name: "Request a Quote" }).locator("form")
    },
    fields: (name: string) => ({
      "Your name": name,
      "Email address": "owner.test@example.com",
      Message: "Three TV points",
    }),
  },
]) {
  test(`an enquiry sent through the ${label} is stored as new, not spam`, async ({ page }) => {
    await handlers.serve(page)
    acceptAlerts(page)
    await page.clock.install()
    await page.goto(path)
    const form = await open(page)
    const name = unique(label)
    await fillIn(form, fields(name))
    await page.clock.fastForward(PERSON_MS)
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect.poll(() => handlers.enquiries(name)).toEqual([expect.stringContaining("[new, e-mail sent]")])
  })
}

test("the forms' honeypot never takes focus and is not in the accessibility tree", async ({ page }) => {
  await page.goto("/")
  const form = page.locator('form[data-form="enquiry"]')
  const honeypot = form.locator(`input[name="${HONEYPOT_FIELD}"]`)
  await expect(honeypot).toHaveCount(1)
  await honeypot.evaluate((input: HTMLInputElement) => input.focus())
  expect(await honeypot.evaluate((input) => document.activeElement === input)).toBe(false)
  await form.getByLabel("Message", { exact: false }).focus()
  await page.keyboard.press("Tab")
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused()
  expect(await form.ariaSnapshot()).not.toContain("Extra information")
})
