import type { Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { services, site, SITE_TEL } from "../support/browser/site"

// The spec's facts for each of its ten pages, written out here rather than read from the YAML, so
// that an edit that drops one is caught. A service added since (docs/content-model.md) is held to
// its own file.
const FACTS: Record<string, { durations: string[]; faq: string[] }> = {
  "cctv-installation-melbourne": {
    durations: ["30-60 mins", "2-4 hours", "30-60 mins"],
    faq: ["7 to 30 days", "4–6 cameras"],
  },
  "digital-antenna-installation-melbourne": { durations: ["30–60 mins", "1–2 hours", "30 mins"], faq: ["2-4 hours"] },
  "tv-wall-mounting-melbourne": { durations: ["15–30 mins", "1–2 hours", "30 mins"], faq: ["1-2 hours"] },
  "tv-antenna-repair-melbourne": {
    durations: ["30-60 mins", "1-2 hours", "30 mins"],
    faq: ["1-3 hours", "parts and labour"],
  },
  "foxtel-installation-melbourne": { durations: ["30-60 mins", "1-2 hours", "30 mins"], faq: ["2-3 hours"] },
  "matv-commercial-installation-melbourne": { durations: ["1-2 hours", "3-6 hours", "1-2 hours"], faq: ["4-8 hours"] },
  "new-tv-points-installation-melbourne": { durations: ["30-60 mins", "1-3 hours", "30 mins"], faq: ["2-4 hours"] },
  "new-data-points-installation-melbourne": {
    durations: ["30-60 mins", "1-3 hours", "30 mins"],
    faq: ["2-4 hours", "Cat5e", "Cat6"],
  },
  "pre-wiring-installation-melbourne": { durations: ["30-60 mins", "3-6 hours", "1 hour"], faq: ["4-7 hours"] },
  "relocate-antenna-tv-foxtel-points-melbourne": {
    durations: ["30-60 mins", "2-4 hours", "30 mins"],
    faq: ["2-5 hours"],
  },
}

test("every service the spec names has its page", () => {
  expect(services.map((s) => s.slug)).toEqual(expect.arrayContaining(Object.keys(FACTS)))
})

// One visit per page: the checks run in turn, those that only read the page first, then those that
// change it (why-us, FAQ) and last the one that leaves it (in-text links).
for (const service of services) {
  const path = `/service/${service.slug}/`
  test(`${path}: the spec's facts, its calls to action, why-us, the FAQ and its in-text links`, async ({
    page,
    request,
  }) => {
    const durations = FACTS[service.slug]?.durations ?? service.timeline?.items.map((step) => step.duration) ?? []
    const claims = FACTS[service.slug]?.faq ?? []
    await page.goto(path)

    await test.step("one h1, the process durations, the FAQ facts and no price", async () => {
      await expect(page.locator("h1")).toHaveCount(1)
      const process = page.locator('section[aria-labelledby="process"]')
      await expect(process.locator("ol > li")).toHaveCount(durations.length)
      for (const [index, duration] of durations.entries()) {
        await expect(process.locator("ol > li").nth(index)).toContainText(duration)
      }
      const faqText = await page.locator("#faqs").locator("xpath=..").textContent()
      for (const claim of claims) expect(faqText).toContain(claim)
      const text = (await page.locator("body").textContent()) ?? ""
      expect(text).not.toMatch(/\$\s?\d/)
    })

    await test.step("calls to action: Contact Us, tap-to-call and e-mail", async () => {
      const main = page.locator("main")
      await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contactus/")
      const tel = SITE_TEL
      expect(await main.locator(`a[href="${tel}"]`).count()).toBeGreaterThanOrEqual(2)
      await expect(main.locator(`a[href="mailto:${site.emails[0].address}"]`).first()).toBeVisible()
      await expect(page.locator('form[data-form="enquiry"]')).toBeVisible()
      await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible()
    })

    await test.step("why-us: the first feature is highlighted, then the clicked one", async () => {
      const features = page.locator("section", { has: page.locator("#why-us") }).getByRole("button")
      await expect(features).toHaveCount(3)
      const pressed = () => features.evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed")))
      expect(await pressed()).toEqual(["true", "false", "false"])
      await features.nth(2).click()
      expect(await pressed()).toEqual(["false", "false", "true"])
    })

    await test.step("FAQ: five items, first open; another opens alone; clicking it again leaves none open", async () => {
      const faq = page.locator("#faqs").locator("xpath=..")
      const questions = faq.getByRole("button")
      await expect(questions).toHaveCount(5)
      const expanded = () => questions.evaluateAll((els) => els.map((el) => el.getAttribute("aria-expanded")))
      expect(await expanded()).toEqual(["true", "false", "false", "false", "false"])
      await expect(faq.getByRole("region").first()).toBeVisible()
      await questions.nth(3).click()
      expect(await expanded()).toEqual(["false", "false", "false", "true", "false"])
      await expect(faq.locator(`[id="${await questions.nth(3).getAttribute("aria-controls")}"]`)).toBeVisible()
      await questions.nth(3).click()
      expect(await expanded()).toEqual(["false", "false", "false", "false", "false"])
      await expect(faq.getByRole("region")).toHaveCount(0)
      await questions.nth(1).focus()
      await page.keyboard.press("Enter")
      expect(await expanded()).toEqual(["false", "true", "false", "false", "false"])
    })

    await test.step("in-text links reach their service pages", async () => {
      const hrefs = await page
        .locator("main .prose-text a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of new Set(hrefs)) {
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
        const slug = href.match(/^\/(?:service\/)?([a-z0-9-]+-melbourne)\/$/)?.[1]
        if (slug) {
          expect(
            services.map((s) => s.slug),
            href,
          ).toContain(slug)
          if (!href.startsWith("/service/")) {
            // A root-form link: its page sends the visitor on to the service page.
            await page.goto(href)
            await page.waitForURL(`**/service/${slug}/`)
          }
        }
      }
    })
  })
}

test("the pages carry the spec's cross links", async ({ request }) => {
  const links = async (slug: string) =>
    (await (await request.get(`/service/${slug}/`)).text()).match(/href="[^"]+"/g) ?? []
  expect(await links("cctv-installation-melbourne")).toEqual(
    expect.arrayContaining([
      'href="/service/matv-commercial-installation-melbourne/"',
      'href="/service/new-data-points-installation-melbourne/"',
    ]),
  )
  expect(await links("digital-antenna-installation-melbourne")).toEqual(
    expect.arrayContaining([
      'href="/service/tv-antenna-repair-melbourne/"',
      'href="/service/new-tv-points-installation-melbourne/"',
    ]),
  )
  expect(await links("matv-commercial-installation-melbourne")).toContain('href="/foxtel-installation-melbourne/"')
})

test("each page's JSON-LD describes the service and the same five FAQs as the page", async ({ request }) => {
  for (const service of services) {
    const html = await (await request.get(`/service/${service.slug}/`)).text()
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    )
    const types = blocks.map((b) => b["@type"])
    expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage", "Electrician"]))
    const faqPage = blocks.find((b) => b["@type"] === "FAQPage")
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(service.faqs!.map((f) => f.question))
    const serviceLd = blocks.find((b) => b["@type"] === "Service")
    expect(serviceLd.provider.name).toBe(site.name)
    expect(serviceLd.areaServed.name).toBe("Melbourne")
  }
})

