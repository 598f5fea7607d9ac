// The content of About, Contact and Privacy as the pre-rendered HTML holds it: read with JavaScript
// off (as seo.spec.ts reads every page's head), so no page is hydrated for what the server already
// wrote. What the live pages do is tested where it happens: the shell, the policy and third-party
// requests of every page after scrolling in foundation.spec.ts, the forms in forms.spec.ts and in
// tests/unit/src/components/forms/.
import { expect, test, type Page } from "@playwright/test"
import { readYaml, site, SITE_TEL } from "../support/browser/site"
import { expectOwnOrigin, recordRequests } from "../support/browser/own-origin"
import { HONEYPOT_FIELD } from "../../src/components/forms/spam-trap"

test.use({ javaScriptEnabled: false })

interface AboutDoc {
  title: string
  intro: string
  heroAlt: string
  whoWeAre: { heading: string }
  whyChooseUs: { heading: string; items: { title: string; text: string }[] }
  missionVision: { heading: string; mission: { heading: string }; vision: { heading: string } }
}
interface PrivacyDoc {
  title: string
  sections: { heading: string }[]
}

const about = readYaml<AboutDoc>("content/about.yaml")
const privacy = readYaml<PrivacyDoc>("content/privacy.yaml")
const address = readYaml<{ address: { street: string; suburb: string; state: string; postcode: string } }>(
  "content/site.yaml",
).address

/**
 * Nothing the page's HTML loads (scripts, styles, pictures, frames, preloads) and nothing the page
 * has requested so far comes from another origin than the site's own.
 */
async function expectNothingFromElsewhere(page: Page, urls: string[], baseURL: string | undefined) {
  await test.step(`${new URL(page.url()).pathname}: nothing it loads comes from another origin`, async () => {
    const declared = await page
      .locator(
        "img, source, script[src], link[href]:not([rel~='canonical']):not([rel~='alternate']), iframe, video, audio",
      )
      .evaluateAll((elements) =>
        elements.flatMap((element) => {
          const own = [element.getAttribute("src"), element.getAttribute("data-src")]
          if (element.tagName === "LINK") own.push(element.getAttribute("href"))
          const sets = [element.getAttribute("srcset"), element.getAttribute("data-srcset")]
          const fromSets = sets.flatMap((set) => (set ?? "").split(",").map((part) => part.trim().split(/\s+/)[0]))
          return [...own, ...fromSets]
            .filter((url): url is string => !!url)
            .map((url) => new URL(url, document.baseURI).href)
        }),
      )
    expectOwnOrigin([...declared, ...urls], baseURL)
  })
}

/** The page as the server wrote it, everything it links to loaded (no script runs). */
async function open(page: Page, path: string) {
  const urls = recordRequests(page)
  const response = await page.goto(path, { waitUntil: "load" })
  expect(response?.status()).toBe(200)
  return urls
}

test.describe("About", () => {
  test("title, description, hero image, who we are, five reasons, mission and vision, Contact Us Now; nothing from elsewhere", async ({
    page,
    baseURL,
  }) => {
    const urls = await open(page, "/aboutus/")
    await expect(page.locator("h1")).toHaveText(about.title)
    await expect(page.getByText(about.intro)).toBeVisible()
    // Without JavaScript the picture is the one gatsby-plugin-image writes for that case: it shows.
    const hero = page.getByRole("img", { name: about.heroAlt })
    await expect
      .poll(() => hero.evaluateAll((images) => images.some((img) => (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true)
    await expect(page.getByRole("heading", { level: 2, name: "Who We Are" })).toBeVisible()

    const reasons = page.getByRole("region", { name: about.whyChooseUs.heading }).getByRole("listitem")
    await expect(reasons).toHaveCount(5)
    // The About page's five points, in order.
    const points = [
      /same-day service/i,
      /HD reception.*zero pixelation/i,
      /15\+ years/i,
      /advanced tools/i,
      /100% satisfaction/i,
    ]
    for (const [index, point] of points.entries()) {
      await expect(reasons.nth(index).getByRole("heading", { level: 3 })).toHaveText(point)
    }

    await expect(page.getByRole("heading", { level: 2, name: "Our Mission & Vision" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: about.missionVision.mission.heading })).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: about.missionVision.vision.heading })).toBeVisible()

    await expectNothingFromElsewhere(page, urls, baseURL)
    await expect(page.locator("main").getByRole("link", { name: "Contact Us Now" })).toHaveAttribute(
      "href",
      "/contactus/",
    )
  })
})

