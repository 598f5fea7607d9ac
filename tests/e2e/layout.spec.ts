// How every page type lays out at every width from 320 to 1920 px, in every state a visitor can put
// it in: one walk per page type, which loads the page once, resizes it in place and measures each
// size inside the page (tests/support/browser/layout-walk.ts), one call per size and state.
//
// - Nothing scrolls sideways: the document (and an open dialog) is as wide as the window, with the
//   phone menu open and the quote dialog open on every page type, and a form's problems shown, a
//   form sent or failed on one page of each form variant (FORM_STATES_ON).
// - The page's own Call link (not the header's) is wholly on the first screen at 320×568, 375×667,
//   1024×768, 1280×800 and 1366×768.
// - Tap targets outside running text are at least 44×44 px on phones (below 640 px) and 24×24 px
//   at every width, in the page, the menu and the dialog.
// - No fixed or sticky element covers the page's links, buttons and fields wherever it is scrolled:
//   the header along the top and the phone action bar along the bottom span the width, and the page
//   scrolls under them as under the browser's own bars; a control is checked while it lies wholly
//   between them, and nothing fixed (the round call and WhatsApp buttons, the bars) may be painted
//   over it. On the first screen no bar cuts through a button, a field or a call button, and every
//   control is seen whole and uncovered somewhere in the scroll.
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { BACKEND_PORT } from "../support/fixtures/form-handlers"
import { ui } from "../support/browser/layout"
import {
  ANY_TARGET,
  PHONE_TARGET,
  installLayoutWalk,
  measureState,
  walkPage,
  type StateOptions,
} from "../support/browser/layout-walk"

const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]
/** The sizes whose first screen must show the page's own Call link. */
const CALL_SIZES = ["320×568", "375×667", "1024×768", "1280×800", "1366×768"]
/** Below this width a visitor taps with a finger: targets of 44 px. */
const PHONE_BELOW = 640
/** From this width the header has its navigation bar; below it, the menu button and side panel. */
const MENU_BELOW = 1024

const firstPost = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../support/fixtures/dashboard-posts.json"), "utf8")) as {
    slug?: string
  }[]
)[0].slug

/** One page of each type; the service pages differ in their sections, so three of them. */
const PAGE_TYPES = [
  "/",
  "/aboutus/",
  "/contactus/",
  "/blogs/",
  `/blog/${firstPost}/`,
  "/privacy-policy/",
  "/sitemap/",
  "/service/digital-antenna-installation-melbourne/",
  "/service/tv-antenna-repair-melbourne/",
  "/service/matv-commercial-installation-melbourne/",
  // The 404 page sends unknown addresses home; an unknown post address stays and says so.
  "/blog/no-such-post/",
]

/** What the handlers answer an accepted enquiry and quote request with (backend/src/Enquiry/Messages.php). */
const messages = fs.readFileSync(path.resolve(__dirname, "../../backend/src/Enquiry/Messages.php"), "utf8")
const accepted = (name: string) => messages.match(new RegExp(`${name} = '([^']+)'`))?.[1] ?? ""

/**
 * The pages whose forms are put in each state (problems shown, sent, failed): one of each form
 * variant (home, contact, service), whose own form and the quote dialog's are measured together. The
 * quote dialog and the phone menu are the layout's, the same on every page: every page type is
 * measured with each of them open, their forms' states on these pages only.
 */
const FORM_STATES_ON = new Set(["/", "/contactus/", "/service/digital-antenna-installation-melbourne/"])

const sizeName = (viewport: { width: number; height: number }) => `${viewport.width}×${viewport.height}`

/** Measures the page as it stands at every size in `viewports`, the targets in `scope`. */
async function measureAtEverySize(page: Page, state: string, scope: string, viewports = VIEWPORTS) {
  const problems: string[] = []
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    const options: StateOptions = { phone: viewport.width < PHONE_BELOW, scope }
    for (const problem of await page.evaluate(measureState, options))
      problems.push(`${sizeName(viewport)} ${state}: ${problem}`)
  }
  return problems
}

/** Fills in every field of a form the way a visitor would. */
async function fillIn(page: Page, form: string) {
  const fields = ui.forms.fields
  const values: Record<string, string> = {
    name: "Jane O'Brien",
    email: "jane.obrien@example.com",
    phone: "0412 345 678",
    address: "12 Smith St",
    city: "Box Hill",
    subject: "Weak signal",
    message: "The picture breaks up on channel 7 whenever it rains.",
  }
  const scope = page.locator(form)
  for (const [name, value] of Object.entries(values)) {
    const field = scope.getByLabel(fields[name].label)
    if ((await field.count()) > 0) await field.fill(value)
  }
  const service = scope.getByLabel(fields.service.label)
  if ((await service.count()) > 0) await service.selectOption({ index: 1 })
}