// How the pages are laid out (docs/visual-design.md), on the page with the most kinds of sections.
test.describe("layout", () => {
  const path = "/service/digital-antenna-installation-melbourne/"

  /** The font sizes of the page's running text: its text sections, intros, cards, steps and answers. */
  const bodySizes = (page: Page) =>
    page
      .locator("main .text-body, main .section-intro, main .prose-text p, main .prose-text li")
      .evaluateAll((elements) => [...new Set(elements.map((element) => getComputedStyle(element).fontSize))])

  test("on a phone: one body text size, at most 8,200 px long, the text sections folded after two lines", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(path)
    expect(await bodySizes(page)).toEqual(["16px"])
    for (const other of services.map((s) => `/service/${s.slug}/`)) {
      if (other !== path) await page.goto(other)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect({ page: other, short: height <= 8200 }).toEqual({ page: other, short: true })
    }
    await page.goto(path)
    const section = page.locator("section.fold").nth(1)
    const readMore = section.locator("summary")
    await expect(readMore).toBeVisible()
    const rest = section.locator("details .prose-text")
    await expect(rest).toBeHidden()
    await readMore.click()
    await expect(rest).toBeVisible()
  })

  test("on a desktop: one body text size, the text in two columns, cards in full rows, why-us headings in line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(path)
    expect(await bodySizes(page)).toEqual(["17px"])
    // The text sections use the whole width, all of their text shown.
    const lefts = await page
      .locator("section.fold h2")
      .evaluateAll((headings) => [...new Set(headings.map((h) => Math.round(h.getBoundingClientRect().left)))])
    expect(lefts).toHaveLength(2)
    await expect(page.locator("section.fold summary").first()).toBeHidden()
    await expect(page.locator("section.fold details .prose-text").first()).toBeVisible()
    // Every row of cards ends at the right edge of the page's column: no empty slot.
    for (const list of await page.locator("main .card-rows").all()) {
      const rows = await list.evaluate((element) => {
        const right = element.getBoundingClientRect().right
        const byRow = new Map<number, number>()
        for (const item of Array.from(element.children)) {
          const box = item.getBoundingClientRect()
          byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right))
        }
        return [...byRow.values()].map((end) => Math.round(right - end))
      })
      for (const gap of rows) expect(gap).toBeLessThanOrEqual(1)
    }
    const headlines = page.locator("section", { has: page.locator("#why-us") }).locator("button .card-title")
    const tops = await headlines.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().top))
    expect(tops).toHaveLength(3)
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1)
  })
})
