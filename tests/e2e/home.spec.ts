import { test as plain, type Locator, type Page } from "@playwright/test"
import { expect, test } from "../support/browser/fixtures"
import { readYaml, services } from "../support/browser/site"
import { expectOwnOrigin, recordRequests, scrollThrough } from "../support/browser/own-origin"
import { ui } from "../support/browser/layout"
import { animationsSettled, nextFrames } from "../support/browser/settle"
import { TESTIMONIAL_CAROUSEL } from "../../src/components/home/carousel-settings"

interface HomeDoc {
  banner: { alt: string }[]
  hero: { headline: string; callHeading: string }
  channels: { heading: string; subtitle: string; logos: { name: string }[] }
  achievements: { heading: string; items: { label: string; value: number }[] }
  whyChooseUs: { heading: string; cards: { title: string }[] }
  testimonials: { heading: string; items: { name: string; text: string; rating: number }[] }
}

const home = readYaml<HomeDoc>("content/home.yaml")
const figure = (value: number) => value.toLocaleString("en-AU")

const banner = (page: Page) => page.getByRole("region", { name: "Our work" })
const logoCarousel = (page: Page) => page.getByRole("group", { name: "TV Channels" })
const testimonialCarousel = (page: Page) => page.getByRole("group", { name: "Customer Testimonials" })
const currentIndex = (carousel: Locator) => carousel.locator(".slick-current").first().getAttribute("data-index")

/**
 * Stops the page's timers (page.clock.install() must come before goto), so autoplay moves only when
 * the test advances time; then lets a slide transition that was running finish.
 */
async function freezeTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
  await page.clock.runFor(1100)
  // The slide itself moves by CSS transition, which runs on real time.
  await animationsSettled(page)
}

/** React has taken over the pre-rendered page (the fixture's goto already waits for it). */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
}

/**
 * Carousels below the fold start only when a visitor scrolls near them: bring this one into view,
 * wait for react-slick to replace its CSS row, and go back to the top without touching the clock.
 */
async function startCarousel(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.locator(".slick-slider")).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * With the mouse over its slides the carousel keeps its slide for `hold` ms of autoplay time; once
 * the mouse leaves it moves on within `resume` ms.
 */
async function expectPauseOnHover(page: Page, carousel: Locator, hold: number, resume: number) {
  await carousel.scrollIntoViewIfNeeded()
  await freezeTime(page)
  const before = await currentIndex(carousel)
  await carousel.locator(".slick-track").hover()
  await page.clock.runFor(hold)
  expect(await currentIndex(carousel)).toBe(before)
  await page.mouse.move(5, 5)
  await page.clock.runFor(resume)
  expect(await currentIndex(carousel)).not.toBe(before)
}

test("the home page has its seven sections in order, each with its heading", async ({ page }) => {
  await page.goto("/")
  const sections = page.locator("main > section")
  await expect(sections).toHaveCount(7)
  await expect(sections.nth(0)).toHaveAttribute("aria-label", "Our work")
  await expect(sections.nth(0).getByRole("img", { name: home.banner[0].alt }).first()).toBeVisible()
  await expect(sections.nth(1).locator("h1")).toHaveText("The Ultimate Antenna Solution for Crystal-Clear TV Signals")
  await expect(sections.nth(1).getByRole("heading", { name: home.hero.callHeading })).toBeVisible()
  await expect(sections.nth(1).getByRole("heading", { name: "Get In Touch" })).toBeVisible()
  await expect(sections.nth(1).locator("form")).toBeVisible()
  const headings = ["Our Top Services", "TV Channels", "Our Achievements", "Why Choose Us?", "Customer Testimonials"]
  for (const [index, heading] of headings.entries()) {
    await expect(
      sections
        .nth(index + 2)
        .locator("h2")
        .first(),
    ).toHaveText(heading)
  }
  await expect(sections.nth(3)).toContainText("Bringing More Channels, More Entertainment!")
  await expect(sections.nth(5).locator("h3")).toHaveText([
    "Reliable & Secure",
    "Fast Service",
    "100% Satisfaction",
    "Experienced Team",
    "Latest Technology",
    "Top-Rated Service",
  ])
})

