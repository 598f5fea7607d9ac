// The inbox's Numbers view in Chromium, against the real PHP handlers: enquiries of each form,
// service and page (the Referer, a page of the site), and spam, are posted to the handlers; one
// is marked handled in the inbox; then every number the view shows is the one the stored rows
// give (bin/export.php's CSV), the charts are images with a name and a table behind them, and
// the page passes axe. The inbox is no page of the site: the plain Playwright test, no hydration.
import AxeBuilder from "@axe-core/playwright"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { Page } from "@playwright/test"
import { expect, test } from "@playwright/test"
import { INBOX_PASSWORD, RealHandlers } from "../../support/fixtures/real-handlers"
import { HONEYPOT_FIELD } from "../../../src/components/forms/spam-trap"

const handlers = new RealHandlers()
test.beforeAll(({ baseURL }) => handlers.start(new URL(baseURL!).origin))
test.afterAll(() => handlers.stop())

/** What the site's three forms post, as the handlers take it; `page` is sent as the Referer. */
const posts = (site: string): { path: string; fields: Record<string, string>; page?: string }[] => [
  ...["tv-antenna-repair", "tv-antenna-repair", "cctv-installation", "tv-wall-mounting"].map((service, i) => ({
    path: "/handleContact.php",
    page: i < 2 ? `${site}/service/tv-antenna-repair-melbourne/` : `${site}/`,
    fields: {
      name: `Numbers Visitor ${i}`,
      email: `numbers${i}@example.com`,
      phone: "0412 345 678",
      address: `${i} Example Street`,
      city: "Box Hill",
      service,
      message: `Enquiry ${i} for the numbers`,
    },
  })),
  {
    path: "/handleContact.php",
    page: `${site}/contactus/`,
    fields: {
      name: "Numbers Contact",
      email: "contact@example.com",
      phone: "0412 345 678",
      address: "5 Side Road",
      city: "Footscray",
      service: "signal-booster",
      subject: "",
      message: "Contact for the numbers",
    },
  },
  ...[0, 1].map((i) => ({
    path: "/handleQuote.php",
    page: `${site}/aboutus/`,
    fields: { name: `Numbers Quote ${i}`, email: `quote${i}@example.com`, message: `Quote ${i} for the numbers` },
  })),
  ...[0, 1, 2].map((i) => ({
    path: "/handleQuote.php",
    fields: {
      name: `Spam Bot ${i}`,
      email: `bot${i}@example.com`,
      message: `Spam ${i}`,
      [HONEYPOT_FIELD]: "filled in",
    },
  })),
]

function post(url: string, fields: Record<string, string>, page?: string): Promise<number> {
  const body = new URLSearchParams(fields).toString()
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...(page ? { Referer: page } : {}),
        },
      },
      (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      },
    )
    request.on("error", reject)
    request.end(body)
  })
}

/** The stored enquiries, as bin/export.php writes them (plain CSV), read with PHP's own CSV reader. */
function storedRows(): Record<string, string>[] {
  const csv = execFileSync("php", ["backend/bin/export.php", `--config=${handlers.dir}/config.php`, "--plain"])
  const toJson = `$in = fopen("php://stdin", "r"); $head = fgetcsv($in, null, ",", "\\"", ""); $rows = [];
    while (($cells = fgetcsv($in, null, ",", "\\"", "")) !== false) { $rows[] = array_combine($head, $cells); }
    echo json_encode($rows);`
  return JSON.parse(execFileSync("php", ["-r", toJson], { input: csv, encoding: "utf8" }))
}

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((n, item) => ({ ...n, [key(item)]: (n[key(item)] ?? 0) + 1 }), {})

/** A table of the page as heading cell => the other cells. */
async function table(page: Page, id: string, part = "tbody"): Promise<Record<string, string[]>> {
  return page.locator(`#${id} > ${part} > tr`).evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => {
        const [head, ...cells] = Array.from(row.children).map((cell) => (cell.textContent ?? "").trim())
        return [head, cells]
      }),
    ),
  )
}

async function signIn(page: Page) {
  await page.goto(`${handlers.url}/inbox/`)
  await page.getByLabel("Password", { exact: true }).fill(INBOX_PASSWORD)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible()
}

