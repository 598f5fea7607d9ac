import fs from "node:fs"
import path from "node:path"
import { FileSystemConfigLoader, HtmlValidate } from "html-validate"
import { expect, test } from "../support/browser/fixtures"
import { FIXED_PAGES, SERVICE_PAGES, readYaml, services } from "../support/browser/site"

/** Paths listed in sitemap-0.xml, without the site URL. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const index = await (await request.get("/sitemap.xml")).text()
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const urls: string[] = []
  for (const part of parts) {
    const xml = await (await request.get(part)).text()
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
  }
  return urls
}

test("robots.txt points to the sitemap, which lists exactly the canonical pages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  const urls = await sitemapPaths(request)
  // The blog list's pages, each found from the one before, and the posts they link to.
  const lists = ["/blogs/"]
  const posts = new Set<string>()
  for (let list: string | undefined = "/blogs/"; list; ) {
    const html = await (await request.get(list)).text()
    for (const m of html.matchAll(/href="(\/blog\/[^"/]+\/)"/g)) posts.add(m[1])
    list = /<a[^>]*\brel="next"[^>]*>/.exec(html)?.[0].match(/href="([^"]+)"/)?.[1]
    if (list) lists.push(list)
  }
  expect(lists.length, "the test build's blog has a second page").toBeGreaterThan(1)
  const expected = [...new Set([...FIXED_PAGES, ...lists, ...SERVICE_PAGES, ...posts])].sort()
  const origin = new URL(urls[0]).origin
  expect(urls.every((u) => u.startsWith(origin))).toBe(true)
  expect(urls.map((u) => new URL(u).pathname).sort()).toEqual(expected)
})

test("every canonical page is complete for search engines before any JavaScript runs", async ({
  browser,
  request,
  baseURL,
}) => {
  const paths = (await sitemapPaths(request)).map((u) => new URL(u).pathname)
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  // The pages as search engines get them: the pre-rendered HTML, no JavaScript. Everything read
  // below is in the document as parsed; the pictures and styles need not have loaded.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(path, { waitUntil: "domcontentloaded" })
    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? "",
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
      twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute("content") ?? "",
      headings: [...document.querySelectorAll("h1,h2,h3,h4,h5,h6")].map((h) => Number(h.tagName[1])),
      // gatsby-plugin-image's layout sizer (an aria-hidden inline SVG) reserves space and is not content.
      images: [...document.querySelectorAll("img:not([aria-hidden='true'][src^='data:image/svg'])")].map((img) => ({
        src: img.getAttribute("src") ?? img.getAttribute("data-src") ?? "",
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    }))
    expect(head.lang, path).toBe("en-AU")
    expect(titles.has(head.title), `${path} title is unique`).toBe(false)
    expect(descriptions.has(head.description), `${path} description is unique`).toBe(false)
    titles.add(head.title)
    descriptions.add(head.description)
    expect(head.description.length, path).toBeGreaterThan(50)
    expect(head.canonical, path).toBe(new URL(path, head.canonical).href)
    expect(head.canonical, path).toMatch(/^https?:\/\//)
    expect(head.ogUrl, path).toBe(head.canonical)
    expect(head.ogImage, path).toMatch(/^https?:\/\/.+\.(jpg|png|webp)$/)
    expect(head.twitterCard, path).toBe("summary_large_image")
    expect(
      head.headings.filter((h) => h === 1),
      `${path} has one h1`,
    ).toHaveLength(1)
    expect(head.headings[0], `${path} starts with its h1`).toBe(1)
    head.headings.forEach((level, i) => {
      if (i > 0) expect(level, `${path} heading ${i} skips a level`).toBeLessThanOrEqual(head.headings[i - 1] + 1)
    })
    for (const img of head.images) {
      expect(img.alt, `${path} ${img.src.slice(0, 60)} alt`).not.toBeNull()
      expect(img.width, `${path} ${img.src.slice(0, 60)} width`).toBeTruthy()
      expect(img.height, `${path} ${img.src.slice(0, 60)} height`).toBeTruthy()
    }
    const types = head.jsonLd.map((text) => JSON.parse(text)["@type"])
    expect(types, path).toContain("Electrician")
    if (path.startsWith("/service/")) expect(types, path).toEqual(expect.arrayContaining(["Service", "FAQPage"]))
    if (path.startsWith("/blog/"))
      expect(types, path).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]))
  }
  await context.close()
})

test("in-site navigation brings each page's own head, each tag once", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  const home = readYaml<{ seo: { title: string; description: string } }>("content/home.yaml")
  const service = services[services.length - 1]
  const liveHead = () =>
    page.evaluate(() => ({
      title: document.title,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute("content")),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (l) => new URL(l.getAttribute("href")!).pathname,
      ),
      types: [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "{}")["@type"] as string)
        .sort(),
      stayed: (window as unknown as { stayed?: boolean }).stayed === true,
    }))
  await page.goto("/")
  // Once React and the head's own code have taken over, the pre-rendered tags are still there, once each.
  await page.waitForLoadState("networkidle")
  const homeHead = await liveHead()
  expect(homeHead).toMatchObject({ title: home.seo.title, descriptions: [home.seo.description], canonicals: ["/"] })
  expect(homeHead.types.filter((type) => type === "Electrician")).toHaveLength(1)
  await page.evaluate(() => Object.assign(window, { stayed: true }))

  const nav = page.getByRole("navigation", { name: "Main" })
  await nav.getByRole("button", { name: "Services" }).click()
  await page.locator("#services-menu").getByRole("link", { name: service.menuLabel }).click()
  await expect(page).toHaveURL(new RegExp(`/service/${service.slug}/$`))
  await expect.poll(liveHead).toEqual({
    title: service.seo.title,
    descriptions: [service.seo.description],
    canonicals: [`/service/${service.slug}/`],
    types: ["Electrician", "FAQPage", "Service"],
    stayed: true,
  })

  await page.goBack()
  await expect.poll(liveHead).toEqual({ ...homeHead, stayed: true })
})

// Validates the pre-rendered pages in public/ with the rule set of .htmlvalidate.json (see README,
// "HTML validity", for why each relaxed rule is relaxed).
const root = path.resolve(__dirname, "../../public")

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

test("every pre-rendered page is valid HTML", async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const files = htmlFiles(root)
  expect(files.length).toBeGreaterThan(20)
  const problems: string[] = []
  for (const file of files) {
    const report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path.relative(root, file)}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`)
      }
    }
  }
  expect(problems).toEqual([])
})
