// What a visitor meets before scrolling, and how long the home page is on a phone.
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { readYaml, site, SITE_TEL } from "../support/browser/site"
import { DESKTOP, PHONE, fixedOver, inFirstViewport, ui, viewportBox } from "../support/browser/layout"

const home = readYaml<{ hero: { headline: string; summary: string } }>("content/home.yaml")
const { offers, trust } = readYaml<{
  offers: string[]
  trust: { reviews: { url: string }; licences: { number: string }[]; insured: boolean; founded: number }
}>("content/site.yaml")
const trustTexts = readYaml<{ trust: { label: string; insured: string } }>("content/ui.yaml").trust

const hero = (page: Page) => page.locator("main > section").nth(1)
const callButton = (page: Page) => hero(page).getByRole("link", { name: `${ui.actions.call} ${site.phone.display}` })
const quoteButton = (page: Page) => hero(page).getByRole("button", { name: ui.actions.quote, exact: true })
const lastOffer = offers[offers.length - 1]
const offerSpan = (page: Page) => hero(page).locator("span", { hasText: lastOffer }).last()

/** The number of lines the text inside an element takes (its text nodes' line boxes). */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const tops = new Set<number>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top / 4))
    }
    return tops.size
  })

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the home page's first screen at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    // One visit: the checks that only measure first, the one that opens the quote dialog last.
    test("what it shows and how: labels on one line, buttons and length on a phone, the headline and actions uncovered", async ({
      page,
    }) => {
      await page.goto("/")

      await test.step("the call button's label stays on one line", async () => {
        expect(await lineCount(callButton(page))).toBe(1)
        expect(await lineCount(quoteButton(page))).toBe(1)
      })

      if (viewport === PHONE) {
        await test.step("Call and Free Quote are full width", async () => {
          const content = await viewportBox(hero(page).locator("h1"))
          for (const button of [callButton(page), quoteButton(page)]) {
            const box = await viewportBox(button)
            expect(box.left).toBeCloseTo(content.left, 0)
            expect(box.right).toBeGreaterThanOrEqual(PHONE.width - content.left - 1)
          }
        })

        await test.step("the home page is at most ten screens long, and no longer than before the trust facts came", async () => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          expect(height).toBeLessThanOrEqual(10 * PHONE.height)
          // 6,479 px on the build before them (docs/visual-design.md, "Phone length").
          expect(height).toBeLessThanOrEqual(6479)
        })
      }

      await test.step("shows the headline, what and where, and the call and quote actions, uncovered", async () => {
        const parts = [
          hero(page).locator("h1"),
          hero(page).getByText(home.hero.summary),
          callButton(page),
          quoteButton(page),
        ]
        // Desktops also see the promise of the offers line.
        if (viewport === DESKTOP) parts.push(offerSpan(page))
        for (const part of parts) {
          await expect(part).toBeVisible()
          expect(await inFirstViewport(part), await part.evaluate((e) => e.textContent)).toBe(true)
          expect(await fixedOver(part)).toEqual([])
        }
        await expect(callButton(page)).toHaveAttribute("href", SITE_TEL)
        await quoteButton(page).click()
        await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()
      })
    })
  })
}

test.describe("on a 375×667 phone", () => {
  test.use({ viewport: PHONE })

  test("the banner shows its own taller crop, its controls clear of the picture's subject", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    // The first slide, alone until the first change of slide, which the paused clock holds off.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    const banner = page.getByRole("region", { name: "Our work" })
    const image = banner.locator("img")
    await expect(image).toHaveCount(1)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // The phone crop is 2:1 (the whole artwork is 8:3), and at least 180 px tall on the screen.
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(2, 1)
    const picture = await viewportBox(image)
    expect(picture.bottom - picture.top).toBeGreaterThanOrEqual(180)
    // The subject of every banner is in its right-hand part: previous, pause and next keep to the
    // top-left corner.
    for (const name of ["Previous slide", ui.carousel.pause, "Next slide"]) {
      const control = await viewportBox(banner.getByRole("button", { name }))
      expect(control.right).toBeLessThanOrEqual(picture.left + (picture.right - picture.left) * 0.4)
      expect(control.bottom).toBeLessThanOrEqual(picture.top + (picture.bottom - picture.top) * 0.35)
    }
  })
})

