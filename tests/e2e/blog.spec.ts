// The blog against the build made from the fixture dashboard (scripts/build-for-tests.sh), which the
// tests also run for the pages' own requests (playwright.config.ts).
import { spawn } from "node:child_process"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { DASHBOARD_URL, fixturePosts, type FixtureBlog } from "../support/fixtures/dashboard"
import { headOf, readYaml, site, SITE_TEL } from "../support/browser/site"
import { ui } from "../support/browser/layout"
import { freePort } from "../support/fixtures/free-port"

const blogTexts = readYaml<{ postCta: { heading: string; text: string; relatedHeading: string } }>("content/blog.yaml")

const fixture = (id: number) => fixturePosts.find((p) => (p as FixtureBlog)?.id == id) as FixtureBlog

/** The fixture posts the build keeps, in the dashboard's order, with the slugs they must get. */
const BUILT = [
  { id: 101, slug: "antenna-alignment-guide", title: "How Antenna Alignment Affects Your Picture" },
  {
    id: 102,
    slug: "whats-the-best-tv-antenna-for-melbourne-2025-update",
    title: "What's the Best TV Antenna for Melbourne? (2025 Update!)",
  },
  {
    id: 103,
    slug: "tv-and-data-cabling-checklist",
    title: "The Complete TV and Data Cabling Checklist for Renovators",
  },
  { id: 104, slug: "security-camera-myths", title: "Security Camera Myths" },
  { id: 105, slug: "content-only-post", title: "Foxtel Hub Set-Up: What to Expect on the Day" },
  { id: 106, slug: "undated-post-without-extras", title: "Quick Tip: Rescan Your TV After a Storm" },
  { id: 107, slug: "image-download-fails", title: "Relocating TV Points Without Patching Walls" },
  { id: 108, slug: "cctv-storage-explained", title: "CCTV Storage Explained: How Many Days of Footage Do You Need?" },
  { id: 109, slug: "mdu-matv-upgrades", title: "Upgrading MATV in Apartment Blocks" },
  // Older posts, enough for the list to need a second page.
  { id: 112, slug: "choosing-a-tv-wall-bracket", title: "Choosing a Wall Bracket for a Large TV" },
  { id: 113, slug: "foxtel-no-satellite-signal", title: 'Why Your Foxtel Box Says "No Satellite Signal"' },
  { id: 114, slug: "data-points-vs-wifi-extenders", title: "Data Points vs Wi-Fi Extenders: What Works Best at Home" },
  { id: 115, slug: "tv-reception-in-the-hills", title: "Digital TV Reception in Melbourne's Hills Suburbs" },
]

/** The blog list's pages (BLOG_LIST_PAGE_SIZE): /blogs/ shows the first twelve, /blogs/2/ the rest. */
const FIRST_PAGE = BUILT.slice(0, 12)
const SECOND_PAGE = BUILT.slice(12)

/** Text of a one-paragraph HTML fragment. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

/** Head tags and structured data of a page as the server sends it. */
function headDetails(html: string) {
  const meta = (attr: string, name: string) =>
    html.match(new RegExp(`<meta[^>]+${attr}="${name}"[^>]+content="([^"]*)"`))?.[1]
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  )
  return {
    ...headOf(html),
    ogType: meta("property", "og:type"),
    ogTitle: meta("property", "og:title"),
    ogImage: meta("property", "og:image"),
    twitterTitle: meta("name", "twitter:title"),
    twitterDescription: meta("name", "twitter:description"),
    jsonLd,
  }
}

/** Adds a post to the dashboard, as an editor publishing after the build would. */
async function publish(page: Page, post: FixtureBlog) {
  const response = await page.request.post(`${DASHBOARD_URL}/__test/posts`, { data: post })
  expect(response.status()).toBe(201)
}

/**
 * Records dialogs, page errors and console errors (not failed resource loads: content may link
 * images that are gone, and a plain static host answers newer posts with a 404).
 */
function watchForTrouble(page: Page) {
  const problems: string[] = []
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(`console: ${message.text()}`)
    }
  })
  return problems
}