test.describe("Contact", () => {
  // One visit: the locations block, the form, and what the page requests.
  test('locations block with phone, both e-mail addresses and the street address; the "Send Us a Message" form; nothing from elsewhere', async ({
    page,
    baseURL,
  }) => {
    const urls = await open(page, "/contactus/")
    await test.step("locations block with phone, both e-mail addresses and the street address", async () => {
      const locations = page.getByRole("region", { name: "Our Location" })
      await expect(locations.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", SITE_TEL)
      expect(site.emails).toHaveLength(2)
      expect(site.emails[0].address).not.toBe(site.emails[1].address)
      for (const email of site.emails) {
        await expect(locations.getByRole("link", { name: email.address })).toHaveAttribute(
          "href",
          `mailto:${email.address}`,
        )
      }
      await expect(locations.locator("address")).toHaveText(
        `${address.street}, ${address.suburb} ${address.state} ${address.postcode}`,
      )
      expect(address.suburb).toBe("Melbourne")
    })
    await test.step('the "Send Us a Message" form is the contact variant: eight fields with an optional subject', async () => {
      const form = page.getByRole("region", { name: "Send Us a Message" }).locator("form")
      // The visitor's fields; the spam trap's honeypot and the fields the page fills in (where the
      // enquiry came from, type="hidden") are none of theirs.
      await expect(
        form.locator(`input:not([name="${HONEYPOT_FIELD}"]):not([type=hidden]), select, textarea`),
      ).toHaveCount(8)
      await expect(form.getByPlaceholder("Subject (optional)")).not.toHaveAttribute("required")
      await expect(form.locator("select option").first()).toHaveText("Select Service")
      await expect(form.locator("textarea")).toHaveAttribute("rows", "4")
      await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible()
    })
    await expectNothingFromElsewhere(page, urls, baseURL)
  })
})

test.describe("Privacy policy", () => {
  test("covers every topic of the spec, with the contact details and a Contact Us Now link; nothing from elsewhere", async ({
    page,
    baseURL,
  }) => {
    const urls = await open(page, "/privacy-policy/")
    await expect(page.locator("h1")).toHaveText(privacy.title)
    const main = page.locator("main")
    const headings = [
      /Australian Privacy Law/i,
      /Personal Information We Collect/i,
      /Sensitive Information/i,
      /Data Protection and Retention/i,
      /Access and Correction/i,
      /Changes to This Policy/i,
    ]
    for (const heading of headings) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible()
    }
    await expect(main).toContainText("Privacy Act 1988")
    await expect(main).toContainText("Australian Privacy Principles")
    const collected = main.locator("section").filter({ has: page.getByRole("heading", { name: headings[1] }) })
    for (const item of ["your name", "your address", "your phone number", "your e-mail address"]) {
      await expect(collected).toContainText(item)
    }
    for (const channel of [/directly from you/i, /third-party referrals/i, /cookies/i]) {
      await expect(collected).toContainText(channel)
    }

    const contact = main.getByRole("region", { name: "Contact Us" })
    await expect(contact.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", SITE_TEL)
    for (const email of site.emails) {
      await expect(contact.getByRole("link", { name: email.address })).toHaveAttribute(
        "href",
        `mailto:${email.address}`,
      )
    }
    await expect(contact).toContainText(address.street)
    await expect(main.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute("href", "/contactus/")
    await expectNothingFromElsewhere(page, urls, baseURL)
  })
})
