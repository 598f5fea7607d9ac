// The editors' CMS at /admin/ (Decap CMS) against its local backend on a scratch copy of content/:
// an edit saved in the browser changes exactly the edited values of the YAML files, and the content
// check the build starts with accepts them (that the pages show them is
// tests/unit/cms/saved-content.test.tsx, from the same files); what the build would refuse is
// refused with a message on the field, and the previews are the pages.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { checkContent, models, type ObjectField, type ScalarField } from "../../../gatsby/content"
import { CMS_PATH } from "../../../gatsby/cms"
import { LocalBackend } from "../../support/fixtures/cms/cms-backend"
import { faqAnswer, phoneNumber, savedFile, SERVICE_FILE, SITE_FILE } from "../../support/fixtures/cms/cms-edits"
import { services } from "../../support/browser/site"

const SERVICE = services[0]

/** Every leaf path at which two data trees differ. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].flatMap((key) =>
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`),
    )
  }
  return a === b ? [] : [at]
}

async function openEntry(page: Page, hash: string): Promise<void> {
  // A fresh load each time; leaving an entry with unsaved changes asks for a confirmation first.
  await page.goto("about:blank")
  await page.goto(`${CMS_PATH}#/collections/${hash}`)
  // The local backend asks for no password: its login page has a single "Login" button.
  const login = page.getByRole("button", { name: "Login" })
  const publish = page.getByRole("button", { name: "Publish" })
  await expect(login.or(publish)).toBeVisible({ timeout: 30_000 })
  if (await login.isVisible()) await login.click()
  await expect(publish).toBeVisible({ timeout: 30_000 })
}

/** Every save the page asks the local backend for (Decap's persistEntry action), as it is asked. */
function recordSaves(page: Page): string[] {
  const saves: string[] = []
  page.on("request", (request) => {
    if (request.method() === "POST" && /"action":\s*"persistEntry"/.test(request.postData() ?? ""))
      saves.push(request.url())
  })
  return saves
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

/** The text field (input or textarea) of the entry whose value is `value`. */
async function fieldWithValue(page: Page, value: string) {
  const fields = page.locator("input[type=text], textarea, input:not([type])")
  const indexOf = async () =>
    (await fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).indexOf(value)
  await expect
    .poll(indexOf, { message: `a field holding ${JSON.stringify(value)}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(0)
  const field = fields.nth(await indexOf())
  await field.scrollIntoViewIfNeeded({ timeout: 10_000 })
  return field
}

/** What shows that a heading is drawn by the site's CSS: its font and colour, and its section's background. */
const siteLook = (heading: Locator) =>
  heading.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      fontFamily: style.fontFamily,
      fontWeight: style.fontWeight,
      color: style.color,
      sectionBackground: getComputedStyle(el.closest("section")!).backgroundImage,
    }
  })

/** Decap draws the preview in a frame beside the editor. */
const previewOf = (page: Page) => page.frameLocator("#preview-pane")

test.describe("the CMS", () => {
  test.describe.configure({ mode: "serial" })
  let backend: LocalBackend
  const policyViolations: string[] = []

  test.beforeAll(async () => {
    backend = new LocalBackend()
    await backend.start()
  })
  test.afterAll(() => backend.stop())

  test.beforeEach(async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined))
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) policyViolations.push(message.text())
    })
  })

  test(`${CMS_PATH} is its own noindex page with its own policy`, async ({ request }) => {
    const answer = await request.get(CMS_PATH)
    expect(answer.status()).toBe(200)
    const html = await answer.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).not.toMatch(/https?:\/\//)
    const csp = answer.headers()["content-security-policy"]
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain(CMS_PATH.slice(0, -1))
    expect(await (await request.get("/sitemap/")).text()).not.toContain(CMS_PATH.slice(0, -1))
  })

  test("an edited FAQ answer and phone number are saved as exactly those changes, which the build accepts", async ({
    page,
  }) => {
    const originalService = backend.read(SERVICE_FILE)
    const originalSite = backend.read(SITE_FILE)
    const saves = recordSaves(page)

    await openEntry(page, `services/entries/${SERVICE.slug}`)
    await (await fieldWithValue(page, faqAnswer.before)).fill(faqAnswer.after)
    await publish(page)
    await expect.poll(() => backend.read(SERVICE_FILE), { timeout: 20_000 }).not.toBe(originalService)

    await openEntry(page, "settings/entries/site")
    await (await fieldWithValue(page, phoneNumber.before)).fill(phoneNumber.after)
    await publish(page)
    await expect.poll(() => backend.read(SITE_FILE), { timeout: 20_000 }).not.toBe(originalSite)
    expect(saves).toHaveLength(2)

    const service = parse(backend.read(SERVICE_FILE))
    expect(differences(parse(originalService), service)).toEqual([".faqs.0.answer"])
    expect(service.faqs[0].answer).toBe(faqAnswer.after)
    const site = parse(backend.read(SITE_FILE))
    expect(differences(parse(originalSite), site)).toEqual([".phone.display"])
    expect(site.phone.display).toBe(phoneNumber.after)
    // The number is stored once: what the Call buttons dial is worked out from it (saved-content.test.tsx).
    expect(Object.keys(site.phone)).toEqual(["display"])
    // Only those lines changed: comments, order and quoting stay as the editors left them.
    const changedLines = (before: string, after: string) =>
      after.split("\n").filter((l, i) => l !== before.split("\n")[i])
    expect(changedLines(originalSite, backend.read(SITE_FILE))).toHaveLength(1)
    // Byte for byte the files whose pages tests/unit/cms/saved-content.test.tsx renders.
    expect(backend.read(SERVICE_FILE)).toBe(savedFile(faqAnswer))
    expect(backend.read(SITE_FILE)).toBe(savedFile(phoneNumber))
    // The content check, which every build runs first, accepts them.
    expect(checkContent(backend.root).problems).toEqual([])
    expect(policyViolations).toEqual([])
  })

  test("what the build would refuse is refused with a message on the field", async ({ page }) => {
    const originalSite = backend.read(SITE_FILE)
    const saves = recordSaves(page)
    await openEntry(page, "settings/entries/site")
    const name = await fieldWithValue(page, parse(originalSite).name)
    await name.fill("")
    const phone = await fieldWithValue(page, parse(originalSite).phone.display)
    await phone.fill("call us")
    await publish(page)
    await expect(page.getByText(/Name is required/i)).toBeVisible()
    const phoneRule = ((models.siteModel.fields.phone as ObjectField).fields.display as ScalarField).pattern!.message
    await expect(page.getByText(phoneRule)).toBeVisible()
    // The messages are the outcome of the check Decap makes before it sends anything: no save was
    // asked for, and the file is as it was.
    expect(saves).toEqual([])
    expect(backend.read(SITE_FILE)).toBe(originalSite)

    const other = services[1]
    await openEntry(page, `services/entries/${SERVICE.slug}`)
    await (await fieldWithValue(page, SERVICE.slug)).fill(other.slug)
    await publish(page)
    await expect(page.getByText(`"${other.slug}" is already used by ${other.slug}.yaml; choose another.`)).toBeVisible()
    expect(policyViolations).toEqual([])
  })

  test("a service's preview is its page, drawn by the site's components and CSS as the editor types", async ({
    page,
  }) => {
    const section = SERVICE.sections![0]
    await page.goto(`/service/${SERVICE.slug}/`)
    const look = await siteLook(page.locator("main h1"))
    expect(look.sectionBackground).toMatch(/^linear-gradient/)

    await openEntry(page, `services/entries/${SERVICE.slug}`)
    const preview = previewOf(page)
    await expect(preview.locator("h1")).toHaveText(SERVICE.hero.heading)
    // The Markdown of a section, parsed as the build parses it, and the service's picture.
    await expect(preview.getByRole("heading", { level: 2, name: section.heading })).toBeVisible()
    await expect(preview.locator(".prose-text p").first()).not.toBeEmpty()
    await expect(preview.getByRole("img", { name: parse(backend.read(SERVICE_FILE)).card.imageAlt })).toHaveJSProperty(
      "complete",
      true,
    )

    const heading = "A heading typed in the CMS"
    await (await fieldWithValue(page, SERVICE.hero.heading)).fill(heading)
    await expect(preview.locator("h1")).toHaveText(heading)
    expect(await siteLook(preview.locator("h1"))).toEqual(look)
    const answer = "An answer typed in the CMS shows in the preview."
    await (await fieldWithValue(page, SERVICE.faqs![1].answer)).fill(answer)
    await expect(preview.getByText(answer)).toBeAttached()
    expect(policyViolations).toEqual([])
  })

  test("the home page's preview is the home page, drawn by the site's components and CSS as the editor types", async ({
    page,
  }) => {
    const home = parse(backend.read("content/home.yaml"))
    await page.goto("/")
    const look = await siteLook(page.locator("main h1"))

    await openEntry(page, "pages/entries/home")
    const preview = previewOf(page)
    await expect(preview.locator("h1")).toHaveText(home.hero.headline)
    // The service cards, as the site was built.
    await expect(preview.getByRole("heading", { name: services[0].card.title, exact: true })).toBeVisible()

    const headline = "A home headline typed in the CMS"
    await (await fieldWithValue(page, home.hero.headline)).fill(headline)
    await expect(preview.locator("h1")).toHaveText(headline)
    expect(await siteLook(preview.locator("h1"))).toEqual(look)
    expect(policyViolations).toEqual([])
  })

  test("an image uploaded in the image widget is saved under content/images/ with the path the build reads", async ({
    page,
  }) => {
    const picture = "uploaded-by-the-cms-test.jpg"
    const original = parse(backend.read(SERVICE_FILE)).card.image as string
    const bytes = fs.readFileSync(path.resolve(backend.root, path.dirname(SERVICE_FILE), original))
    await openEntry(page, `services/entries/${SERVICE.slug}`)
    await page.getByRole("button", { name: "Choose different image" }).first().click()
    await page.locator("input[type=file]").setInputFiles({ name: picture, mimeType: "image/jpeg", buffer: bytes })
    await page.getByRole("button", { name: "Choose selected" }).click()
    await expect(previewOf(page).locator(`img[src^="blob:"]`).first()).toBeAttached()
    await publish(page)

    const saved = path.join(backend.root, "content/images/services", picture)
    // The local backend creates the file before it has written it: wait for the whole picture.
    const savedBytes = () => (fs.existsSync(saved) ? fs.readFileSync(saved) : Buffer.alloc(0))
    await expect.poll(() => savedBytes().equals(bytes), { timeout: 20_000 }).toBe(true)
    await expect
      .poll(() => parse(backend.read(SERVICE_FILE)).card.image, { timeout: 20_000 })
      .toBe(`../images/services/${picture}`)
    // The build's content check reads the path relative to the service's file and finds the picture.
    expect(checkContent(backend.root).problems).toEqual([])
    expect(policyViolations).toEqual([])
  })
})