/** Starts `command` and waits for the address it prints ("... at http://host:port/"). */
async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  // A process group of its own, so that stopping it also stops what it started (serve-local's PHP).
  const server = spawn(command, args, { cwd: path.resolve(__dirname, "../.."), env, detached: true })
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      const match = /at (http:\/\/\S+\/)/.exec(chunk.toString())
      if (match) resolve(match[1])
    })
    server.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)))
  })
  return { url, stop: () => process.kill(-(server.pid as number)) }
}

/** The build served by scripts/serve-static.mjs; with --rewrite, like Apache or Netlify with the generated rewrites. */
const startHost = (flags: string[]) =>
  startServer(process.execPath, ["scripts/serve-static.mjs", "public", "0", ...flags])

/** What `npm start` serves after its build (scripts/serve-local.sh), on free ports. */
async function startServeLocal() {
  const [port, backendPort] = await Promise.all([freePort(), freePort()])
  return startServer("bash", ["scripts/serve-local.sh"], {
    ...process.env,
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
  })
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

test.describe("pre-rendered (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false })

  test("/blogs/ lists the first twelve usable posts in the dashboard's order, /blogs/2/ the rest, none of the broken entries", async ({
    page,
  }) => {
    for (const [path, posts] of [
      ["/blogs/", FIRST_PAGE],
      ["/blogs/2/", SECOND_PAGE],
    ] as const) {
      await page.goto(path)
      await expect(page.locator("h1")).toHaveText("Blog")
      const cards = page.getByTestId("blog-card")
      await expect(cards).toHaveCount(posts.length)
      await expect(cards.locator("h2")).toHaveText(posts.map((p) => p.title))
      for (const [index, post] of posts.entries()) {
        await expect(cards.nth(index).getByRole("link", { name: /^Read More/ })).toHaveAttribute(
          "href",
          `/blog/${post.slug}/`,
        )
      }
      await expect(page.getByText("An entry without an id")).toHaveCount(0)
      await expect(page.locator("body")).not.toContainText("Invalid Date")
      await expect(page.locator("body")).not.toContainText("Loading blogs...")
    }
  })

  test("the list's pages link to each other, and each has its own title, description and canonical address", async ({
    page,
  }) => {
    // As search engines get them.
    const [one, two] = await Promise.all(
      ["/blogs/", "/blogs/2/"].map(async (path) => headOf(await (await page.request.get(path)).text())),
    )
    expect(two.title).toBe(`${one.title} | Page 2 of 2`)
    expect(two.description).toBe(`Page 2 of 2. ${one.description}`)
    expect(one.canonical).toMatch(/\/blogs\/$/)
    expect(two.canonical).toMatch(/\/blogs\/2\/$/)

    await page.goto("/blogs/")
    const pager = page.getByRole("navigation", { name: "Blog pages" })
    await expect(pager.getByRole("link", { name: "Newer posts" })).toHaveCount(0)
    await expect(pager.locator("[aria-current='page']")).toHaveText("Page 1")
    await pager.getByRole("link", { name: "Older posts" }).click()
    await page.waitForURL("**/blogs/2/")
    await expect(pager.getByRole("link", { name: "Older posts" })).toHaveCount(0)
    await expect(pager.locator("[aria-current='page']")).toHaveText("Page 2")
    await expect(page.getByTestId("blog-card").locator("h2")).toHaveText(SECOND_PAGE.map((p) => p.title))
    await pager.getByRole("link", { name: "Page 1" }).click()
    await page.waitForURL(/\/blogs\/$/)
    await expect(page.getByTestId("blog-card")).toHaveCount(FIRST_PAGE.length)
  })

  test("a card shows image, title, author, Australian date and the first 100 characters plus ...", async ({ page }) => {
    await page.goto("/blogs/")
    const card = page.getByTestId("blog-card").nth(1)
    const source = fixture(102)
    const text = textOf(String(source.short_description))
    await expect(card).toContainText("By Josh Taylor")
    await expect(card.locator("time")).toHaveText("5 October 2025")
    await expect(card.locator("time")).toHaveAttribute("datetime", "2025-10-05")
    await expect(card.locator("p").filter({ hasText: "Phased array" })).toHaveText(`${text.slice(0, 100).trimEnd()}...`)
    // Optimised at build: responsive sources served from the site, not the dashboard; the widths the
    // card and the post's page share (one set of files per picture).
    await expect(card.locator("picture source[type='image/webp'][srcset]")).toHaveAttribute(
      "srcset",
      /^\/static\/\S+ 400w,\s*\/static\/\S+ 800w,\s*\/static\/\S+ 1200w$/,
    )
    // An unparseable date is shown as given.
    await expect(page.getByTestId("blog-card").nth(5)).toContainText("Last Tuesday")
  })

  test("a post whose image could not be downloaded shows the original URL", async ({ page }) => {
    await page.goto("/blog/image-download-fails/")
    await expect(page.locator("article img").first()).toHaveAttribute(
      "src",
      `${DASHBOARD_URL}/uploads/missing-photo.jpg`,
    )
  })

  test("the recent posts are the first five of the build, each with its date", async ({ page }) => {
    await page.goto(`/blog/${BUILT[8].slug}/`)
    const recent = page.getByRole("region", { name: "Recent Posts" })
    await expect(recent.getByRole("link")).toHaveText(BUILT.slice(0, 5).map((p) => p.title))
    await expect(recent.locator("time")).toHaveText([
      "20 October 2025",
      "5 October 2025",
      "18 September 2025",
      "1 September 2025",
      "12 August 2025",
    ])
  })

  test("the recent posts never list the post being read: the next one takes its place", async ({ page }) => {
    await page.goto(`/blog/${BUILT[1].slug}/`)
    const recent = page.getByRole("region", { name: "Recent Posts" })
    await expect(recent.getByRole("link")).toHaveText([0, 2, 3, 4, 5].map((index) => BUILT[index].title))
  })

  test("the sitemap lists the blog list's first page of posts under Blog, then its older posts", async ({ page }) => {
    await page.goto("/sitemap/")
    const group = page.locator("section").filter({ has: page.getByRole("heading", { name: "Blog", exact: true }) })
    await expect(group.getByRole("link")).toHaveText([...FIRST_PAGE.map((p) => p.title), "Older posts (page 2 of 2)"])
    await expect(group.getByRole("link").first()).toHaveAttribute("href", `/blog/${BUILT[0].slug}/`)
    await group.getByRole("link", { name: "Older posts (page 2 of 2)" }).click()
    await page.waitForURL("**/blogs/2/")
    await expect(page.getByTestId("blog-card").getByRole("heading")).toHaveText(SECOND_PAGE.map((p) => p.title))
  })
})