test("the Numbers view shows what the stored enquiries hold, as charts with tables, and passes axe", async ({
  page,
  baseURL,
}) => {
  const sent = posts(new URL(baseURL!).origin)
  const statuses = []
  for (const { path, fields, page: from } of sent) statuses.push(await post(`${handlers.url}${path}`, fields, from))
  expect(statuses).toEqual(sent.map(() => 200))

  await signIn(page)
  await page.getByRole("link", { name: "Numbers Quote 1" }).click()
  await page.getByRole("button", { name: "Mark handled" }).click()
  await expect(page.getByRole("status")).toHaveText("Marked handled.")

  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Numbers" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Numbers")
  await expect(page.getByRole("link", { name: "Numbers", exact: true })).toHaveAttribute("aria-current", "page")

  const rows = storedRows()
  const enquiries = rows.filter((row) => row.status !== "spam")
  const spam = rows.filter((row) => row.status === "spam")
  expect([enquiries.length, spam.length]).toEqual([7, 3])

  // This week holds them all, and so does this month; the year's totals are the same.
  const weeks = await table(page, "weeks-table")
  expect(Object.keys(weeks)).toHaveLength(53)
  expect(Object.values(weeks).at(-1)).toEqual([String(enquiries.length), String(spam.length)])
  expect(Object.values(weeks).slice(0, -1).flat()).toEqual(Array(104).fill("0"))
  expect(await table(page, "weeks-table", "tfoot")).toEqual({ All: [String(enquiries.length), String(spam.length)] })
  await expect(page.locator("#month-this")).toHaveText(String(enquiries.length))

  // By service: the label the form offered (bin/export.php writes it), or the value the site no longer offers.
  const services = count(enquiries, (row) => row.service || "None asked (quote requests)")
  expect(await table(page, "services-table")).toEqual(
    Object.fromEntries(Object.entries(services).map(([label, n]) => [label, [String(n)]])),
  )
  // By page and form: the path of the page each was sent from.
  const byPage = count(enquiries, (row) => (row.page ? new URL(row.page).pathname : "Not known"))
  const pages = await table(page, "pages-table")
  expect(Object.fromEntries(Object.entries(pages).map(([path, cells]) => [path, cells.at(-1)]))).toEqual(
    Object.fromEntries(Object.entries(byPage).map(([path, n]) => [path, String(n)])),
  )
  const forms = count(enquiries, (row) => row.form)
  expect(await table(page, "pages-table", "tfoot")).toEqual({
    "All pages": [forms.enquiry, forms.contact, forms.quote, enquiries.length].map((n) => String(n ?? 0)),
  })

  // Time to handled: the one marked handled a moment ago; the rest not yet.
  await expect(page.locator("#handled-median")).toHaveText("under a minute")
  await expect(page.locator("#handled-open")).toHaveText(String(enquiries.filter((row) => row.status === "new").length))
  expect((await table(page, "handled-table"))["Within an hour"]).toEqual(["1"])
  // Spam caught: all by the hidden field.
  await expect(page.locator("#spam-total")).toHaveText(String(spam.length))
  expect(await table(page, "spam-table")).toEqual({ "The hidden field was filled in": [String(spam.length)] })

  // Every chart is an image with a name, and a table of its numbers follows it in its section.
  const charts = page.locator("svg[role=img]")
  // Five of the visits (weeks, days, sources, taps by place, devices) and five of the enquiries.
  await expect(charts).toHaveCount(10)
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAccessibleName(/\S/)
    expect(await chart.evaluate((svg) => svg.closest("section")?.querySelector("table") !== null)).toBe(true)
  }
  for (const summary of await page.locator("summary").all()) await summary.click()
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])

  // On a phone, with every table open, nothing reaches past the screen's edge.
  await page.setViewportSize({ width: 375, height: 800 })
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ""))
  })
  expect(wider).toEqual([])

  // The choices the site's build wrote are the labels the view shows.
  const choices = JSON.parse(fs.readFileSync("public/antenna-backend/form-choices.json", "utf8"))
  await expect(page.locator("#services-table")).toContainText(choices.enquiry["tv-antenna-repair"])
})
