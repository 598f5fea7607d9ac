// The browser tests' `test`: page.goto() waits until React has hydrated the pre-rendered page, so
// tests act on the live site rather than racing the server-rendered HTML.
import { expect, test as base } from "@playwright/test"

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      return response
    }
    await use(page)
  },
})

export { expect }
