import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { BACKEND_PORT, FormHandlerStub } from "../support/fixtures/form-handlers"
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../../src/components/forms/spam-trap"
import { site, SITE_TEL } from "../support/browser/site"
import { ui } from "../support/browser/layout"
import { throttleCpu } from "../support/browser/throttle"

// One stand-in handler server on the port the test build posts to: the tests in this file take turns.
test.describe.configure({ mode: "serial" })

const stub = new FormHandlerStub()
test.beforeAll(() => stub.start())
test.afterAll(() => stub.stop())
test.beforeEach(() => {
  stub.requests = []
  stub.answerAtOnce()
  stub.answer = {
    status: 200,
    text: "Thank you! We have received your enquiry and will get back to you within 24 hours.",
  }
})

interface Case {
  name: string
  path: string
  variant: "enquiry" | "contact" | "quote"
  endpoint: string
  fields: Record<string, string>
}

const person = { name: "Jane O'Brien", email: "jane.obrien@example.com" }
// A visitor who writes the number the way the business shows its own.
const address = { phone: site.phone.display, address: "12 Smith St & Co", city: "Box Hill" }
const message = "Picture breaks up on 7 & 9 = pixelation, 50% of the time"

// The three forms a visitor meets. A service page's form is the Home one (the "enquiry" variant);
// what each form does with every answer is pinned by tests/unit/src/components/forms/enquiry-form.test.tsx:
// here stays what needs a browser (docs/testing.md, "What moved where").
const cases: Case[] = [
  {
    name: "Home",
    path: "/",
    variant: "enquiry",
    endpoint: "/handleContact.php",
    fields: { ...person, ...address, service: "tv-antenna-repair", message },
  },
  {
    name: "Contact",
    path: "/contactus/",
    variant: "contact",
    endpoint: "/handleContact.php",
    fields: { ...person, ...address, service: "signal-booster", subject: "Weak signal", message },
  },
  {
    name: "quote modal",
    path: "/aboutus/",
    variant: "quote",
    endpoint: "/handleQuote.php",
    fields: { ...person, message },
  },
]

/** Each field's label, as content/ui.yaml gives it. */
const LABELS = Object.fromEntries(Object.entries(ui.forms.fields).map(([name, texts]) => [name, texts.label]))

async function openForm(page: Page, c: Case): Promise<Locator> {
  await page.goto(c.path)
  if (c.variant === "quote") {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Quote" }).click()
    return page.getByRole("dialog", { name: "Request a Quote" }).locator("form")
  }
  return page.locator(`form[data-form="${c.variant}"]`)
}

async function fill(form: Locator, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = form.getByLabel(LABELS[name], { exact: false })
    if (name === "service") await control.selectOption(value)
    else await control.fill(value)
  }
}

async function valuesOf(form: Locator, fields: Record<string, string>) {
  const out: Record<string, string> = {}
  for (const name of Object.keys(fields)) out[name] = await form.locator(`[name="${name}"]`).inputValue()
  return out
}

function collectAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

