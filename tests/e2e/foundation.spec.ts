import type { Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import fs from "node:fs"
import {
  FIXED_PAGES,
  SERVICE_PAGES,
  headOf,
  services,
  site,
  SITE_TEL,
  SITE_WHATSAPP_NUMBER,
} from "../support/browser/site"
import { apacheAnswer } from "../support/browser/apache-rules"
import { watchPage } from "../support/browser/policy"

const WHATSAPP_LINK = `https://wa.me/${SITE_WHATSAPP_NUMBER}?text=Can%20I%20get%20help%3F`

/** Every link of the page to another site, with its target and rel. */
const linksToOtherSites = (page: Page, origin: string) =>
  page.locator("a[href]").evaluateAll(
    (anchors, own) =>
      anchors
        .map((a) => a as HTMLAnchorElement)
        .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== own)
        .map((a) => ({ href: a.href, target: a.target, rel: a.rel.split(/\s+/).sort().join(" ") })),
    origin,
  )

test.describe("every route", () => {
  // One visit per page for everything every page must do; the site's security policy is applied by
  // the test server from the build's own public/_headers (playwright.config.ts), as a host would.
  test("every page: inside the site shell, links to other sites in a new tab, no policy violation, nothing from a third party or the CMS", async ({
    page,
    baseURL,
  }) => {
    const watched = await watchPage(page, baseURL!)
    await page.goto("/blogs/")
    const posts = await page
      .locator("main a[href^='/blog/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))])
    for (const path of [...FIXED_PAGES, ...SERVICE_PAGES]) {
      await test.step(`${path} renders inside the site shell`, async () => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveURL(path)
        await expect(page.getByRole("banner")).toBeVisible()
        await expect(page.getByRole("contentinfo")).toContainText(`© 2025 ${site.name}`)
        await expect(page.locator("h1")).toHaveCount(1)
        await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
          "href",
          WHATSAPP_LINK,
        )
        await expect(page.locator("footer a[href='/privacy-policy/']")).toBeVisible()
        await expect(page.locator("footer a[href='/sitemap/']")).toBeVisible()
      })
      await test.step(`${path}: every link that leaves the site opens a new tab without a handle on this one`, async () => {
        const links = await linksToOtherSites(page, new URL(baseURL!).origin)
        // WhatsApp, the social profiles and the web developer's credit at least.
        expect(links.length).toBeGreaterThanOrEqual(5)
        for (const link of links)
          expect(link, link.href).toMatchObject({ target: "_blank", rel: "noopener noreferrer" })
        expect(links.map((link) => link.href)).toContain(WHATSAPP_LINK)
      })
      // What scrolling brings in (lazy pictures, carousels, chunks) is requested under the policy too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState("networkidle")
    }
    for (const path of [...posts.slice(0, 3), "/blog/not-a-real-post/"]) {
      await page.goto(path)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState("networkidle")
    }
    expect(watched.violations).toEqual([])
    expect(watched.foreign).toEqual([])
    expect(watched.cms).toEqual([])
  })

  test("the shipped .htaccess answers each page's path without its slash with a 301 to it", () => {
    const rules = fs.readFileSync("public/.htaccess", "utf8")
    for (const page of [...FIXED_PAGES, ...SERVICE_PAGES].filter((p) => p !== "/")) {
      expect(apacheAnswer(rules, "public", page.slice(0, -1))).toEqual({ status: 301, location: page })
      expect(apacheAnswer(rules, "public", page)).toEqual({ status: 200, file: `${page}index.html` })
    }
    for (const { slug } of services) {
      for (const old of [`/${slug}`, `/${slug}/`]) {
        expect(apacheAnswer(rules, "public", old)).toEqual({ status: 301, location: `/service/${slug}/` })
      }
    }
    expect(apacheAnswer(rules, "public", "/no-such-page")).toEqual({ status: 404, file: "/404.html" })
    // A post newer than the build, and the page data Gatsby asks for it: the 404 page's, status 200.
    expect(apacheAnswer(rules, "public", "/blog/published-after-the-build/")).toEqual({
      status: 200,
      file: "/404.html",
    })
    expect(apacheAnswer(rules, "public", "/page-data/blog/published-after-the-build/page-data.json")).toEqual({
      status: 200,
      file: "/page-data/404.html/page-data.json",
    })
    expect(apacheAnswer(rules, "public", "/blog")).toEqual({ status: 301, location: "/blogs/" })
  })

  test("the path without its trailing slash reaches the same page", async ({ request }) => {
    for (const path of ["/aboutus", "/contactus", "/service/foxtel-installation-melbourne"]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`${path}/`)
    }
  })
})

