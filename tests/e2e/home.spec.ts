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
/** The slide a carousel shows first (ui/carousel.tsx marks it on the slide's wrapper). */
const currentIndex = (carousel: Locator) => carousel.locator("[data-current]").first().getAttribute("data-index")
/** The slides in view, copies included (none at rest, a copy while it loops round). */
const shownSlides = (carousel: Locator) => carousel.locator("[data-shown]")

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
 * wait for it to have started, and go back to the top without touching the clock.
 */
async function startCarousel(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.locator("[data-started]")).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 0))
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
    // The first testimonial itself (the carousel's copies of it, at the strip's end, are off screen).
    await expect(
      testimonialCarousel(page).locator("[data-index]:not([data-copy])").getByText(home.testimonials.items[0].name),
    ).toBeVisible()
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

// The banner's arrows, autoplay (no pause on hover, no dots) and pause switch are its component
// tests' on a controlled clock (tests/unit/src/components/home/banner-carousel.test.tsx); here what
// needs a browser: its first picture, fetched at once.
test.describe("banner carousel", () => {
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
  // Their timing and pausing (on hover, on focus, with the switch) are the component tests' on a
  // controlled clock (tests/unit/src/components/ui/carousel.test.tsx); here what needs the CSS.
  test("seven logos, each once; six at a time from 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto("/")
    await hydrated(page)
    await startCarousel(page, logoCarousel(page))
    const carousel = logoCarousel(page)
    const names = await carousel
      .locator("[data-index]:not([data-copy]) img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))
    expect(names).toEqual(home.channels.logos.map((logo) => logo.name))
    await expect(carousel.locator("[data-index]:not([data-copy])")).toHaveCount(7)
    await expect(shownSlides(carousel)).toHaveCount(6)
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
      await expect(shownSlides(logoCarousel(page))).toHaveCount(shown)
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
    await expect(shownSlides(carousel)).toHaveCount(1)
    // Centred in the carousel, its neighbours peeking in on either side.
    const window_ = await carousel.locator("[data-carousel-track]").locator("..").boundingBox()
    const centre = await carousel.locator("[data-current] img").boundingBox()
    expect(window_ && centre).toBeTruthy()
    if (window_ && centre) expect(centre.x + centre.width / 2).toBeCloseTo(window_.x + window_.width / 2, 0)
    for (const neighbour of await carousel.locator("[data-current] ~ *").first().locator("img").all()) {
      const box = await neighbour.boundingBox()
      expect(box && window_ && box.x < window_.x + window_.width).toBe(true)
    }
    // The layout is the CSS's: a resize changes it at once.
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(shownSlides(carousel)).toHaveCount(4)
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
      await expect(shownSlides(carousel)).toHaveCount(shown)
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
      const slide = carousel.locator(`[data-index="${index}"]:not([data-copy])`)
      await expect(slide).toContainText(item.name)
      await expect(slide).toContainText(item.text)
      // Every testimonial is read by assistive technology where it stands (only the copies are hidden).
      await expect(slide.getByRole("img", { name: `Rated ${item.rating} out of 5` })).toBeAttached()
      await expect(slide.locator("img")).toHaveAttribute("src", /^\/static\//)
    }
    await carousel.scrollIntoViewIfNeeded()
    // Paused first, so that only the dot can bring the fifth testimonial (autoplay would, in time).
    await carousel.getByRole("button", { name: ui.carousel.pause }).click()
    await carousel.getByRole("button", { name: "Show testimonial 5" }).click()
    await expect(carousel.locator("[data-current]")).toHaveAttribute("data-index", "4")
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
            if (section?.querySelector("[aria-roledescription=carousel], [data-banner-strip]")) {
              const name = section.getAttribute("aria-label") ?? section.querySelector("h2")?.textContent ?? "?"
              shifts.push({ at: entry.startTime, section: name })
            }
          }
        }
      }).observe({ type: "layout-shift", buffered: true })
      // The moment the testimonials' carousel starts (a visitor came near it), taken in the page: the
      // test noticing it a little later would stretch the window below past its first change of slide.
      new MutationObserver((_, observer) => {
        if (
          document.querySelector('[aria-roledescription="carousel"][aria-label="Customer Testimonials"] [data-started]')
        ) {
          Object.assign(window, { __testimonialsTakenOver: performance.now() })
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true, attributes: true })
      // The moment its first change of slide begins (the slide marked current moves on): its dots
      // then change width by design. React may start the carousel's clock in the same task that
      // sets data-started, before the observer above reads the time, so on a busy machine that change
      // can come a little before takenOver + its period; the window below ends at whichever is first.
      let firstCurrent: string | null = null
      new MutationObserver((records) => {
        for (const record of records) {
          const slide = record.target as Element
          if (!slide.hasAttribute("data-current")) continue
          if (!slide.closest('[aria-roledescription="carousel"][aria-label="Customer Testimonials"]')) continue
          const index = slide.getAttribute("data-index")
          if (firstCurrent === null) firstCurrent = index
          else if (index !== firstCurrent && !("__testimonialsMoved" in window))
            Object.assign(window, { __testimonialsMoved: performance.now() })
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-current"] })
    })
    await page.goto("/")
    await hydrated(page)
    await expect(testimonialCarousel(page).locator("[data-started]")).toBeAttached()
    // The testimonials' carousel has started; from 3 s on it changes slide (and its dots' widths).
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
    // a wait of up to one carousel period that proves an absence (no shift within the window).
    const until = takenOver + TESTIMONIAL_CAROUSEL.autoplaySpeed
    await page.waitForFunction((end) => performance.now() >= end, until)
    await nextFrames(page)
    // Gatsby hydrates after DOMContentLoaded; earlier shifts are the browser painting a half-parsed page.
    const shifts = await page.evaluate((until) => {
      const ready = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart
      const seen = window as unknown as { __shifts: { at: number; section: string }[]; __testimonialsMoved?: number }
      const end = Math.min(until, seen.__testimonialsMoved ?? Infinity)
      return seen.__shifts.filter((shift) => shift.at >= ready && shift.at < end).map((shift) => shift.section)
    }, until)
    expect(shifts).toEqual([])
  })
}