/**
 * What some posts show besides what every post does, checked on the same visit, after it (a check
 * may leave the page).
 */
const MORE: Record<string, { step: string; check: (page: Page) => Promise<void> }> = {
  "content-only-post": {
    step: "a post with only `content` shows it",
    check: async (page) => {
      await expect(page.getByTestId("blog-content")).toContainText("This post has only the content field")
      await expect(page.getByTestId("blog-short-description")).toContainText("What happens when our technician")
    },
  },
  "image-download-fails": {
    step: "a post whose picture fails shows the business's mark and name instead, on its page and its card",
    check: async (page) => {
      const placeholder = page.locator("article [data-placeholder]")
      await expect(placeholder).toBeVisible()
      await expect(placeholder).toHaveAccessibleName("Relocating TV Points Without Patching Walls")
      await expect(placeholder).toContainText(site.name)
      await page.goto("/blogs/")
      const card = page.getByTestId("blog-card").filter({ hasText: "Relocating TV Points Without Patching Walls" })
      await expect(card.locator("[data-placeholder]")).toBeVisible()
      // A post without any picture gets the same.
      await expect(
        page.getByTestId("blog-card").filter({ hasText: BUILT[5].title }).locator("[data-placeholder]"),
      ).toBeVisible()
    },
  },
  "mdu-matv-upgrades": {
    step: "clicking a recent post shows it from the top",
    check: async (page) => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      await page.getByRole("region", { name: "Recent Posts" }).getByRole("link", { name: BUILT[0].title }).click()
      await page.waitForURL(`**/blog/${BUILT[0].slug}/`)
      await expect(page.locator("h1")).toHaveText(BUILT[0].title)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    },
  },
}

