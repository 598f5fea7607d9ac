import type { Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { FIXED_PAGES, SERVICE_PAGES, services } from "../support/browser/site"
import { throttleCpu } from "../support/browser/throttle"

// React's words for markup it could not take over as it was pre-rendered; the production build
// reports them as numbered errors (418: markup, 423: the tree was rendered again, 425: text).
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i

function collectHydrationTrouble(page: Page): string[] {
  const found: string[] = []
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && HYDRATION_TROUBLE.test(message.text()))
      found.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => {
    if (HYDRATION_TROUBLE.test(`${error.message}`)) found.push(`pageerror: ${error.message}`)
  })
  return found
}

/**
 * Waits until React has taken over every link, button, heading and section of the page, those
 * hydrated later section by section included (React keeps its own property on each node it owns),
 * after scrolling to the end so that everything started near the viewport (carousels) has started.
 */
async function waitForFullHydration(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await page.waitForFunction(() => {
    const reactKey = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix))
    // Markup React inserts as a string (a blog post's body) is React's as a whole, not node by node.
    const insideInsertedHtml = (node: Element) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const key = reactKey(parent, "__reactProps$")
        if (
          key &&
          (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key].dangerouslySetInnerHTML
        )
          return true
      }
      return false
    }
    return Array.from(document.querySelectorAll("#___gatsby :is(a, button, h1, h2, h3, section, footer, form)")).every(
      (node) => reactKey(node, "__reactFiber$") || insideInsertedHtml(node),
    )
  })
  await page.waitForLoadState("networkidle")
}

async function firstPostPath(page: Page): Promise<string> {
  const list = await (await page.request.get("/blogs/")).text()
  const post = list.match(/href="(\/blog\/[^"]+\/)"/)?.[1]
  expect(post, "the blog list links to a post").toBeTruthy()
  return post!
}