test.describe("pre-rendered head (no JavaScript)", () => {
  for (const path of [...FIXED_PAGES, ...SERVICE_PAGES]) {
    test(`${path} has title, description and canonical = og:url`, async ({ request }) => {
      const head = headOf(await (await request.get(path)).text())
      expect(head.lang).toBe("en-AU")
      expect(head.title?.length).toBeGreaterThan(10)
      expect(head.description?.length).toBeGreaterThan(50)
      expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[/.]/g, "\\$&")}$`))
      expect(head.ogUrl).toBe(head.canonical)
    })
  }
})

test.describe("redirects", () => {
  // The redirect pages and the 404 page run their inline scripts under the site's policy.
  test("each service's root address replaces itself with its service page, under the policy", async ({
    page,
    baseURL,
  }) => {
    const watched = await watchPage(page, baseURL!)
    await page.goto("/aboutus/")
    for (const { slug } of services) {
      await test.step(`/${slug} replaces itself with /service/${slug}/`, async () => {
        const before = await page.evaluate(() => history.length)
        await page.evaluate((target) => (location.href = target), `/${slug}`)
        await page.waitForURL(`**/service/${slug}/`)
        // One new entry for the visit; the redirect page itself left no entry behind.
        expect(await page.evaluate(() => history.length)).toBe(before + 1)
        await expect(page.locator("h1")).toBeVisible()
      })
    }
    expect(watched.violations).toEqual([])
  })

  test("an unknown path ends on the home page without a history entry of its own, under the policy", async ({
    page,
    baseURL,
  }) => {
    const watched = await watchPage(page, baseURL!)
    await page.goto("/aboutus/")
    const before = await page.evaluate(() => history.length)
    await page.evaluate(() => (location.href = "/no-such-page/at-all"))
    await page.waitForURL((url) => url.pathname === "/")
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    expect(watched.violations).toEqual([])
  })

  test("a client-side link to a root slug lands on the service page", async ({ page }) => {
    await page.goto("/service/matv-commercial-installation-melbourne/")
    await page.locator("main a[href='/foxtel-installation-melbourne/']").first().click()
    await page.waitForURL("**/service/foxtel-installation-melbourne/")
    await expect(page.locator("h1")).toContainText("Foxtel")
  })

  test("host redirect files list every root slug", async ({ request }) => {
    const htaccess = await (await request.get("/.htaccess")).text()
    const netlify = await (await request.get("/_redirects")).text()
    for (const { slug } of services) {
      expect(htaccess).toContain(`RewriteRule ^${slug}/?$ /service/${slug}/ [R=301,L]`)
      expect(netlify).toContain(`/${slug} /service/${slug}/ 301`)
    }
    expect(htaccess).toContain("ErrorDocument 404 /404.html")
  })
})

test("Back and Forward return to where the visitor left each page; a new navigation starts at the top", async ({
  page,
}) => {
  const nav = page.getByRole("navigation", { name: "Main" })
  await page.goto("/aboutus/")
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
  // The header stays on screen, so following its link scrolls nothing first.
  await nav.getByRole("link", { name: "Contact Us" }).click()
  await page.waitForURL("**/contactus/")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 700))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700)
  await page.goBack()
  await page.waitForURL("**/aboutus/")
  await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 1200))).toBeLessThanOrEqual(50)
  await page.goForward()
  await page.waitForURL("**/contactus/")
  await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 700))).toBeLessThanOrEqual(50)
  // Followed again from the top of another page, it starts at the top.
  await nav.getByRole("link", { name: "About" }).click()
  await page.waitForURL("**/aboutus/")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("scroll returns to the top on navigation", async ({ page }) => {
  await page.goto("/aboutus/")
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.locator("footer").getByRole("link", { name: "Contact Us", exact: true }).click()
  await page.waitForURL("**/contactus/")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("the header turns compact after 10 px of scrolling", async ({ page }) => {
  await page.goto("/privacy-policy/")
  const header = page.getByRole("banner")
  await expect(header).toHaveAttribute("data-compact", "false")
  await page.evaluate(() => window.scrollTo(0, 11))
  await expect(header).toHaveAttribute("data-compact", "true")
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute("data-compact", "false")
})

test.describe("desktop navigation", () => {
  // One visit to /aboutus/: the checks that leave the menu closed first, the one that navigates last.
  test("hover, Get Quote and clicks on the menu of /aboutus/", async ({ page }) => {
    await page.goto("/aboutus/")
    const nav = page.getByRole("navigation", { name: "Main" })
    const toggle = nav.getByRole("button", { name: "Services" })
    const menu = page.locator("#services-menu")

    await test.step("Services opens on hover and lists every service; the active route is marked", async () => {
      await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
      await toggle.hover()
      await expect(menu).toBeVisible()
      await expect(menu.getByRole("link")).toHaveText(services.map((s) => s.menuLabel))
      await page.mouse.move(5, 600)
      await expect(menu).toBeHidden()
    })

    await test.step("Get Quote opens the quote modal without navigating; Escape or a click beside it closes it and returns focus", async () => {
      const button = nav.getByRole("button", { name: "Get Quote" })
      await button.click()
      const dialog = page.getByRole("dialog", { name: "Request a Quote" })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText("We'll get back to you within 24 hours")
      await expect(page).toHaveURL("/aboutus/")
      // Focus stays inside the dialog: Tab never reaches the page behind (past the last control the
      // browser may take it to its own toolbar, outside the page, as it does for every modal dialog).
      const inDialogOrOutsidePage = () =>
        dialog.evaluate((el) => el.contains(document.activeElement) || !document.hasFocus())
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab")
        expect(await inDialogOrOutsidePage()).toBe(true)
      }
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      await button.click()
      await expect(dialog).toBeVisible()
      await page.mouse.click(10, 500)
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })

    await test.step("clicking Services opens the dropdown and keeps it open; clicking again closes it", async () => {
      // A real click: the pointer moves onto the button (hover) and presses it.
      await toggle.click()
      await expect(menu).toBeVisible()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await menu.getByRole("link", { name: services[2].menuLabel }).hover()
      await toggle.click()
      await expect(menu).toBeHidden()
      await toggle.click()
      await expect(menu).toBeVisible()
      await menu.getByRole("link", { name: services[2].menuLabel }).click()
      await page.waitForURL(`**/service/${services[2].slug}/`)
      await expect(menu).toBeHidden()
    })
  })

  test("Services works from the keyboard and Escape closes it", async ({ page }) => {
    await page.goto("/")
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(page.locator("#services-menu a").first()).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.locator("#services-menu")).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe("on a touch screen of 1024 px and more", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false })

  test("a tap on Services opens the dropdown, a second tap or a tap elsewhere closes it", async ({ page }) => {
    await page.goto("/aboutus/")
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })
    const menu = page.locator("#services-menu")
    await toggle.tap()
    await expect(menu).toBeVisible()
    await toggle.tap()
    await expect(menu).toBeHidden()
    await toggle.tap()
    await expect(menu).toBeVisible()
    await page.locator("main h1").tap()
    await expect(menu).toBeHidden()
    await toggle.tap()
    await menu.getByRole("link", { name: services[0].menuLabel }).tap()
    await page.waitForURL(`**/service/${services[0].slug}/`)
  })
})

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the side panel opens, expands Services and closes when a link is chosen", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    const panel = page.getByRole("dialog", { name: "Menu" })
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    expect(box?.width).toBeCloseTo(375 * 0.8, 0)
    const servicesToggle = panel.getByRole("button", { name: "Services" })
    await servicesToggle.click()
    await expect(servicesToggle).toHaveAttribute("aria-expanded", "true")
    await expect(panel.getByRole("link", { name: services[0].menuLabel })).toBeVisible()
    await expect(panel.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", SITE_TEL)
    await panel.getByRole("link", { name: services[0].menuLabel }).click()
    await page.waitForURL(`**/service/${services[0].slug}/`)
    await expect(panel).toBeHidden()
  })

  test("Escape, or a tap beside the panel, closes it and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/contactus/")
    const opener = page.getByRole("button", { name: "Open menu" })
    const panel = page.getByRole("dialog", { name: "Menu" })
    await opener.click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.click()
    await expect(panel).toBeVisible()
    await page.mouse.click(20, 400)
    await expect(panel).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("Get Quote in the panel opens the quote modal and closes the panel", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    const panel = page.getByRole("dialog", { name: "Menu" })
    await panel.getByRole("button", { name: "Get Quote" }).click()
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()
    await expect(panel).toBeHidden()
  })
})

// The test server applies the build's own public/_headers (playwright.config.ts), as a host would;
// every page, the redirect pages and the 404 page work under the policy (above).
test.describe("security headers and caching", () => {
  test("every answer carries the security headers and a tight Content-Security-Policy", async ({ request }) => {
    const response = await request.get("/")
    const headers = response.headers()
    const csp = headers["content-security-policy"]
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    const html = await response.text()
    // Each page narrows scripts to its own files and the hashes of its inline scripts.
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
    )
    expect(html).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*unsafe-inline/)
  })

  test("hashed bundles are cached for a year, HTML and page data revalidated", async ({ request }) => {
    const html = await (await request.get("/")).text()
    // The page's starter lists its scripts (gatsby/host/scripts-after-paint.ts).
    const bundle = html.match(/"(\/app-[0-9a-f]{20}\.js)"/)?.[1]
    expect(bundle).toBeTruthy()
    expect((await request.get(bundle!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    )
    const htaccess = await (await request.get("/.htaccess")).text()
    expect(htaccess).toContain('Header always set Content-Security-Policy "default-src')
    expect(htaccess).toContain("AddOutputFilterByType DEFLATE")
  })
})