test("the pre-rendered HTML holds every section's content, visible, and the banner's first slide as priority", async ({
  request,
}) => {
  const html = await (await request.get("/")).text()
  // Text as a reader gets it: the headline keeps "Crystal-Clear" whole with an inline span.
  const text = html.replace(/<[^>]+>/g, "")
  for (const expected of [
    home.hero.headline,
    home.channels.heading,
    home.achievements.heading,
    home.whyChooseUs.heading,
    home.testimonials.heading,
    ...home.achievements.items.map((item) => figure(item.value)),
    ...home.testimonials.items.map((item) => item.name),
  ]) {
    expect(text).toContain(expected.replace(/&/g, "&amp;"))
  }
  for (const logo of home.channels.logos) expect(html).toContain(`alt="${logo.name}"`)
  // Scroll reveal only hides things after JavaScript chose to animate them.
  expect(html).toContain('data-reveal="static"')
  expect(html).not.toMatch(/data-reveal="(waiting|revealed)"/)
  // The first banner slide: eager, high priority, with its width and height to reserve its box.
  const first = html.match(/<img[^>]*>/g)?.find((tag) => tag.includes("banner-1"))
  expect(first).toContain('loading="eager"')
  expect(first).toContain('fetchpriority="high"')
  expect(first).toContain('width="1920"')
  expect(first).toContain('height="720"')
})

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false })

  plain("every section is readable: nothing waits for a script to appear", async ({ page }) => {
    await page.goto("/")
    for (const heading of ["Our Top Services", "TV Channels", "Our Achievements", "Why Choose Us?"]) {
      const title = page.getByRole("heading", { level: 2, name: heading })
      await title.scrollIntoViewIfNeeded()
      await expect(title).toBeInViewport()
      expect(await title.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity)).toBe("1")
    }
    for (const item of home.achievements.items) {
      await expect(page.getByText(figure(item.value)).first()).toBeAttached()
    }
    await expect(page.locator("[data-counter]").first()).toHaveText(figure(home.achievements.items[0].value))
    await expect(testimonialCarousel(page).getByText(home.testimonials.items[0].name)).toBeVisible()
    await expect(logoCarousel(page).getByRole("img", { name: home.channels.logos[0].name })).toBeVisible()
  })
})

test("one service card per service file, each leading to its service page", async ({ page, request }) => {
  await page.goto("/")
  const cards = page.getByRole("region", { name: "Our Top Services" }).getByRole("listitem")
  await expect(cards).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.card.title)
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible()
    const link = card.getByRole("link", { name: `Learn More about ${service.card.title}` })
    await expect(link).toHaveAttribute("href", `/service/${service.slug}/`)
    expect((await request.get(`/service/${service.slug}/`)).status()).toBe(200)
  }
  await hydrated(page)
  await cards.nth(3).getByRole("link").click()
  await page.waitForURL(`**/service/${services[3].slug}/`)
  await expect(page.locator("h1")).toHaveText(services[3].hero.heading)
})

test.describe("achievement counters", () => {
  test("start at 0, read their targets once scrolled into view, and never start again", async ({ page }) => {
    await page.goto("/")
    await hydrated(page)
    const counters = page.locator("[data-counter]")
    await expect(counters).toHaveText(["0", "0", "0"])
    const targets = home.achievements.items.map((item) => figure(item.value))
    await page.getByRole("heading", { name: "Our Achievements" }).scrollIntoViewIfNeeded()
    await counters.first().scrollIntoViewIfNeeded()
    await expect(counters).toHaveText(targets)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(counters.first()).not.toBeInViewport()
    await counters.first().scrollIntoViewIfNeeded()
    // Read in each of 30 frames after they come back into view: they never count up again.
    const frames = await page.evaluate(
      () =>
        new Promise<string[][]>((resolve) => {
          const seen: string[][] = []
          const read = () => {
            seen.push(Array.from(document.querySelectorAll("[data-counter]"), (counter) => counter.textContent ?? ""))
            if (seen.length < 30) requestAnimationFrame(read)
            else resolve(seen)
          }
          requestAnimationFrame(read)
        }),
    )
    expect(frames).toEqual(Array(30).fill(targets))
    for (const item of home.achievements.items) {
      await expect(page.getByRole("term").filter({ hasText: item.label })).toBeVisible()
    }
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("show their targets at once and nothing is hidden for a reveal", async ({ page }) => {
      await page.goto("/")
      await hydrated(page)
      await expect(page.locator("[data-counter]")).toHaveText(home.achievements.items.map((i) => figure(i.value)))
      await expect(page.locator('[data-reveal]:not([data-reveal="static"])')).toHaveCount(0)
    })
  })

  test("sections below the fold are left alone while the page starts, hidden as they come near and fade in as they are scrolled to", async ({
    page,
  }) => {
    await page.goto("/")
    await hydrated(page)
    const why = page.locator("[data-reveal]").filter({ has: page.getByRole("heading", { name: "Why Choose Us?" }) })
    // More than two screens down, it is still as pre-rendered once React has it and has drawn two
    // frames since (the wait that proves the absence of a change).
    expect(await why.evaluate((section) => section.getBoundingClientRect().top > 2 * window.innerHeight)).toBe(true)
    await expect
      .poll(() => why.evaluate((section) => Object.keys(section).some((key) => key.startsWith("__reactFiber$"))))
      .toBe(true)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(why).toHaveAttribute("data-reveal", "static")
    // Within a screen of the viewport, it waits hidden.
    await why.evaluate((section) => window.scrollBy(0, section.getBoundingClientRect().top - 1.5 * window.innerHeight))
    await expect(why).toHaveAttribute("data-reveal", "waiting")
    await why.scrollIntoViewIfNeeded()
    await expect(why).toHaveAttribute("data-reveal", "revealed")
    await expect(why).toHaveCSS("opacity", "1")
  })
})