test.describe("hydration", () => {
  const pages = [...FIXED_PAGES, SERVICE_PAGES[0], SERVICE_PAGES[SERVICE_PAGES.length - 1]]
  for (const path of pages) {
    test(`${path} hydrates without a warning, on a 4× slower CPU too`, async ({ page }) => {
      const trouble = collectHydrationTrouble(page)
      await page.goto(path)
      await waitForFullHydration(page)
      await throttleCpu(page)
      await page.reload()
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await waitForFullHydration(page)
      expect(trouble).toEqual([])
    })
  }

  test("a blog post hydrates without a warning", async ({ page }) => {
    const trouble = collectHydrationTrouble(page)
    await page.goto(await firstPostPath(page))
    await waitForFullHydration(page)
    expect(trouble).toEqual([])
  })

  test("the home page's sections below the first screen hydrate on their own, after the first screen", async ({
    page,
  }) => {
    // Each is a Suspense boundary in the pre-rendered HTML, which React 18 hydrates in later, short tasks.
    const html = await (await page.request.get("/")).text()
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"))
    const boundaries = [...main.matchAll(/<!--\$-->/g)].map((match) => match.index)
    // One around the whole page, hydrated right after the header; one for the head's tags (no
    // markup of its own); one around the banner; one around the trust facts (their code comes with
    // the footer's); one around the enquiry form; then one per section below the hero and its form.
    expect(boundaries).toHaveLength(10)
    expect(boundaries[0]).toBeLessThan(main.indexOf("<h1"))
    expect(main.match(/<!--\$--><section aria-label="Our work"/g)).toHaveLength(1)
    expect(main.match(/<!--\$--><!--\/\$-->/g)).toHaveLength(1)
    expect(main.match(/<!--\$--><span id="[^"]+" hidden="">/g)).toHaveLength(1)
    expect(main.match(/<!--\$--><form /g)).toHaveLength(1)
    expect(boundaries.filter((at) => at > main.indexOf("</form>"))).toHaveLength(5)
    // The footer, on every page.
    expect(html.slice(html.indexOf("</main>")).split("<!--$-->").length - 1).toBeGreaterThanOrEqual(1)
  })
})

// gatsby/host/scripts-after-paint.ts: the page's scripts are requested once its first screen is painted.
test.describe("the page's scripts", () => {
  const GATSBY_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

  test("are requested after the first text is painted, on a page without a priority image", async ({ page }) => {
    await page.goto("/contactus/")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.fcp).toBeGreaterThan(0)
    expect(timing.scripts).toHaveLength(3)
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.fcp!)
  })

  test("wait for the home banner to be on screen, then start and hydrate the page", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (request) => {
      if (GATSBY_SCRIPT.test(new URL(request.url()).pathname)) scripts.push(request.url())
    })
    let releaseBanner = () => {}
    const bannerHeld = new Promise<void>((resolve) => {
      releaseBanner = resolve
    })
    let bannerRequested = false
    await page.route(/\/static\/.*\/banner-1\.[a-z]+$/, async (route) => {
      bannerRequested = true
      await bannerHeld
      await route.continue()
    })
    // The fixture's goto returns once the page has hydrated, which here is after the banner's release.
    const loaded = page.goto("/")
    await expect.poll(() => bannerRequested).toBe(true)
    // A fixed wait, to prove an absence: for a second of the banner being on its way, nothing
    // requests a script (there is no event to wait for when nothing happens).
    await page.waitForTimeout(1000)
    expect(scripts, "no script is requested while the banner is on its way").toEqual([])
    releaseBanner()
    await loaded
    expect(scripts).toHaveLength(3)
  })

  // gatsby/host/page-load.ts: what the scripts would ask for one round trip after another is asked
  // for with them, and the scripts then use those requests instead of making their own.
  test("come with the page's chunks and data, each requested once, and nothing after them", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith(".js") || pathname.startsWith("/page-data/")) requested.push(pathname)
    })
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    const starter = await page.locator("script[data-start-after-paint]").textContent()
    const list = (name: string) => JSON.parse(starter!.match(new RegExp(`[ ,]${name}=(\\[[^\\]]*\\])`))![1]) as string[]
    const [scripts, chunks, data] = [list("s"), list("c"), list("d")]
    const pageData = (await (await page.request.get("/page-data/index/page-data.json")).json()) as {
      staticQueryHashes: string[]
    }

    expect(scripts.map((src) => src.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"])
    for (const name of ["component---src-pages-index-tsx", "deferred", "home-sections"])
      expect(chunks.filter((src) => src.startsWith(`/${name}-`))).toHaveLength(1)
    // What every page's layout shows is one static query (src/hooks/use-site.ts): one file, not one per hook.
    expect(pageData.staticQueryHashes).toHaveLength(1)
    expect(data).toEqual(
      expect.arrayContaining([
        "/page-data/index/page-data.json",
        "/page-data/app-data.json",
        ...pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
      ]),
    )
    // Once each: Gatsby's loader read the preloaded data and webpack took the chunks already asked for.
    for (const url of [...scripts, ...chunks, ...data])
      expect(
        requested.filter((path) => path === url),
        `${url} requested once`,
      ).toHaveLength(1)
    // Until the visitor scrolls (the carousels' slider), the page has asked for nothing else.
    expect(requested.filter((path) => path.endsWith(".js")).sort()).toEqual([...scripts, ...chunks].sort())
  })
})

// A visitor on a mid-range phone: the CPU runs four times slower, and each control is used as soon
// as it shows, with no waiting for the rest of the page to settle.
test.describe("a visitor on a slow CPU", () => {
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

      // One visit for the header's two desktop controls, each used at once: the dropdown is opened
      // and closed, the modal opened and closed right after, then the dropdown leads off the page.
      test("the Services dropdown opens on click; the quote modal opens from the header and closes again; the dropdown leads to a service", async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.goto(path)
        const nav = page.getByRole("navigation", { name: "Main" })
        const toggle = nav.getByRole("button", { name: "Services" })
        const menu = page.locator("#services-menu")
        await test.step("the Services dropdown opens on click, and closes on a second", async () => {
          await toggle.click()
          await expect(menu).toBeVisible()
          await expect(toggle).toHaveAttribute("aria-expanded", "true")
          await toggle.click()
          await expect(toggle).toHaveAttribute("aria-expanded", "false")
        })
        await test.step("the quote modal opens from the header and closes again", async () => {
          const button = nav.getByRole("button", { name: "Get Quote" })
          await button.click()
          const dialog = page.getByRole("dialog", { name: "Request a Quote" })
          await expect(dialog).toBeVisible()
          await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
          await page.keyboard.press("Escape")
          await expect(dialog).toBeHidden()
          await expect(button).toBeFocused()
        })
        await test.step("the Services dropdown leads to a service", async () => {
          await toggle.click()
          await expect(menu).toBeVisible()
          const last = services[services.length - 1]
          await menu.getByRole("link", { name: last.menuLabel }).click()
          await expect(page).toHaveURL(new RegExp(`/service/${last.slug}/$`))
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        })
      })
    })
  }
})