test.describe("post pages", () => {
  for (const post of BUILT) {
    const more = MORE[post.slug]
    const title = `/blog/${post.slug}/ is pre-rendered with title, meta, breadcrumb and both HTML parts`
    test(more ? `${title}; ${more.step}` : title, async ({ page }) => {
      const problems = watchForTrouble(page)
      const response = await page.goto(`/blog/${post.slug}/`)
      expect(response?.status()).toBe(200)
      const source = fixture(post.id)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("h1")).toHaveText(post.title)
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
      await expect(crumbs.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs/")
      const crumb = post.title.length > 30 ? `${post.title.slice(0, 30).trimEnd()}...` : post.title
      await expect(crumbs.locator("[aria-current='page']")).toHaveText(crumb)
      if (typeof source.category_name === "string") {
        await expect(page.locator("main").getByText(source.category_name, { exact: true })).toBeVisible()
      }
      const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(String(source.full_content ?? source.content))?.[1] ?? ""
      await expect(page.getByTestId("blog-content").locator("p").first()).toHaveText(textOf(firstParagraph))
      await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs/")
      await expect(page.getByRole("region", { name: "Follow Us On" }).getByRole("link")).toHaveCount(4)
      expect(problems).toEqual([])
      if (more) await test.step(more.step, () => more.check(page))
    })
  }

  test("the HTML-heavy post keeps its structure; tables scroll instead of widening a phone screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/blog/tv-and-data-cabling-checklist/")
    const content = page.getByTestId("blog-content")
    await expect(content.locator("h2").first()).toHaveText("Checklist heading written as h1")
    await expect(content.locator("ol ol li")).toHaveCount(2)
    await expect(content.locator("table th")).toHaveCount(7)
    await expect(content.locator("blockquote")).toContainText("Label both ends")
    await expect(content.locator("figure img")).toHaveAttribute("src", `${DASHBOARD_URL}/uploads/cabling-figure.jpg`)
    await expect(content.getByRole("link", { name: "ACMA cabling rules" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
    await expect(content.getByRole("link", { name: "ACMA cabling rules" })).toHaveAttribute("target", "_blank")
    const internal = content.getByRole("link", { name: "pre wiring service" })
    await expect(internal).toHaveAttribute("href", "/service/pre-wiring-installation-melbourne/")
    await expect(internal).not.toHaveAttribute("rel", /.+/)
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: document.querySelector("[data-testid='blog-content'] table")!.scrollWidth,
      tableBox: document.querySelector("[data-testid='blog-content'] table")!.clientWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    expect(widths.table).toBeGreaterThan(widths.tableBox)
  })

  test("every post ends with a call, a free quote and links to the services it names", async ({ page }) => {
    await page.goto("/blog/tv-and-data-cabling-checklist/")
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    const cta = page.getByRole("region", { name: blogTexts.postCta.heading })
    await expect(cta).toContainText(blogTexts.postCta.text)
    await expect(cta.getByRole("link", { name: `${ui.actions.call} ${site.phone.display}` })).toHaveAttribute(
      "href",
      SITE_TEL,
    )
    const related = cta.getByRole("navigation", { name: blogTexts.postCta.relatedHeading }).getByRole("link")
    await expect(related).toHaveText(["Pre Wiring"])
    await expect(related).toHaveAttribute("href", "/service/pre-wiring-installation-melbourne/")
    await cta.getByRole("button", { name: ui.actions.quote }).click()
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible()

    // A post that names no service still ends with the call and the quote, without the list.
    await page.goto("/blog/antenna-alignment-guide/")
    const plain = page.getByRole("region", { name: blogTexts.postCta.heading })
    await expect(plain.getByRole("button", { name: ui.actions.quote })).toBeVisible()
    await expect(plain.getByRole("navigation")).toHaveCount(0)
  })
})

test.describe("pre-rendered head", () => {
  test("meta_title and meta_description are used when the dashboard gives them", async ({ request }) => {
    const head = headDetails(await (await request.get("/blog/antenna-alignment-guide/")).text())
    const source = fixture(101)
    expect(head.title).toBe(source.meta_title)
    expect(head.description).toBe(source.meta_description)
    expect(head.canonical).toMatch(/^https?:\/\/[^/]+\/blog\/antenna-alignment-guide\/$/)
    expect(head.ogUrl).toBe(head.canonical)
    expect(head.robots).toBe("index,follow")
    expect(head.ogType).toBe("article")
    expect(head.ogTitle).toBe(source.meta_title)
    expect(head.twitterTitle).toBe(source.meta_title)
    expect(head.twitterDescription).toBe(source.meta_description)
    expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/static\/.+\.jpg$/)
    const posting = head.jsonLd.find((d) => d["@type"] === "BlogPosting")
    expect(posting).toMatchObject({
      headline: "How Antenna Alignment Affects Your Picture",
      datePublished: "2025-10-20",
      author: { name: "Daniel Reid" },
      url: head.canonical,
    })
    const breadcrumb = head.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[]
    }
    expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual([
      "Home",
      "Blogs",
      "How Antenna Alignment Affects Your Picture",
    ])
    expect(breadcrumb.itemListElement[2].item).toBe(head.canonical)
  })

  test("without them: the title, and the short description's text cut to 160 characters", async ({ request }) => {
    const slug = "whats-the-best-tv-antenna-for-melbourne-2025-update"
    const head = headDetails(await (await request.get(`/blog/${slug}/`)).text())
    const text = textOf(String(fixture(102).short_description))
    expect(head.title).toBe("What&#x27;s the Best TV Antenna for Melbourne? (2025 Update!)")
    expect(head.description).toBe(text.slice(0, 160).trimEnd().replace(/&/g, "&amp;"))
    expect(text.length).toBeGreaterThan(160)
    expect(head.robots).toBe("index,follow")
  })
})