/**
 * React has taken over the banner: it hydrates in a boundary of its own once its chunk has arrived,
 * which may be after the rest of the page, and its autoplay period counts from then.
 */
async function bannerTakenOver(page: Page) {
  await expect
    .poll(() => banner(page).evaluate((section) => Object.keys(section).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true)
}

/** The home page with its clock frozen, and the banner's current slide. */
async function frozenBanner(page: Page) {
  await page.clock.install()
  await page.goto("/")
  await hydrated(page)
  await bannerTakenOver(page)
  await freezeTime(page)
  const carousel = banner(page)
  // Its first slide alone until the first change is due, one autoplay period after it was taken over:
  // only then is its strip of slides put in place (and slid on: that first change).
  await expect(carousel.locator("[data-banner-strip]")).toHaveCount(0)
  await page.clock.runFor(4000)
  await expect(carousel.locator("[data-banner-strip]")).toBeAttached()
  await freezeTime(page)
  return { carousel, current: carousel.locator("[data-current]") }
}

test.describe("banner carousel", () => {
  // One visit: arrows, then autoplay, then the pause switch, on the page's frozen clock.
  test("advances on its own and with its arrows; its pause switch stops it and play starts it again", async ({
    page,
  }) => {
    const { carousel, current } = await frozenBanner(page)

    await test.step("advances on its own and with its arrows", async () => {
      const start = Number(await current.getAttribute("data-index"))
      const other = String((start + 1) % 2)

      // A press moves it at once; the slide lands one transition (1 s) of the frozen clock later.
      await carousel.getByRole("button", { name: "Next slide" }).click()
      await page.clock.runFor(1100)
      await expect(current).toHaveAttribute("data-index", other)
      await carousel.getByRole("button", { name: "Previous slide" }).click()
      await page.clock.runFor(1100)
      await expect(current).toHaveAttribute("data-index", String(start))

      // It moves on by itself within one autoplay period (4 s), even with the mouse over it.
      await carousel.hover()
      let waited = 0
      while (waited < 6000 && (await current.getAttribute("data-index")) === String(start)) {
        await page.clock.runFor(250)
        waited += 250
      }
      await expect(current).toHaveAttribute("data-index", other)
      expect(waited).toBeLessThanOrEqual(4250)
      // No dots: its only buttons are previous, pause and next.
      await expect(carousel.getByRole("button")).toHaveCount(3)
    })

    await test.step("its pause switch stops it and play starts it again", async () => {
      await animationsSettled(page)
      const start = await current.getAttribute("data-index")
      await carousel.getByRole("button", { name: ui.carousel.pause }).click()
      await page.clock.runFor(12_000)
      await expect(current).toHaveAttribute("data-index", start!)
      await carousel.getByRole("button", { name: ui.carousel.play }).click()
      await page.clock.runFor(4250)
      await expect(current).not.toHaveAttribute("data-index", start!)
    })
  })

  test("the first slide's image is loaded eagerly at high priority", async ({ page }) => {
    await page.goto("/")
    const first = banner(page).getByRole("img", { name: home.banner[0].alt })
    await expect(first).toHaveAttribute("loading", "eager")
    await expect(first).toHaveAttribute("fetchpriority", "high")
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })
})

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("no carousel plays on its own; each offers to play", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.clock.install()
    await page.goto("/")
    await hydrated(page)
    await startCarousel(page, logoCarousel(page))
    await startCarousel(page, testimonialCarousel(page))
    await freezeTime(page)
    const carousels = [logoCarousel(page), testimonialCarousel(page)]
    const before = await Promise.all(carousels.map(currentIndex))
    await page.clock.runFor(15_000)
    expect(await Promise.all(carousels.map(currentIndex))).toEqual(before)
    // The banner never even puts its strip of slides in place: its first slide stays, alone.
    await expect(banner(page).locator("[data-banner-strip]")).toHaveCount(0)
    await expect(banner(page).getByRole("img", { name: home.banner[0].alt })).toBeVisible()
    for (const carousel of [banner(page), ...carousels]) {
      await expect(carousel.getByRole("button", { name: ui.carousel.play })).toBeVisible()
    }
    // The visitor may still choose to play one.
    await testimonialCarousel(page).getByRole("button", { name: ui.carousel.play }).click()
    await page.clock.runFor(3500)
    expect(await currentIndex(testimonialCarousel(page))).not.toBe(before[1])
  })
})

