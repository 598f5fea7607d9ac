// The visit counter end to end: the production build's script reporting to the real PHP counter
// (backend/public/count.php, on a throw-away database), an enquiry sent through the real handlers
// with where its visit began, and the inbox's Numbers view, enquiry and CSV reading them.
// Playwright's Chromium says a program drives it (navigator.webdriver), so the site's script counts
// none of the other browser tests; these tests present an ordinary visitor's browser instead, except
// where they show that a browser asking not to be tracked, or a crawler, is not counted.
import type { BrowserContext, Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { INBOX_PASSWORD, RealHandlers } from "../support/fixtures/real-handlers"
import { BACKEND_PORT } from "../support/fixtures/form-handlers"
import { FIXED_PAGES, SERVICE_PAGES } from "../support/browser/site"
import { scrollThrough } from "../support/browser/own-origin"
import { DASHBOARD_URL } from "../support/fixtures/dashboard"

const handlers = new RealHandlers()
// One counter for the file: each test adds to what the Numbers view shows, in this order.
test.describe.configure({ mode: "serial" })
test.beforeAll(({ baseURL }) => handlers.start(new URL(baseURL!).origin))
test.afterAll(() => handlers.stop())

const SERVICE = SERVICE_PAGES[0]
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

/**
 * The browser as a person's phone: not announcing that a program drives it, and handing a tel: link
 * to its dialler while the page stays as it is. (This Chromium has no dialler: it aborts the tel:
 * navigation and then holds the page's next script requests, so the next page would never come.)
 */
async function asAPerson(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false })
    window.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
    })
  })
  await handlers.serve(context)
}

/** The beacons the page sends to the counter, as the build addresses it. */
function beacons(page: Page): string[] {
  const sent: string[] = []
  page.on("request", (request) => {
    if (request.url() === `http://127.0.0.1:${BACKEND_PORT}/count.php`) sent.push(request.postData() ?? "")
  })
  return sent
}

/** A page of its own, signed in to the inbox. */
async function inboxPage(context: BrowserContext) {
  const inbox = await context.newPage()
  await inbox.goto(`${handlers.url}/inbox/`)
  const password = inbox.getByLabel("Password", { exact: true })
  if (await password.isVisible()) {
    await password.fill(INBOX_PASSWORD)
    await inbox.getByRole("button", { name: "Sign in", exact: true }).click()
  }
  return inbox
}

/** The Numbers view's figures and a table, in a page of its own, signed in to the inbox. */
async function numbers(context: BrowserContext) {
  const inbox = await inboxPage(context)
  await inbox.goto(`${handlers.url}/inbox/?view=numbers`)
  const figure = (id: string) => inbox.locator(`#visits-${id}`).innerText()
  const rows = (id: string) =>
    inbox
      .locator(`#${id} > tbody > tr`)
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => (cell.textContent ?? "").trim())))
  const shown = {
    visitors: await figure("visitors"),
    views: await figure("views"),
    calls: await figure("taps-call"),
    taps: await rows("taps-pages-table"),
    landings: await rows("landings-table"),
    campaigns: await rows("campaigns-table"),
  }
  await inbox.close()
  return shown
}

/** The rows of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks), without its BOM. */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') cell += text[++i]
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ",") {
      row.push(cell)
      cell = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++
      rows.push([...row, cell])
      row = []
      cell = ""
    } else if (c !== "\uFEFF" || i > 0) cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

/** A person takes this long to fill in a form; on the page's clock (the handlers take a form sent within 3 s for a bot's). */
const PERSON_MS = 20_000

