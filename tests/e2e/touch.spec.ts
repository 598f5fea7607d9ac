// What a finger does on a phone, in Chromium itself rather than the headless shell the other browser
// tests use: after a tap the shell moves its mouse elsewhere (a mouseout), where the browser, like a
// phone's, leaves the mouse over what was tapped until the next tap lands elsewhere.
import { expect, test } from "../support/browser/fixtures"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs"
import { TESTIMONIAL_CAROUSEL } from "../../src/components/home/carousel-settings"

test.use({
  viewport: { width: 375, height: 667 },
  hasTouch: true,
  isMobile: true,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
})

// A tap also sends the mouse's events (mouseover, and no mouseleave): a carousel that paused on hover
// stopped for good after a tap on one of its dots.
test("a tapped testimonial dot brings its testimonial, and the carousel plays on from there", async ({ page }) => {
  await page.goto("/")
  const carousel = page.getByRole("group", { name: "Customer Testimonials" })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.locator("[data-started]")).toBeAttached()
  await carousel.getByRole("button", { name: "Show testimonial 3" }).tap()
  await expect(carousel.locator("[data-current]")).toHaveAttribute("data-index", "2")
  const period = TESTIMONIAL_CAROUSEL.autoplaySpeed + TESTIMONIAL_CAROUSEL.speed
  await expect(carousel.locator("[data-current]")).toHaveAttribute("data-index", "3", { timeout: period + 2000 })
})
