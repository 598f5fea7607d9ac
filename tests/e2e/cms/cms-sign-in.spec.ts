// Signing in to the content editor with GitHub through the business's own server, in Chromium: the
// built CMS (the real Decap bundle) with the configuration and headers of a CMS_BACKEND=github build,
// the backend's real cms-auth.php under php -S, and a stand-in GitHub (tests/support/fixtures/).
// Login opens the sign-in window, which goes to GitHub and back; the editor is then signed in with
// the token GitHub issued and sees the collections. Every refusal (a state from another sign-in,
// an error from GitHub, a window opened by another website) leaves the window on a page that says
// what happened and what to do, and no token reaches the editor. Built without CMS_BACKEND, the
// live /admin/ says what to set up.
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { CMS_PATH } from "../../../gatsby/cms"
import { BUILT_CMS, HostedCms } from "../../support/fixtures/cms/cms-sign-in"
import { FakeGitHub } from "../../support/fixtures/cms/fake-github"
import { services } from "../../support/browser/site"

/** Decap keeps the signed-in editor, token included, under this key. */
const USER_KEY = "decap-cms-user"
const SUCCESS = "authorization:github:success:"

let github: FakeGitHub
let cms: HostedCms

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  github = new FakeGitHub()
  await github.start()
  cms = new HostedCms()
  await cms.start(github)
})

test.afterAll(async () => {
  await cms?.stop()
  await github?.stop()
})

test.beforeEach(() => {
  github.mode = { kind: "approve" }
})

/** The editor's page, recording every message posted to it and every policy violation. */
async function openEditor(page: Page): Promise<{ messages: () => Promise<string[]>; violations: string[] }> {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    const received: string[] = []
    Object.assign(window, { received })
    addEventListener("message", (event) => received.push(String(event.data)))
  })
  await page.goto(`${cms.origin}${CMS_PATH}`)
  return {
    messages: () => page.evaluate(() => (window as unknown as { received: string[] }).received),
    violations,
  }
}

/** Presses Login and returns the sign-in window Decap opens. */
async function login(page: Page): Promise<Page> {
  const opened = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Login with GitHub" }).click()
  return opened
}

/** What a refused sign-in leaves: the window's explanation, and nothing signed in. */
async function expectRefused(page: Page, popup: Page, heading: string, messages: () => Promise<string[]>) {
  await expect(popup.locator("h1")).toHaveText(heading)
  await expect(popup.getByText("What to do:")).toBeVisible()
  expect(await popup.locator("script").count()).toBe(0)
  expect(github.issuedTokens).toEqual([])
  expect((await messages()).filter((m) => m.startsWith(SUCCESS))).toEqual([])
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull()
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
}

test("the editor is the build's own Decap bundle, with the configuration of a github build", async ({ request }) => {
  const bundle = await request.get(`${cms.loopback}${CMS_PATH}cms.js`)
  expect(Buffer.from(await bundle.body()).equals(fs.readFileSync(path.join(BUILT_CMS, "cms.js")))).toBe(true)
  const config = await (await request.get(`${cms.loopback}${CMS_PATH}config.json`)).json()
  expect(config.backend).toEqual({
    name: "github",
    repo: "example/antenna-site",
    branch: "main",
    base_url: cms.origin,
    auth_endpoint: "antenna-backend/cms-auth.php",
    api_root: github.apiRoot,
  })
  const page = await request.get(`${cms.loopback}${CMS_PATH}`)
  expect(page.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  expect(page.headers()["content-security-policy"]).toContain(
    `connect-src 'self' blob: http://localhost:8081 ${github.origin}`,
  )
})

test("Login -> the sign-in window -> GitHub -> the collections, with the token GitHub issued", async ({ page }) => {
  const { messages, violations } = await openEditor(page)
  const popup = await login(page)
  // Decap closes the window once it has the token.
  await popup.waitForEvent("close")
  await expect(page.getByRole("link", { name: "Services" })).toBeVisible({ timeout: 30_000 })

  expect(github.issuedTokens).toHaveLength(1)
  const [token] = github.issuedTokens
  // Exchanged by the server with the secret, for the callback registered with the app.
  expect(github.tokenRequests).toEqual([
    expect.objectContaining({
      client_secret: "test-client-secret",
      redirect_uri: `${cms.origin}/antenna-backend/cms-auth.php`,
    }),
  ])
  // The token reached the editor's page in Decap's message, and nothing else did.
  expect((await messages()).filter((m) => m.startsWith("authorization:"))).toEqual([
    `${SUCCESS}${JSON.stringify({ token, provider: "github" })}`,
  ])
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), USER_KEY))!)).toMatchObject({
    token,
    login: "office-editor",
  })

  // The collections, read from the repository with that token.
  await page.getByRole("link", { name: "Services" }).click()
  await expect(page.getByText(`${services[0].order}. ${services[0].menuLabel}`)).toBeVisible({ timeout: 30_000 })
  const paths = github.apiCalls.map((call) => call.path)
  expect(paths).toEqual(
    expect.arrayContaining([
      "/user",
      "/repos/example/antenna-site",
      "/repos/example/antenna-site/git/trees/main:content/services",
    ]),
  )
  expect(new Set(github.apiCalls.map((call) => call.authorization))).toEqual(new Set([`token ${token}`]))
  expect(github.unanswered).toEqual([])
  // The state cookie was spent, and the sign-in logged without the token.
  expect((await page.context().cookies(`${cms.origin}/antenna-backend/cms-auth.php`)).map((c) => c.name)).toEqual([])
  expect(cms.phpLog).toContain("cms sign-in: access given")
  expect(cms.phpLog).not.toContain(token)
  expect(violations).toEqual([])
})