for (const c of cases) {
  test.describe(`${c.name} form`, () => {
    // One visit on a phone-class CPU: the form works as soon as it shows, the browser's own checks
    // give way to the form's, and the real cross-origin POST goes out under the site's policy.
    test("on a 4× slower CPU, as soon as it shows: refusals named on their field with nothing sent, then the exact urlencoded fields, Sending..., the answer, and clears", async ({
      page,
    }) => {
      const alerts = collectAlerts(page)
      await throttleCpu(page)
      const form = await openForm(page, c)
      await test.step("what the handlers would refuse is named on its field, and nothing is sent", async () => {
        const wrong: Record<string, string> = { ...c.fields, email: "jane@example" }
        if ("phone" in c.fields) wrong.phone = "12345"
        await fill(form, wrong)
        await form.getByRole("button", { name: "Send Message" }).click()
        const email = form.getByLabel(LABELS.email)
        await expect(email).toHaveAttribute("aria-invalid", "true")
        await expect(email).toHaveAccessibleDescription(ui.forms.checks.email)
        await expect(email).toBeFocused()
        if ("phone" in c.fields) {
          await expect(form.getByLabel(LABELS.phone)).toHaveAccessibleDescription(ui.forms.checks.phone)
        }
        expect(stub.requests).toHaveLength(0)
      })
      await fill(form, c.fields)
      await expect(form.getByLabel(LABELS.email)).not.toHaveAttribute("aria-invalid")
      // The answer waits until the test has seen the form while it is sending.
      const answer = stub.hold()
      stub.answer = { status: 200, text: `Thanks ${person.name}, we will call you back within 24 hours.` }
      await form.getByRole("button", { name: "Send Message" }).click()
      const sending = form.getByRole("button", { name: "Sending..." })
      await expect(sending).toBeDisabled()
      await sending.click({ force: true }).catch(() => undefined)
      answer()
      await expect.poll(() => alerts).toEqual([stub.answer.text])
      expect(stub.requests).toHaveLength(1)
      const [request] = stub.requests
      expect(request.method).toBe("POST")
      expect(request.path).toBe(c.endpoint)
      expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/)
      // The visitor's fields, then where the enquiry came from (the fields the page fills in:
      // visits.spec.ts follows them into the inbox), then the spam signals (an empty honeypot, the
      // time since the form was shown).
      const body = new URLSearchParams(request.body)
      expect([body.get(HONEYPOT_FIELD), Number(body.get(ELAPSED_FIELD)) > 0]).toEqual(["", true])
      expect(body.get("sentFrom")).toBe(new URL(page.url()).pathname)
      for (const name of [HONEYPOT_FIELD, ELAPSED_FIELD, "sentFrom", "landing", "campaign", "referrer"])
        body.delete(name)
      expect(body.toString()).toBe(new URLSearchParams(c.fields).toString())
      if (c.variant === "quote") {
        // The dialog stays, with the reply, what happens next and the number to call (issue 41).
        const sent = page.getByRole("dialog", { name: "Request a Quote" }).locator("[data-quote-sent]")
        await expect(sent).toContainText(stub.answer.text)
        await expect(sent.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", SITE_TEL)
      } else {
        await expect(form.getByRole("status")).toHaveText(stub.answer.text)
        await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
        expect(Object.values(await valuesOf(form, c.fields)).every((v) => v === "")).toBe(true)
      }
    })

    if (c.variant !== "quote") {
      test("filled in and sent before its code has arrived: held, then sent from the page with all it holds", async ({
        page,
      }) => {
        const alerts = collectAlerts(page)
        // The form's code is a chunk of its own (the only script with the button's "Sending..."): held
        // back here until the visitor has pressed Send.
        let release = () => {}
        const released = new Promise<void>((resolve) => (release = resolve))
        await page.route(/\.js$/, async (route) => {
          const response = await route.fetch()
          const body = await response.text()
          if (body.includes('"Sending..."')) await released
          await route.fulfill({ response, body })
        })
        // (The held chunk holds back the page's load event too; React hydrates without it.)
        await page.goto(c.path, { waitUntil: "domcontentloaded" })
        const form = page.locator(`form[data-form="${c.variant}"]`)
        const pageStart = await page.evaluate(() => performance.timeOrigin)
        await fill(form, c.fields)
        await form.getByRole("button", { name: "Send Message" }).click()
        expect(stub.requests).toHaveLength(0)
        const releasedAt = Date.now()
        release()
        await expect.poll(() => alerts).toEqual([stub.answer.text])
        // Sent once, by the page (a native post would have left it), with everything typed before.
        await expect(page).toHaveURL(new RegExp(`${c.path}$`))
        await expect(form.getByRole("status")).toHaveText(stub.answer.text)
        expect(stub.requests).toHaveLength(1)
        const body = new URLSearchParams(stub.requests[0].body)
        for (const [name, value] of Object.entries(c.fields)) expect(body.get(name)).toBe(value)
        // The time the visitor has seen the form counts from the page's start, not from its code's arrival.
        expect(Number(body.get(ELAPSED_FIELD))).toBeGreaterThanOrEqual(releasedAt - pageStart)
      })
    }
  })
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end()
      resolve(true)
    })
    socket.on("error", () => resolve(false))
  })

/** Waits until something listens on the port (or, with `listening` false, until nothing does). */
async function waitForPort(port: number, listening = true, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await isListening(port)) === listening) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(listening ? `Nothing listens on port ${port}` : `Port ${port} is still taken`)
}

test("an enquiry from the Home page ends as a row in the real PHP handlers' database", async ({ page, baseURL }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-backend-e2e-"))
  await stub.stop()
  const php = spawn(
    "php",
    ["backend/bin/dev-server.php", `--port=${BACKEND_PORT}`, `--origin=${new URL(baseURL!).origin}`, `--dir=${dir}`],
    { detached: true, stdio: "ignore" },
  )
  try {
    await waitForPort(BACKEND_PORT)
    const alerts = collectAlerts(page)
    const home = cases[0]
    await page.clock.install()
    const form = await openForm(page, home)
    await fill(form, home.fields)
    // A person takes a while to fill in the form; the handlers store one sent within 3 s as spam.
    await page.clock.fastForward(20_000)
    await form.getByRole("button", { name: "Send Message" }).click()
    // The handler ends its sentence with a newline; the alert shows the body verbatim.
    await expect
      .poll(() => alerts)
      .toEqual(["Thank you! We have received your enquiry and will get back to you within 24 hours.\n"])
    await expect(form.getByLabel("Your name")).toHaveValue("")
    const csv = execFileSync("php", ["backend/bin/export.php", `--config=${dir}/config.php`], { encoding: "utf8" })
    const rows = csv.trim().split("\n")
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain(",enquiry,new,")
    for (const value of [
      home.fields.name,
      home.fields.email,
      home.fields.address,
      home.fields.city,
      home.fields.message,
    ]) {
      expect(rows[1]).toContain(value)
    }
  } finally {
    if (php.pid) process.kill(-php.pid, "SIGTERM")
    // PHP's server takes a moment to let go of the port; the stand-in goes back on it after.
    await waitForPort(BACKEND_PORT, false)
    fs.rmSync(dir, { recursive: true, force: true })
    await stub.start()
  }
})
