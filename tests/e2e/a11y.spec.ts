import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { animationsSettled } from "../support/browser/settle"
import { FIXED_PAGES, SERVICE_PAGES } from "../support/browser/site"

/** One page of each kind: the fixed pages and a service page; the blog post is found from the list. */
const PAGES = [...FIXED_PAGES, SERVICE_PAGES[0]]

// Audited as a visitor who asked for less motion sees the site: nothing is hidden to be revealed on
// scroll, counters show their totals, carousels hold still and transitions take no time
// (src/lib/motion.ts, global.css). Every text is then on screen in its final colours, so axe
// measures all of it at once, with no fade to wait for (a fading text fails colour contrast). The
// page without that setting ends in the same colours; its motion is tested in home.spec.ts and the
// components' unit tests.
test.use({ reducedMotion: "reduce" })

async function audit(page: Page, label: string) {
  // Sections below the first screen hydrate later, in slices of their own: audit the page React has
  // made, not the pre-rendered HTML it replaces.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-reveal]")).every((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
    ),
  )
  await page.evaluate(() => window.scrollTo(0, 0))
  // Transitions are instant under reduced motion; one just started (a menu opening) has ended.
  await animationsSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(summary, label).toEqual([])
}

/** The first post the blog list links to, read from the list's pre-rendered HTML. */
async function firstPostPath(page: Page) {
  const list = await (await page.request.get("/blogs/")).text()
  return /<main[\s\S]*?href="(\/blog\/[^"]+)"/.exec(list)?.[1] ?? null
}

for (const viewport of [
  { name: "desktop", width: 1366, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    /** What some pages are audited with besides themselves, on the same visit. */
    const opened: Record<string, { step: string; open: (page: Page) => Promise<void> } | undefined> = {
      "/": {
        step: "with the quote modal open there are no violations",
        open: async (page) => {
          if (viewport.name === "mobile") {
            await page.getByRole("button", { name: "Open menu" }).click()
            await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Get Quote" }).click()
          } else {
            await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Quote" }).click()
          }
          await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()
        },
      },
      "/aboutus/":
        viewport.name === "desktop"
          ? {
              step: "with the Services dropdown open there are no violations",
              open: async (page) => {
                await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).hover()
                await expect(page.locator("#services-menu")).toBeVisible()
              },
            }
          : undefined,
    }

    for (const path of PAGES) {
      const also = opened[path]
      test(`${path} has no violations${also ? `; ${also.step}` : ""}`, async ({ page }) => {
        await page.goto(path)
        await audit(page, path)
        if (also) {
          await test.step(also.step, async () => {
            await also.open(page)
            await audit(page, also.step)
          })
        }
      })
    }

    test("a blog post has no violations", async ({ page }) => {
      const post = await firstPostPath(page)
      expect(post).toBeTruthy()
      await page.goto(post!)
      await audit(page, post!)
    })

    if (viewport.name === "mobile") {
      test("with the mobile panel open and Services expanded there are no violations", async ({ page }) => {
        await page.goto("/service/foxtel-installation-melbourne/")
        await page.getByRole("button", { name: "Open menu" }).click()
        const panel = page.getByRole("dialog", { name: "Menu" })
        await panel.getByRole("button", { name: "Services" }).click()
        await expect(panel.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true")
        await animationsSettled(page)
        await audit(page, "mobile panel")
      })
    }
  })
}