for (const [kind, what] of [
  ["other-state", "a state from another sign-in"],
  ["no-state", "an answer without a state"],
] as const) {
  test(`${what} is refused, and no token reaches the editor`, async ({ page }) => {
    github.issuedTokens.length = 0
    github.mode = { kind }
    const before = cms.phpLog.split("cms sign-in refused: state-wrong").length
    const { messages } = await openEditor(page)
    const popup = await login(page)
    await expectRefused(page, popup, "This sign-in does not belong to this browser", messages)
    expect(cms.phpLog.split("cms sign-in refused: state-wrong").length).toBe(before + 1)
  })
}

for (const [error, heading] of [
  ["access_denied", "Access was not allowed"],
  ["temporarily_unavailable", "GitHub refused the sign-in"],
] as const) {
  test(`GitHub's answer "${error}" is refused with what GitHub said, and no token reaches the editor`, async ({
    page,
  }) => {
    github.issuedTokens.length = 0
    github.mode = { kind: "error", error }
    const { messages } = await openEditor(page)
    const popup = await login(page)
    await expectRefused(page, popup, heading, messages)
    if (error !== "access_denied") await expect(popup.getByText(`the error "${error}"`)).toBeVisible()
  })
}

test("a sign-in window opened by another website is refused, by the server and by the window itself", async ({
  page,
}) => {
  github.issuedTokens.length = 0
  const start = `${cms.origin}/antenna-backend/cms-auth.php?provider=github&site_id=x&scope=repo`
  const received = () => page.evaluate(() => (window as unknown as { received: string[] }).received)
  const openFrom = async (foreign: string) => {
    await page.goto(`${foreign}&target=${encodeURIComponent(start)}`)
    const opened = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Open" }).click()
    const popup = await opened
    await expect(popup.locator("h1")).toHaveText("This sign-in was not started by the content editor")
    expect(await received()).toEqual([])
    return popup
  }

  // Another website: Chromium says where the window was opened from (Referer), and the server refuses.
  let popup = await openFrom(`${github.origin}/foreign.html?`)
  expect(new URL(popup.url()).searchParams.get("refused")).toBeNull()
  expect(cms.phpLog).toContain("cms sign-in refused: foreign-origin (opened from another origin)")
  await popup.close()

  // Another origin of the same site (another port of cms.localhost) that sends no Referer: the
  // server cannot tell, so the window's own check finds its opener is not the editor, and neither
  // hands anything to it nor goes on to GitHub.
  const sameSite = new URL(github.origin)
  sameSite.hostname = new URL(cms.origin).hostname
  popup = await openFrom(`${sameSite.origin}/foreign.html?no-referrer`)
  expect(new URL(popup.url()).searchParams.get("refused")).toBe("foreign-origin")
  expect(cms.phpLog).toContain("cms sign-in refused: foreign-origin (reported by the sign-in window)")

  expect(github.issuedTokens).toEqual([])
})

test("built without CMS_BACKEND, the live editor says what to set up instead of a login", async ({ page }) => {
  const built = new HostedCms()
  await built.start()
  try {
    await page.goto(`${built.origin}${CMS_PATH}`)
    await expect(page.locator("h1")).toHaveText("The content editor is not set up for this website yet")
    await expect(page.getByText("docs/cms-sign-in.md")).toBeVisible()
    await expect(page.getByRole("button", { name: /Login/ })).toHaveCount(0)
  } finally {
    await built.stop()
  }
})
