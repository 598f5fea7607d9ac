import { expect, test } from "../support/browser/fixtures"
import { SERVICE_PAGES, services } from "../support/browser/site"
import { throttleCpu } from "../support/browser/throttle"

// A visitor on a mid-range phone: the CPU runs four times slower, and each control is used as soon
// as it shows, with no waiting for the rest of the page to settle.
test.beforeEach(async ({ page }) => throttleCpu(page))

for (const path of ["/", SERVICE_PAGES[0], "/contactus/"]) {
  test.describe(`at once on a slow CPU, ${path}`, () => {
    test("the mobile menu opens, expands Services and closes", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await page.goto(path)
      await page.getByRole("button", { name: "Open menu" }).click()
      const panel = page.getByRole("dialog", { name: "Menu" })
      await expect(panel).toBeVisible()
      await panel.getByRole("button", { name: "Services" }).click()
      await expect(panel.getByRole("link", { name: services[0].menuLabel })).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(panel).toBeHidden()
    })

    test("the Services dropdown opens on click and leads to a service", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.goto(path)
      const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })
      await toggle.click()
      const menu = page.locator("#services-menu")
      await expect(menu).toBeVisible()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      const last = services[services.length - 1]
      await menu.getByRole("link", { name: last.menuLabel }).click()
      await expect(page).toHaveURL(new RegExp(`/service/${last.slug}/$`))
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    })

    test("the quote modal opens from the header and closes again", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.goto(path)
      const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Get Quote" })
      await button.click()
      const dialog = page.getByRole("dialog", { name: "Request a Quote" })
      await expect(dialog).toBeVisible()
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
  })
}