test.describe("channel logos", () => {
  test("seven logos, each once; six at a time from 1280 px, pausing on hover", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.clock.install()
    await page.goto("/")
    await hydrated(page)
    await startCarousel(page, logoCarousel(page))
    const carousel = logoCarousel(page)
    const names = await carousel
      .locator(".slick-slide:not(.slick-cloned) img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))
    expect(names).toEqual(home.channels.logos.map((logo) => logo.name))
    await expect(carousel.locator(".slick-slide:not(.slick-cloned)")).toHaveCount(7)
    await expect(carousel.locator(".slick-slide.slick-active")).toHaveCount(6)

    await expectPauseOnHover(page, carousel, 5000, 2500)
  })

  for (const [width, shown] of [
    [1100, 5],
    [900, 4],
    [700, 3],
  ] as const) {
    test(`${shown} logos at a time at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      await hydrated(page)
      await startCarousel(page, logoCarousel(page))
      await expect(logoCarousel(page).locator(".slick-slide.slick-active")).toHaveCount(shown)
    })
  }

  test("one centred logo below 640 px, and the layout follows a resize", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.clock.install()
    await page.goto("/")
    await hydrated(page)
    await startCarousel(page, logoCarousel(page))
    await freezeTime(page)
    const carousel = logoCarousel(page)
    await expect(carousel.locator(".slick-slide.slick-active")).toHaveCount(1)
    await expect(carousel.locator(".slick-current")).toHaveClass(/slick-center/)
    const list = await carousel.locator(".slick-list").boundingBox()
    const centre = await carousel.locator(".slick-current img").boundingBox()
    expect(list && centre).toBeTruthy()
    if (list && centre) expect(centre.x + centre.width / 2).toBeCloseTo(list.x + list.width / 2, 0)
    await page.setViewportSize({ width: 1000, height: 800 })
    // The resize reaches the page with its next frame, and only then sets its (debounce) timer, which
    // the page's frozen clock runs: the clock moves on while the test waits for the new layout.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return carousel.locator(".slick-slide.slick-active").count()
      })
      .toBe(4)
    await expect(carousel.locator(".slick-center")).toHaveCount(0)
  })
})

/**
 * How many times the carousel's current slide has changed since this was first asked: an observer
 * in the page counts every change, so a clock moved on by a whole period at once misses none.
 */
const slideChanges = (carousel: Locator) =>
  carousel.evaluate((element) => {
    const counted = element as HTMLElement & { slideChanges?: number }
    if (counted.slideChanges === undefined) {
      const current = () => element.querySelector(".slick-current")?.getAttribute("data-index") ?? null
      let seen = current()
      counted.slideChanges = 0
      new MutationObserver(() => {
        if (current() === seen) return
        seen = current()
        counted.slideChanges! += 1
      }).observe(element, { subtree: true, attributes: true, attributeFilter: ["class"] })
    }
    return counted.slideChanges
  })

/**
 * The time between two slide changes of a playing carousel, to 50 ms, read with the page's clock
 * under the test's control. A change is found in 500 ms steps; the clock is moved on to 50 ms before
 * the earliest the next is due (`expected`), and the next found in 50 ms steps, so the clock then
 * stands within 50 ms after a change. From there: no change for all but the last 100 ms of
 * `expected` (a sooner one is returned as that much, below `expected`), then 50 ms steps to it.
 */
async function autoplayPeriod(page: Page, carousel: Locator, expected: number): Promise<number> {
  const stepsToChange = async (step: number) => {
    const from = await slideChanges(carousel)
    let waited = 0
    while (waited < 10_000 && (await slideChanges(carousel)) === from) {
      await page.clock.runFor(step)
      waited += step
    }
    return waited
  }
  await stepsToChange(500)
  let before = await slideChanges(carousel)
  await page.clock.runFor(expected - 550)
  if ((await slideChanges(carousel)) !== before) return expected - 550
  await stepsToChange(50)
  before = await slideChanges(carousel)
  await page.clock.runFor(expected - 100)
  if ((await slideChanges(carousel)) !== before) return expected - 100
  return expected - 100 + (await stepsToChange(50))
}

// One visit with the page's clock frozen: the autoplay periods, then pausing on hover, then the switches.
test("the logos move on every 1.5 s and the testimonials every 3 s; both pause on hover and with their switch", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.clock.install()
  await page.goto("/")
  await hydrated(page)

  await test.step("the logos move on every 1.5 s and the testimonials every 3 s", async () => {
    for (const [carousel, period] of [
      [logoCarousel(page), 1500],
      [testimonialCarousel(page), 3000],
    ] as const) {
      await startCarousel(page, carousel)
      await freezeTime(page)
      await page.mouse.move(5, 5)
      // Counted in 50 ms steps, and a change shows a tick after its timer fires.
      const measured = await autoplayPeriod(page, carousel, period)
      expect(measured).toBeGreaterThanOrEqual(period)
      expect(measured).toBeLessThanOrEqual(period + 50)
    }
  })

  await test.step("the testimonials pause while the mouse is over them", async () => {
    await expectPauseOnHover(page, testimonialCarousel(page), 9000, 3500)
  })

  await test.step("the logos and the testimonials pause with their switch", async () => {
    for (const carousel of [logoCarousel(page), testimonialCarousel(page)]) {
      await startCarousel(page, carousel)
      await freezeTime(page)
      await carousel.getByRole("button", { name: ui.carousel.pause }).click()
      const before = await currentIndex(carousel)
      await page.mouse.move(5, 5)
      await page.clock.runFor(10_000)
      expect(await currentIndex(carousel)).toBe(before)
    }
  })
})

test.describe("testimonials", () => {
  for (const [width, shown] of [
    [1280, 3],
    [900, 2],
    [600, 1],
  ] as const) {
    test(`${shown} at a time at ${width} px, with a dot per testimonial`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      await hydrated(page)
      await startCarousel(page, testimonialCarousel(page))
      const carousel = testimonialCarousel(page)
      await expect(carousel.locator(".slick-slide.slick-active")).toHaveCount(shown)
      await expect(carousel.getByRole("button", { name: /^Show testimonial \d$/ })).toHaveCount(
        home.testimonials.items.length,
      )
    })
  }

  test("each shows name, text, avatar and its rating; the dots choose one", async ({ page }) => {
    await page.goto("/")
    await hydrated(page)
    await startCarousel(page, testimonialCarousel(page))
    const carousel = testimonialCarousel(page)
    for (const [index, item] of home.testimonials.items.entries()) {
      const slide = carousel.locator(`.slick-slide[data-index="${index}"]`)
      await expect(slide).toContainText(item.name)
      await expect(slide).toContainText(item.text)
      // Slides off screen are aria-hidden: their rating is read where it stands, not when autoplay
      // has brought the slide round.
      await expect(
        slide.getByRole("img", { name: `Rated ${item.rating} out of 5`, includeHidden: true }),
      ).toBeAttached()
      await expect(slide.locator("img")).toHaveAttribute("src", /^\/static\//)
    }
    await carousel.scrollIntoViewIfNeeded()
    // Paused first, so that only the dot can bring the fifth testimonial (autoplay would, in time).
    await carousel.getByRole("button", { name: ui.carousel.pause }).click()
    await carousel.getByRole("button", { name: "Show testimonial 5" }).click()
    await expect(carousel.locator(".slick-current")).toHaveAttribute("data-index", "4")
  })
})

// One visit, scrolled through once.
test("no hydration warnings, no broken images, and no request leaves the site's own origin", async ({
  page,
  baseURL,
}) => {
  const urls = recordRequests(page)
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text())
  })
  page.on("pageerror", (error) => problems.push(error.message))
  await page.goto("/")
  await hydrated(page)
  await scrollThrough(page)
  const broken = await page.locator("main img:not([aria-hidden=true])").evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.loading !== "lazy" || img.getBoundingClientRect().width > 0)
      .filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0)
      .map((img) => img.currentSrc),
  )
  expect(broken).toEqual([])
  expect(problems).toEqual([])
  expectOwnOrigin(urls, baseURL)
})

test("hidden and cloned slides hold nothing that takes keyboard focus (axe aria-hidden-focus)", async ({ page }) => {
  await page.goto("/")
  await hydrated(page)
  await startCarousel(page, logoCarousel(page))
  await startCarousel(page, testimonialCarousel(page))
  // The banner's strip (with its copies of the first and last slides) starts at the first press of an arrow.
  await banner(page).getByRole("button", { name: "Next slide" }).click()
  await expect(banner(page).locator("[data-copy]")).not.toHaveCount(0)
  const focusable = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'
    return Array.from(document.querySelectorAll("main [aria-hidden=true]")).flatMap((hidden) =>
      [hidden, ...Array.from(hidden.querySelectorAll(selector))]
        // Nothing inside an inert subtree (the forms' spam honeypot) can take focus.
        .filter((element) => element.matches(selector) && !element.closest("[inert]"))
        .map((element) => element.outerHTML.slice(0, 80)),
    )
  })
  expect(focusable).toEqual([])
})

for (const [width, height] of [
  [1366, 6500],
  [900, 9000],
  [375, 13500],
]) {
  test(`nothing in the carousels moves when React takes over at ${width} px`, async ({ page }) => {
    // A viewport as tall as the page keeps every section on screen, where layout shifts are measured.
    await page.setViewportSize({ width, height })
    await page.addInitScript(() => {
      const shifts: { at: number; section: string }[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement
            const section = element?.closest("main > section")
            if (section?.querySelector(".slick-slider, [aria-roledescription=carousel], [data-banner-strip]")) {
              const name = section.getAttribute("aria-label") ?? section.querySelector("h2")?.textContent ?? "?"
              shifts.push({ at: entry.startTime, section: name })
            }
          }
        }
      }).observe({ type: "layout-shift", buffered: true })
      // The moment the testimonials' slider takes over, taken in the page: the test noticing it a
      // little later would stretch the window below past the slider's first change of slide.
      new MutationObserver((_, observer) => {
        if (
          document.querySelector('[aria-roledescription="carousel"][aria-label="Customer Testimonials"] .slick-slider')
        ) {
          Object.assign(window, { __testimonialsTakenOver: performance.now() })
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto("/")
    await hydrated(page)
    await expect(testimonialCarousel(page).locator(".slick-slider")).toBeAttached()
    // The testimonials' slider has taken over; from 3 s on it changes slide (and its dots' widths).
    const takenOver = await page.evaluate(
      () => (window as unknown as { __testimonialsTakenOver: number }).__testimonialsTakenOver,
    )
    expect(takenOver).toBeGreaterThan(0)
    // The banner's strip takes over at its first change of slide: made to happen now, before the
    // testimonials' first change of slide (3 s), whose dots change width.
    await banner(page).getByRole("button", { name: "Next slide" }).click()
    await expect(banner(page).locator("[data-banner-strip]")).toBeAttached()
    // The window ends there; the carousels go on moving after it (never all still at once), so the
    // test waits for the page's clock to pass its end, and for the frames that report its shifts:
    // a wait of up to one slider period that proves an absence (no shift within the window).
    const until = takenOver + TESTIMONIAL_CAROUSEL.settings.autoplaySpeed!
    await page.waitForFunction((end) => performance.now() >= end, until)
    await nextFrames(page)
    // Gatsby hydrates after DOMContentLoaded; earlier shifts are the browser painting a half-parsed page.
    const shifts = await page.evaluate((until) => {
      const ready = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart
      const all = (window as unknown as { __shifts: { at: number; section: string }[] }).__shifts
      return all.filter((shift) => shift.at >= ready && shift.at < until).map((shift) => shift.section)
    }, until)
    expect(shifts).toEqual([])
  })
}