test("a visit from a flyer's link that taps Call in a service page's hero, reads two more pages and sends an enquiry from Contact: 1 visitor, 3 views, 1 tap on Call there, 1 enquiry with its landing page and campaign", async ({
  page,
}) => {
  await asAPerson(page.context())
  page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined))
  const sent = beacons(page)
  await page.goto(`${SERVICE}?utm_source=flyer&utm_campaign=spring`)
  await expect.poll(() => sent.length, { message: "the view is reported in idle time" }).toBe(1)

  const hero = page.locator('[data-place="hero"]')
  await hero.locator('a[href^="tel:"]').first().click()
  await expect.poll(() => sent.length).toBe(2)
  const main = page.getByRole("navigation", { name: "Main" })
  await main.getByRole("link", { name: "About", exact: true }).click()
  await expect(page).toHaveURL(/\/aboutus\/$/)
  await main.getByRole("link", { name: "Contact Us", exact: true }).click()
  await expect(page).toHaveURL(/\/contactus\/$/)
  await expect.poll(() => sent.length).toBe(4)

  // The enquiry, from the contact page's form; the page is the third view, counted above.
  await page.clock.install()
  const name = `Flyer Visitor ${Date.now().toString(36)}`
  const form = page.locator('form[data-form="contact"]')
  for (const [label, value] of Object.entries({
    "Your name": name,
    "Email address": "flyer.visitor@example.com",
    "Phone number": "0412 345 678",
    "Street address": "12 Smith St",
    "Suburb / city": "Box Hill",
    Message: "Saw your flyer: the antenna needs a look",
  }))
    await form.getByLabel(label, { exact: false }).fill(value)
  await form.getByLabel("Service", { exact: false }).selectOption({ index: 1 })
  await page.clock.fastForward(PERSON_MS)
  await form.getByRole("button", { name: "Send Message" }).click()
  // "e-mail sent" comes after the handler noted the visit's enquiry (both after the visitor's answer).
  await expect.poll(() => handlers.enquiries(name)).toEqual([expect.stringContaining("[new, e-mail sent]")])
  expect(sent, "an enquiry sends no beacon of its own").toHaveLength(4)

  expect(await numbers(page.context())).toEqual({
    visitors: "1",
    views: "3",
    calls: "1",
    taps: [[`${SERVICE}, First screen (hero)`, "1", "0", "0", "0"]],
    landings: [[SERVICE, "1", "1", "1", "100%"]],
    campaigns: [["flyer / - / spring", "1", "1", "1", "100%"]],
  })

  // The enquiry's detail and the CSV carry where it came from.
  const inbox = await inboxPage(page.context())
  await inbox.getByLabel("Search name, e-mail, phone or text").fill(name)
  await inbox.getByRole("button", { name: "Show" }).click()
  await inbox.getByRole("link", { name }).click()
  const detail = Object.fromEntries(
    await inbox
      .locator("dl > dt")
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""])),
  )
  expect(detail).toMatchObject({
    "Sent from page": "/contactus/",
    "Visit began on": SERVICE,
    Campaign: "flyer / - / spring",
  })
  expect(detail).not.toHaveProperty("Came from site") // none: the visit came from a campaign
  const [heading, ...rows] = csvRows(
    await (await page.context().request.get(`${handlers.url}/inbox/?export=csv`)).text(),
  )
  const row = rows.find((cells) => cells.includes(name))!
  const cell = (title: string) => row[heading.indexOf(title)]
  expect([cell("sent from page"), cell("landing page"), cell("campaign")]).toEqual([
    "/contactus/",
    SERVICE,
    "flyer / - / spring",
  ])
})

test("a browser that asks not to be tracked (Global Privacy Control) sends nothing", async ({ page }) => {
  await asAPerson(page.context())
  await page
    .context()
    .addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }))
  await page.context().setExtraHTTPHeaders({ "Sec-GPC": "1" })
  const sent = beacons(page)
  await page.goto("/")
  await page.locator('[data-place="hero"] a[href^="tel:"]').first().click()
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click()
  await expect(page).toHaveURL(/\/aboutus\/$/)
  // Proving an absence: the idle time in which a report would have gone (at most 2 s) and more.
  await page.waitForTimeout(3000)
  expect(sent).toEqual([])
  expect((await numbers(page.context())).visitors).toBe("1")
})

test("a crawler's reports are not counted", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: GOOGLEBOT })
  await asAPerson(context)
  const page = await context.newPage()
  const sent = beacons(page)
  const answers: number[] = []
  page.on("requestfinished", async (request) => {
    if (request.url().endsWith("/count.php")) answers.push((await request.response())?.status() ?? 0)
  })
  await page.goto("/blogs/")
  await expect.poll(() => answers, { message: "reported, and answered as if counted" }).toEqual([204])
  expect(sent).toHaveLength(1)
  expect(await numbers(context)).toMatchObject({ visitors: "1", views: "3" })
  await context.close()
})

test("no cookie and no localStorage on any page type, and no request to another origin than the site's own", async ({
  page,
  baseURL,
}) => {
  await asAPerson(page.context())
  const origins = new Set<string>()
  page.on("request", (request) => {
    if (!request.url().startsWith("data:")) origins.add(new URL(request.url()).origin)
  })
  const blogPost = await (async () => {
    await page.goto("/blogs/")
    return page.locator('main a[href^="/blog/"]').first().getAttribute("href")
  })()
  for (const path of [...FIXED_PAGES, SERVICE, blogPost!, "/no-such-page/"]) {
    await page.goto(path)
    await scrollThrough(page)
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length }))
    expect(stored, path).toEqual({ cookie: "", local: 0 })
  }
  expect(await page.context().cookies()).toEqual([])
  // The site's own origins: its pages, its form handlers and counter, and the blog's dashboard (asked
  // at runtime once a build is two hours old).
  const own = [new URL(baseURL!).origin, `http://127.0.0.1:${BACKEND_PORT}`, new URL(DASHBOARD_URL).origin]
  expect([...origins].filter((origin) => !own.includes(origin))).toEqual([])
  expect(origins).toContain(`http://127.0.0.1:${BACKEND_PORT}`)
})
