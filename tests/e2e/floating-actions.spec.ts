// The quick-contact actions never cover what a visitor is working with: on a phone a bar along the
// bottom that steps aside while a form is on screen, on a desktop round buttons at the bottom right.
// (The forms' honeypot field, never reached by people, is not one of the controls.)
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { readYaml, site, SITE_TEL } from "../support/browser/site"
import { DESKTOP, PHONE, fixedOver, ui, viewportBox } from "../support/browser/layout"
import { animationsSettled } from "../support/browser/settle"

const bar = (page: Page) => page.getByRole("complementary", { name: "Quick contact" })

/** Focus moves to the control as a keyboard would bring it there; the page scrolls it into view. */
async function expectUncoveredWhenFocused(control: Locator) {
  await control.focus()
  await expect(control).toBeFocused()
  const box = await viewportBox(control)
  expect(box.bottom).toBeGreaterThan(0)
  expect(box.top).toBeLessThan(box.viewportHeight)
  await expect.poll(() => fixedOver(control)).toEqual([])
}

test.describe("on a 375×667 phone", () => {
  test.use({ viewport: PHONE })

  test("Call, Quote and WhatsApp sit in a bar along the bottom", async ({ page }) => {
    await page.goto("/aboutus/")
    // Every page's title band now has its own Call, and the bar steps aside while it shows: past it.
    await page.evaluate(() => window.scrollTo(0, 2 * window.innerHeight))
    const actions = bar(page)
    await expect(actions).toBeVisible()
    // It slides back in as the page scrolls: measured once it stands.
    await animationsSettled(page)
    const box = await viewportBox(actions)
    expect(box.bottom).toBe(PHONE.height)
    expect(box.left).toBe(0)
    expect(box.right).toBe(PHONE.width)
    await expect(actions.getByRole("link", { name: `${ui.actions.call} ${site.phone.display}` })).toHaveAttribute(
      "href",
      SITE_TEL,
    )
    await actions.getByRole("button", { name: ui.actions.quote }).click()
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()
  })

  /** Scrolled to the bottom of the page, the bar is there and clear of the footer's last line. */
  async function expectFooterClear(page: Page) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(bar(page)).toBeVisible()
    const lastLine = page.locator("footer p").last()
    await expect.poll(() => fixedOver(lastLine)).toEqual([])
  }

  const footerStep = (path: string) =>
    `${path}: the footer's last line stays clear of the bar at the bottom of the page`

  for (const path of ["/", "/contactus/", "/service/tv-antenna-repair-melbourne/"]) {
    test(`${path}: no fixed element covers a focused field or the Send button${path === "/service/tv-antenna-repair-melbourne/" ? "" : "; nor the footer's last line"}`, async ({
      page,
    }) => {
      await page.goto(path)
      await test.step(`${path}: no fixed element covers a focused field or the Send button`, async () => {
        const form = page.locator("main form").first()
        const controls = form.locator(
          "input:not([tabindex='-1']):not([type=hidden]), select, textarea, button[type=submit]",
        )
        const count = await controls.count()
        expect(count).toBeGreaterThanOrEqual(8)
        for (let index = 0; index < count; index++) await expectUncoveredWhenFocused(controls.nth(index))
        // Scrolled away from the form, the bar is back.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(bar(page)).toBeVisible()
      })
      if (path !== "/service/tv-antenna-repair-melbourne/")
        await test.step(footerStep(path), () => expectFooterClear(page))
    })
  }

  test("/blogs/: the footer's last line is clear of the bar, and the quote form's fields and Send button are never covered", async ({
    page,
  }) => {
    await page.goto("/blogs/")
    await test.step(footerStep("/blogs/"), () => expectFooterClear(page))
    await test.step("the quote form's fields and Send button are never covered", async () => {
      await bar(page).getByRole("button", { name: ui.actions.quote }).click()
      const form = page.getByRole("dialog", { name: "Request a Quote" }).locator("form")
      const controls = form.locator("input:not([tabindex='-1']):not([type=hidden]), textarea, button[type=submit]")
      for (let index = 0; index < (await controls.count()); index++) {
        await expectUncoveredWhenFocused(controls.nth(index))
      }
    })
  })

  test("/: aside at once while the first screen's own call buttons show, then slides back as they are scrolled away", async ({
    page,
  }) => {
    // Every transition the bar starts, counted from the first paint.
    await page.addInitScript(() => {
      const counter = window as unknown as { barSlides: number }
      counter.barSlides = 0
      addEventListener(
        "transitionrun",
        (event) => {
          if ((event.target as Element).matches("aside[aria-label='Quick contact']")) counter.barSlides++
        },
        true,
      )
    })
    const slides = () => page.evaluate(() => (window as unknown as { barSlides: number }).barSlides)
    // Aside, the bar is hidden from assistive technology too: found by its markup.
    const aside = page.locator("aside[aria-label='Quick contact']")
    await page.goto("/")
    await expect(aside).toHaveAttribute("data-hidden", "true")
    await expect(aside).toBeHidden()
    // Its transition is on once its first position is drawn; proving that no slide took it there
    // needs those two frames to have passed (the one wait here for an absence).
    await expect(aside).toHaveClass(/transition-transform/)
    expect(await slides()).toBe(0)
    // Down among the sections, with no form or call button on screen.
    const { whyChooseUs } = readYaml<{ whyChooseUs: { heading: string } }>("content/home.yaml")
    await page.getByRole("heading", { name: whyChooseUs.heading }).evaluate((heading) => heading.scrollIntoView())
    await expect(aside).toHaveAttribute("data-hidden", "false")
    await expect(bar(page)).toBeVisible()
    await expect.poll(slides).toBeGreaterThan(0)
  })

  test(footerStep("/privacy-policy/"), async ({ page }) => {
    await page.goto("/privacy-policy/")
    await expectFooterClear(page)
  })
})

test.describe("on a 1366×768 desktop", () => {
  test.use({ viewport: DESKTOP })

  test("WhatsApp and call float at the bottom right, clear of the footer's last line", async ({ page }) => {
    await page.goto("/contactus/")
    const actions = bar(page)
    const box = await viewportBox(actions)
    expect(box.right).toBeLessThanOrEqual(DESKTOP.width - 16)
    expect(box.right - box.left).toBeLessThan(80)
    await expect(actions.getByRole("button", { name: ui.actions.quote })).toBeHidden()
    const form = page.locator("main form")
    await expectUncoveredWhenFocused(form.getByRole("button", { name: "Send Message" }))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    for (const line of await page.locator("footer p").all()) expect(await fixedOver(line)).toEqual([])
  })
})