test.describe("the phone crop carried in the page", () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2 })

  test("is not fetched again when the page starts", async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) => {
      if (/\/banner-1\.[a-z]+$/.test(new URL(request.url()).pathname)) fetched.push(request.url())
    })
    await page.clock.install()
    await page.goto("/")
    // The clock held, the banner's strip (which makes its own copy of the slide) does not start.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    const banner = page.getByRole("region", { name: "Our work" }).locator("img")
    await expect(banner).toHaveCount(1)
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/avif/)
    await page.waitForLoadState("networkidle")
    expect(fetched).toEqual([])
  })
})

test.describe("wrapping at 320, 375 and 1366 px", () => {
  for (const width of [320, 375, 1366]) {
    test(`at ${width} px: hyphenated words, 24/7 and e-mail addresses break only where they may`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      const headline = hero(page).locator("h1")
      expect(await lineCount(headline.locator("span", { hasText: "Crystal-Clear" }))).toBe(1)
      expect(await lineCount(offerSpan(page))).toBe(1)
      // Each part of an address between "@" and "." stays whole; the address may break between them.
      for (const address of site.emails.map((email) => email.address)) {
        const link = page.locator("footer").getByRole("link", { name: address })
        const parts = await link.evaluate((element) =>
          Array.from(element.querySelectorAll("span"))
            .flatMap((span) => Array.from(span.childNodes))
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => {
              const range = document.createRange()
              range.selectNodeContents(node)
              return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
            }),
        )
        expect(parts.length).toBeGreaterThan(2)
        expect(parts.every((lines) => lines === 1)).toBe(true)
      }
    })
  }
})

// The test build's content sets every trust fact (the sample values of content/site.yaml); without
// them nothing shows, which tests/unit/src/components/contact/trust-facts.test.tsx checks.
for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`trust facts at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    for (const path of ["/", "/service/tv-antenna-repair-melbourne/"]) {
      test(`${path}: rating, licence, insurance and years in business on the first screen`, async ({ page }) => {
        await page.goto(path)
        const facts = page.locator("main").getByRole("list", { name: trustTexts.label })
        const items = facts.getByRole("listitem")
        await expect(items).toHaveCount(1 + trust.licences.length + 1 + 1)
        await expect(facts.getByRole("link")).toHaveAttribute("href", trust.reviews.url)
        await expect(items.filter({ hasText: trust.licences[0].number })).toHaveCount(1)
        await expect(items.filter({ hasText: trustTexts.insured })).toHaveCount(1)
        await expect(items.filter({ hasText: `${new Date().getFullYear() - trust.founded} years` })).toHaveCount(1)
        expect(await inFirstViewport(facts)).toBe(true)
        expect(await fixedOver(facts)).toEqual([])
      })
    }
  })
}

test.describe("the header at 1024×768", () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test("nothing in it wraps: every menu entry and the promise on one line, the menu in one row", async ({ page }) => {
    await page.goto("/")
    const header = page.locator("header")
    const entries = header.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li")
    const count = await entries.count()
    expect(count).toBeGreaterThanOrEqual(6)
    const middles: number[] = []
    for (let index = 0; index < count; index++) {
      const entry = entries.nth(index).locator(":scope > a, :scope > button")
      expect(await lineCount(entry), (await entry.textContent()) ?? "").toBe(1)
      const box = await viewportBox(entry)
      middles.push((box.top + box.bottom) / 2)
    }
    // One row: the entries, of different heights, share their middle line.
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2)
    for (const line of await header.locator("p > span").all()) expect(await lineCount(line)).toBe(1)
    const call = header.getByRole("link", { name: `${ui.actions.call} ${site.phone.display}` })
    expect(await lineCount(call)).toBe(1)
    // The menu ends inside the page's width.
    const menu = await viewportBox(header.getByRole("navigation", { name: "Main" }))
    expect(menu.right).toBeLessThanOrEqual(menu.viewportWidth)
  })
})