test.describe("hostile HTML", () => {
  test("nothing of the hostile post runs, covers the page or leaves the site unguarded", async ({ page, request }) => {
    const problems = watchForTrouble(page)
    const html = await (await request.get("/blog/security-camera-myths/")).text()
    expect(html).not.toContain("__pwned")
    await page.goto("/blog/security-camera-myths/")
    await expect(page.locator("h1")).toHaveText("Security Camera Myths")
    await expect(page.getByText("Myth two: cameras are only for big houses.")).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    const article = page.locator("article")
    const sanitised = article.locator("[data-testid^='blog-']")
    await expect(sanitised).toHaveCount(2)
    await expect(
      sanitised.locator("script, iframe, svg, form, input, object, embed, style, math, link, meta, base"),
    ).toHaveCount(0)
    const attributes = await article.evaluate((root) =>
      [...root.querySelectorAll("[data-testid^='blog-'] *")].flatMap((el) =>
        [...el.attributes].map((a) => `${a.name}=${a.value}`),
      ),
    )
    expect(attributes.filter((a) => /^(on\w+|style|class|id|srcset)=/i.test(a))).toEqual([])
    // The only target is the new tab of a link to another site, always without a handle on this window.
    expect(attributes.filter((a) => /^target=/i.test(a))).toEqual(["target=_blank"])
    expect(attributes.filter((a) => /^(href|src)=\s*(javascript|data|vbscript):/i.test(a))).toEqual([])
    await expect(article.getByRole("link", { name: "External reference" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
    await expect(page.getByText("Style overlay")).toHaveCSS("position", "static")
    await expect(page.locator("body")).toBeVisible()
    await expect(page.locator("header")).toBeVisible()
    expect(problems).toEqual([])
  })

  test("the hostile card on the list runs nothing either", async ({ page }) => {
    const problems = watchForTrouble(page)
    await page.goto("/blogs/")
    await expect(page.getByRole("heading", { name: "Security Camera Myths" })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(problems).toEqual([])
  })
})

test.describe("after the build", () => {
  test("a build less than two hours old shows its own list and recent posts, asking the dashboard for neither", async ({
    page,
  }) => {
    const slug = unique("unseen-while-current")
    await publish(page, { id: slug, slug, title: `Unseen ${slug}`, date: "2025-12-24", full_content: "<p>x</p>" })
    const asked: string[] = []
    page.on("request", (r) => {
      if (/\/(get-blogs|fetch-blogs)\.php/.test(r.url())) asked.push(new URL(r.url()).pathname)
    })
    for (const path of ["/blogs/", "/blog/mdu-matv-upgrades/"]) {
      await page.goto(path)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      // The refresh would be asked for as the page starts: a quiet network once it has started
      // proves it was not.
      await page.waitForLoadState("networkidle")
    }
    expect(asked).toEqual([])
    await page.goto("/blogs/")
    await expect(page.getByTestId("blog-card")).toHaveCount(FIRST_PAGE.length)
    await expect(page.getByText(`Unseen ${slug}`)).toHaveCount(0)
  })

  test("a new post opened by its address is fetched by slug, with its head tags and sanitised HTML", async ({
    page,
  }) => {
    const problems = watchForTrouble(page)
    const slug = unique("direct-after-build")
    await publish(page, {
      id: slug,
      slug,
      title: "Directly Opened Post",
      author: "Web Editor",
      date: "2025-12-01 09:00:00",
      meta_title: "Directly Opened | Meta",
      meta_description: "A description set on the dashboard for a post newer than the build.",
      short_description: '<p>Short.<img src="x" onerror="window.__pwned=\'runtime img\'"></p>',
      full_content:
        "<h2>Runtime heading</h2><script>window.__pwned='runtime script'</script>" +
        "<a href=\"javascript:window.__pwned='runtime link'\">bad link</a><svg onload=\"window.__pwned='runtime svg'\"></svg>" +
        '<p style="position:fixed;inset:0">Styled</p><iframe src="https://evil.example/"></iframe>',
    })
    const response = await page.goto(`/blog/${slug}/`)
    // A plain static host answers with 404.html; the page is shown anyway.
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1")).toHaveText("Directly Opened Post")
    await expect(page).toHaveURL(`/blog/${slug}/`)
    await expect(page.getByTestId("blog-content").locator("h2")).toHaveText("Runtime heading")
    await expect(page).toHaveTitle("Directly Opened | Meta")
    await expect(page.locator("meta[name='description']")).toHaveAttribute(
      "content",
      "A description set on the dashboard for a post newer than the build.",
    )
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`/blog/${slug}/$`))
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "index,follow")
    await expect(page.getByText("Taking you to")).toBeHidden()
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    await expect(page.locator("article script, article iframe, article [style], article [onerror]")).toHaveCount(0)
    await expect(page.getByText("bad link")).not.toHaveAttribute("href")
    expect(problems).toEqual([])
  })

  test("a new post without a slug is found by its normalised title; an odd slug by the raw one", async ({ page }) => {
    const title = `No Slug? Here's ${unique("Post")}!`
    await publish(page, {
      id: unique("id"),
      title,
      short_description: "<p>s</p>",
      full_content: "<p>Found by title.</p>",
    })
    const normalised = title
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, "")
      .replace(/\s+/g, "-")
    await page.goto(`/blog/${normalised}/`)
    await expect(page.locator("h1")).toHaveText(title)

    const odd = `Odd_${unique("Slug")}`
    await publish(page, { id: unique("id"), slug: odd, title: "Odd Slug Post", full_content: "<p>Found raw.</p>" })
    const asked: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("fetch-blog-by-slug.php")) asked.push(new URL(r.url()).searchParams.get("slug") ?? "")
    })
    await page.goto(`/blog/${odd}/`)
    await expect(page.getByTestId("blog-content")).toHaveText("Found raw.")
    expect(asked).toEqual([odd.toLowerCase().replace(/_/g, ""), odd])
  })

  test("an unknown slug says the blog was not found", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post-anywhere/")
    expect(response?.status()).toBe(404)
    await expect(page.getByText("Blog not found or the link is broken.")).toBeVisible()
    await expect(page).toHaveURL("/blog/no-such-post-anywhere/")
    await expect(page).toHaveTitle("Blog not found")
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/)
  })

  test("on a host that rewrites like .htaccess and _redirects, a new post answers 200 and renders", async ({
    page,
  }) => {
    const problems = watchForTrouble(page)
    const slug = unique("rewritten")
    await publish(page, { id: slug, slug, title: "Served By Rewrite", full_content: "<p>Rewritten.</p>" })
    const host = await startHost(["--rewrite"])
    try {
      const response = await page.goto(`${host.url}blog/${slug}/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator("h1")).toHaveText("Served By Rewrite")
      await expect(page.getByTestId("blog-content")).toHaveText("Rewritten.")
      await expect(page).toHaveTitle("Served By Rewrite")
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`/blog/${slug}/$`))
      await expect(page.getByText("Taking you to")).toBeHidden()
      expect(new URL(page.url()).pathname).toBe(`/blog/${slug}/`)
      // A pre-rendered post is still served as itself.
      const built = await page.goto(`${host.url}blog/${BUILT[0].slug}/`)
      expect(await built?.text()).toContain(BUILT[0].title)
      // An unknown slug: the page answers, and says so.
      await page.goto(`${host.url}blog/no-such-post-anywhere/`)
      await expect(page.getByText("Blog not found or the link is broken.")).toBeVisible()
      await expect(page).toHaveTitle("Blog not found")
      expect(problems).toEqual([])
    } finally {
      host.stop()
    }
  })

  test("with npm start (scripts/serve-local.sh), a new post is reachable at its address", async ({ page }) => {
    const problems = watchForTrouble(page)
    const slug = unique("served-locally")
    await publish(page, { id: slug, slug, title: "Served By npm start", full_content: "<p>Local.</p>" })
    const host = await startServeLocal()
    try {
      const response = await page.goto(`${host.url}blog/${slug}/`)
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId("blog-content")).toHaveText("Local.")
      await expect(page).toHaveTitle("Served By npm start")
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`/blog/${slug}/$`))
      expect(problems).toEqual([])
    } finally {
      host.stop()
    }
  })

  test("the host files rewrite newer posts and their page data to the 404 page's", async ({ request }) => {
    const htaccess = await (await request.get("/.htaccess")).text()
    expect(htaccess).toContain("RewriteRule ^blog/.*$ /404.html [L]")
    expect(htaccess).toContain("RewriteRule ^page-data/blog/.*$ /page-data/404.html/page-data.json [L]")
    const netlify = await (await request.get("/_redirects")).text()
    expect(netlify).toContain("/blog/* /404.html 200")
    expect(netlify).toContain("/page-data/blog/* /page-data/404.html/page-data.json 200")
  })

  test("no page's scripts list the posts: the app bundle has no route table of them", async ({ request }) => {
    const home = await (await request.get("/")).text()
    const scripts = [...home.matchAll(/"(\/(?:app|webpack-runtime|framework)-[0-9a-f]+\.js)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of new Set(scripts)) {
      const code = await (await request.get(script)).text()
      for (const post of BUILT) expect(code, script).not.toContain(`/blog/${post.slug}/`)
    }
  })

  test("/blog/ goes to the blog list; other unknown paths still go home", async ({ page }) => {
    await page.goto("/blog/")
    await page.waitForURL("**/blogs/")
    await page.goto("/blog/a/b/")
    await page.waitForURL((url) => url.pathname === "/")
  })
})

/** Three hours on from now: the test build is then older than the two hours it is taken as current. */
const BUILD_BEHIND = Date.now() + 3 * 60 * 60 * 1000

test.describe("after the build, once the build is more than two hours old", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(BUILD_BEHIND)
  })

  test("the list refreshes from the dashboard; Read More opens the new post from navigation state", async ({
    page,
  }) => {
    const slug = unique("fresh-after-build")
    await publish(page, {
      id: slug,
      slug,
      title: `Fresh After Build ${slug}`,
      author: "New Author",
      date: "2025-11-30 08:00:00",
      image: "fresh.jpg",
      category_name: "News",
      short_description: "<p>Published on the dashboard after the site was built.</p>",
      full_content: "<p>The full story of a post that arrived after the build.</p>",
    })
    const bySlug: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("fetch-blog-by-slug.php")) bySlug.push(r.url())
    })
    await page.goto("/blogs/")
    const card = page.getByTestId("blog-card").filter({ hasText: slug })
    await expect(card.locator("p").filter({ hasText: "Published on the dashboard" })).toHaveText(
      "Published on the dashboard after the site was built...",
    )
    await expect(card.locator("img")).toHaveAttribute("src", `${DASHBOARD_URL}/uploads/fresh.jpg`)
    await card.getByRole("link", { name: /^Read More/ }).click()
    await page.waitForURL(`**/blog/${slug}/`)
    await expect(page.locator("h1")).toHaveText(`Fresh After Build ${slug}`)
    await expect(page.getByTestId("blog-content")).toHaveText("The full story of a post that arrived after the build.")
    await expect(page).toHaveTitle(`Fresh After Build ${slug}`)
    expect(bySlug).toEqual([])
  })

  test("posts published since the build push the oldest of /blogs/ onto the last page, never off the list", async ({
    page,
  }) => {
    const newer = ["newest-a", "newest-b"].map((slug) => ({
      id: slug,
      slug,
      title: `Newer Than The Build ${slug}`,
      author: "New Author",
      date: "2025-11-30 08:00:00",
      short_description: "<p>Published on the dashboard after the site was built.</p>",
      full_content: "<p>Arrived after the build.</p>",
    }))
    // The dashboard's answer (its headers), with its list as this test has it, whatever other tests
    // publish meanwhile.
    await page.route(`${DASHBOARD_URL}/get-blogs.php`, async (route) =>
      route.fulfill({ response: await route.fetch(), json: [...newer, ...fixturePosts] }),
    )
    const readMore = () =>
      page
        .getByTestId("blog-card")
        .getByRole("link", { name: /^Read More/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    const posts = (slugs: string[]) => slugs.map((slug) => `/blog/${slug}/`)
    await page.goto("/blogs/")
    await expect.poll(readMore).toEqual(posts([...newer, ...BUILT.slice(0, 10)].map((p) => p.slug)))
    // The last page the build made, reached in the site: the two that no longer fit on /blogs/, and its own.
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Older posts" }).click()
    await page.waitForURL("**/blogs/2/")
    await expect.poll(readMore).toEqual(posts(BUILT.slice(10).map((p) => p.slug)))
  })

  test("the recent posts are refreshed from fetch-blogs.php", async ({ page }) => {
    const slug = unique("recent-after-build")
    await publish(page, { id: slug, slug, title: `Recent ${slug}`, date: "2025-12-24", full_content: "<p>x</p>" })
    await page.goto("/blog/mdu-matv-upgrades/")
    const recent = page.getByRole("region", { name: "Recent Posts" })
    await expect(recent.getByRole("listitem").filter({ hasText: `Recent ${slug}` })).toContainText("24 December 2025")
    await expect(recent.getByRole("link")).toHaveCount(5)
  })

  test("a failed list refresh keeps the pre-rendered list and logs", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()))
    await page.route(`${DASHBOARD_URL}/get-blogs.php`, (route) => route.fulfill({ status: 500, body: "down" }))
    await page.goto("/blogs/")
    await expect.poll(() => errors.some((e) => e.includes("Could not refresh the blog list"))).toBe(true)
    await expect(page.getByTestId("blog-card")).toHaveCount(FIRST_PAGE.length)
  })
})