/** Sends a form and waits for its outcome beside the button (the alert is dismissed by Playwright). */
async function send(page: Page, form: string, outcome: "accepted" | "failed" | "problems") {
  const scope = page.locator(form)
  await scope.getByRole("button", { name: "Send Message" }).click()
  if (outcome === "problems") await expect(scope.locator("[aria-invalid=true]").first()).toBeVisible()
  // The quote dialog shows what happens next in place of its form once a request is accepted.
  else await expect(scope.locator(`[data-outcome=${outcome}], [data-quote-sent]`).first()).toBeAttached()
}

for (const pagePath of PAGE_TYPES) {
  test(`${pagePath}: as wide as the window, Call on the first screen, targets big enough and nothing fixed over the page, at every width and in every state`, async ({
    page,
  }) => {
    test.slow()
    // The forms post to the stand-in handlers' port, where forms.spec.ts may be listening at the
    // same time: the walk answers its own requests, accepting or failing as the state needs.
    let answer: "accept" | "fail" = "accept"
    await page.route(`http://127.0.0.1:${BACKEND_PORT}/**`, (route) =>
      answer === "fail"
        ? route.abort("connectionrefused")
        : route.fulfill({
            status: 200,
            headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain; charset=utf-8" },
            body: accepted(route.request().url().endsWith("handleQuote.php") ? "SUCCESS_QUOTE" : "SUCCESS_ENQUIRY"),
          }),
    )
    // Carousels that stand still and transitions that end at once: the layout is the same, the
    // wait for each screen to settle much shorter.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize(VIEWPORTS[0])
    await page.goto(pagePath)
    // The blog's pages may ask the dashboard after loading (a post newer than the build; the newest
    // posts when the build is old) and then change length; other tests add posts to it meanwhile.
    // The page is looked at once it has its answers (nothing fetched for 500 ms) and shows no placeholder.
    await page.waitForLoadState("networkidle")
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.evaluate(installLayoutWalk, { phone: PHONE_TARGET, any: ANY_TARGET })
    const problems: string[] = []
    /**
     * A state of the page, measured; one that cannot be reached is a problem too, and the walk goes
     * on once whatever it left open is closed.
     */
    const state = (name: string, body: () => Promise<void>) =>
      test.step(name, async () => {
        await body().catch(async (error: unknown) => {
          problems.push(`${name}: could not be reached: ${String(error).split("\n")[0]}`)
          while ((await page.locator("dialog[open]").count()) > 0) await page.keyboard.press("Escape")
        })
      })

    await test.step("the page as it loads, scrolled through at every size", async () => {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        const options = {
          phone: viewport.width < PHONE_BELOW,
          callOnFirstScreen: CALL_SIZES.includes(sizeName(viewport)),
        }
        for (const problem of await page.evaluate(walkPage, options)) problems.push(`${sizeName(viewport)} ${problem}`)
      }
    })

    await state("the phone menu open", async () => {
      await page.setViewportSize(VIEWPORTS[0])
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole("button", { name: "Open menu" }).click()
      const menu = page.getByRole("dialog", { name: "Menu" })
      await expect(menu).toBeVisible()
      // The Services list open too: the longest the menu gets.
      await menu.getByRole("button", { name: "Services" }).click()
      const phones = VIEWPORTS.filter((viewport) => viewport.width < MENU_BELOW)
      problems.push(...(await measureAtEverySize(page, "menu open", "#mobile-menu", phones)))
      await page.keyboard.press("Escape")
      await expect(menu).toBeHidden()
    })

    // The forms' states, each measured at every size once: the page's own form (where it has one)
    // and the quote dialog's together, since the dialog leaves the page behind it as it is.
    const ownForm = (await page.locator("main form[data-form]").count()) > 0 ? "main form[data-form]" : null
    const dialog = "dialog[open]"
    /** Opens the quote dialog from the navigation bar, which every page has at this width. */
    const openQuote = async () => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Quote" }).click()
      await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()
    }

    await state("the quote dialog open", async () => {
      await openQuote()
      problems.push(...(await measureAtEverySize(page, "quote dialog open", dialog)))
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeHidden()
    })

    if (!FORM_STATES_ON.has(pagePath)) {
      expect(problems).toEqual([])
      return
    }

    await state("the quote dialog open with its problems shown, over the page's form with its own", async () => {
      if (ownForm) await send(page, ownForm, "problems")
      await openQuote()
      await send(page, dialog, "problems")
      problems.push(...(await measureAtEverySize(page, "quote dialog with problems", dialog)))
    })

    await state("the quote dialog sent, over the page's form sent", async () => {
      if ((await page.locator(dialog).count()) > 0) await page.keyboard.press("Escape")
      answer = "accept"
      if (ownForm) {
        await fillIn(page, ownForm)
        await send(page, ownForm, "accepted")
      }
      await openQuote()
      await fillIn(page, dialog)
      await send(page, dialog, "accepted")
      problems.push(...(await measureAtEverySize(page, "quote dialog sent", dialog)))
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeHidden()
    })

    if (ownForm) {
      await state("the page's form failed", async () => {
        answer = "fail"
        await fillIn(page, ownForm)
        await send(page, ownForm, "failed")
        problems.push(...(await measureAtEverySize(page, "form failed", "main")))
      })
    }

    expect(problems).toEqual([])
  })
}
