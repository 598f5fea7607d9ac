// The deployment the docs promise, on a real Apache with mod_php (tests/support/fixtures/host/apache.ts): the
// production build in public_html/ with its generated .htaccess, and the backend laid out as
// backend/docs/deploying.md tells a host admin (tests/support/fixtures/host/host-account.ts), once behind a
// symbolic link and once as files uploaded by FTP; and as `npm run deploy` lays out a release over
// SSH (tests/support/fixtures/host/deploy.ts), with the document root a link to the live release or a
// fixed folder serving from it. What a visitor, the owner and an attacker get.
import type { APIRequestContext } from "@playwright/test"
import { expect, test } from "@playwright/test"
import fs from "node:fs"
import { Apache, apacheUnavailable } from "../../support/fixtures/host/apache"
import { ReleaseHost } from "../../support/fixtures/host/deploy"
import { HostAccount, type Layout } from "../../support/fixtures/host/host-account"
import { sshdUnavailable } from "../../support/fixtures/host/sshd"
import type { DocrootMode } from "../../../scripts/deploy/config"

const INBOX_PASSWORD = "a password for the Apache test"
const SETUPS: { name: string; layout?: Layout; deployed?: DocrootMode }[] = [
  { name: "backend web root linked as /antenna-backend/", layout: "symlink" },
  { name: "backend web root uploaded as /antenna-backend/", layout: "upload" },
  { name: "deployed by npm run deploy, the document root a link to the live release", deployed: "symlink" },
  { name: "deployed by npm run deploy into a fixed document root", deployed: "fixed" },
]

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

for (const { name, layout, deployed } of SETUPS) {
  test.describe(`Apache, ${name}`, () => {
    const unavailable = apacheUnavailable() ?? (deployed ? sshdUnavailable() : null)
    // Under CI a missing Apache fails the run (.ci/run installs it); elsewhere the test says what is missing.
    test.skip(unavailable !== null && process.env.CI !== "true", unavailable ?? "")

    let apache: Apache
    let account: HostAccount
    let host: ReleaseHost | undefined
    let url = ""

    test.beforeAll(async () => {
      if (unavailable) throw new Error(unavailable)
      apache = new Apache()
      if (deployed) {
        // As the docs' order has it: the web server and the backend's private folder, then the first
        // deploy, which checks the new release through the web server.
        host = new ReleaseHost(deployed, apache.user)
        account = host.account
        await host.sshd.start()
        await apache.start({ documentRoot: account.publicHtml })
        url = host.checkUrl = apache.url
        account.configure(url, INBOX_PASSWORD)
        const first = await host.deploy("public")
        expect(first.code, first.output).toBe(0)
      } else {
        account = new HostAccount(layout!, apache.user)
        account.layOut("public")
        await apache.start({ documentRoot: account.publicHtml })
        url = apache.url
        // The site's origin is known once Apache listens.
        account.configure(url, INBOX_PASSWORD)
      }
    })
    test.afterAll(async () => {
      await apache?.dispose()
      if (host) await host.dispose()
      else account?.dispose()
    })
    test.afterEach(() => {
      expect(apache.errorLog, "no PHP warning or error in Apache's log").not.toMatch(/PHP (Warning|Notice|Fatal|Parse)/)
    })

    const get = (request: APIRequestContext, path: string) => request.get(`${url}${path}`, { maxRedirects: 0 })

    test("a service's old root address answers with a permanent redirect to /service/", async ({ request }) => {
      for (const path of ["/cctv-installation-melbourne", "/tv-antenna-repair-melbourne/"]) {
        const r = await get(request, path)
        expect([r.status(), r.headers().location], path).toEqual([301, `${url}/service${path.replace(/\/?$/, "/")}`])
      }
    })

    test("an unknown address gets the 404 page, and a blog post newer than the build it too, with 200", async ({
      request,
    }) => {
      const missing = await get(request, "/no-such-page/")
      expect(missing.status()).toBe(404)
      expect(await missing.text()).toBe(fs.readFileSync("public/404.html", "utf8"))
      const post = await get(request, `/blog/${unique("newer-than-the-build").replace(/ /g, "-")}/`)
      expect(post.status()).toBe(200)
      expect(await post.text()).toBe(fs.readFileSync("public/404.html", "utf8"))
      const data = await get(request, `/page-data/blog/${unique("newer").replace(/ /g, "-")}/page-data.json`)
      expect(data.status()).toBe(200)
      expect(await data.text()).toBe(fs.readFileSync("public/page-data/404.html/page-data.json", "utf8"))
    })

    test("pages carry the security headers of the generated .htaccess", async ({ request }) => {
      const htaccess = fs.readFileSync("public/.htaccess", "utf8")
      const policy = /Header always set Content-Security-Policy "([^"]+)"/.exec(htaccess)![1]
      const headers = (await get(request, "/aboutus/")).headers()
      expect(headers["content-security-policy"]).toBe(policy)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["x-frame-options"]).toBe("DENY")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    })

    test("the backend's internals and private files are never served", async ({ request }) => {
      const paths = [
        "/antenna-backend/",
        "/antenna-backend/.htaccess",
        "/antenna-backend/.user.ini",
        "/antenna-backend/inbox/.htaccess",
        "/antenna-backend/form-choices.json",
        "/antenna-backend/src/bootstrap.php",
        "/antenna-backend/src/Config/Settings.php",
        "/antenna-backend/bin/export.php",
        "/antenna-backend/tests/bootstrap.php",
        "/antenna-backend/config.php",
        "/antenna-backend/config.example.php",
        "/antenna-backend/README.md",
        "/antenna-backend/composer.json",
        "/antenna-backend/../backend/src/bootstrap.php",
        "/backend/config.example.php",
        "/antenna-backend/data/enquiries.sqlite",
        // A release's folders, under any layout: the site has one address per page, however the
        // address is written.
        "/current/aboutus/",
        "/%63urrent/aboutus/",
        "//current/aboutus/",
        "/current",
        "/current/backend/src/bootstrap.php",
        "/releases/",
      ]
      for (const path of paths) {
        const r = await get(request, path)
        expect([403, 404], `${path} answered ${r.status()}`).toContain(r.status())
        expect(await r.text(), path).not.toMatch(/<\?php|declare\(strict_types/)
      }
    })

    test("what the build writes for itself or for other hosts is not served: source maps, webpack's files, _headers, _redirects", async ({
      request,
    }) => {
      const map = fs.readdirSync("public").find((name) => /^app-.*\.js\.map$/.test(name))
      expect(map, "the build's source map of app.js").toBeDefined()
      for (const path of [`/${map}`, "/webpack.stats.json", "/chunk-map.json", "/_headers", "/_redirects"]) {
        expect(fs.existsSync(`public${path}`), `public${path} is in the build`).toBe(true)
        const r = await get(request, path)
        expect([403, 404], `${path} answered ${r.status()}`).toContain(r.status())
      }
      // The script the map belongs to is served.
      expect((await get(request, `/${map!.replace(/\.map$/, "")}`)).status()).toBe(200)
    })

    test("the content editor's sign-in window is answered by cms-auth.php with its own headers only", async ({
      request,
    }) => {
      // No "cms" settings in this account: the window says so (backend/tests/CmsAuth tests the rest).
      const r = await get(request, "/antenna-backend/cms-auth.php?provider=github&site_id=x&scope=repo")
      expect(r.status()).toBe(503)
      expect(await r.text()).toContain("<h1>Sign-in is not set up yet</h1>")
      const sent = (name: string) =>
        r
          .headersArray()
          .filter((header) => header.name.toLowerCase() === name)
          .map((header) => header.value)
      // The window's policy alone (the site's would be enforced beside it), an opener kept, no referrer.
      expect(sent("content-security-policy")).toEqual([
        expect.stringMatching(/^default-src 'none'; script-src 'nonce-/),
      ])
      expect(sent("cross-origin-opener-policy")).toEqual(["unsafe-none"])
      expect(sent("referrer-policy")).toEqual(["no-referrer"])
      expect(sent("cache-control")).toEqual(["no-store"])
    })

    test("an enquiry posted to handleContact.php is stored and answered", async ({ request }) => {
      const name = unique("Apache Visitor")
      const r = await request.post(`${url}/antenna-backend/handleContact.php`, {
        headers: { Origin: url },
        form: {
          name,
          email: "apache.visitor@example.com",
          phone: "0491 570 156",
          address: "1 Test St",
          city: "Box Hill",
          service: "tv-antenna-repair",
          message: "Stored through Apache",
        },
      })
      expect([r.status(), await r.text()]).toEqual([
        200,
        "Thank you! We have received your enquiry and will get back to you within 24 hours.\n",
      ])
      expect(r.headers()["access-control-allow-origin"]).toBe(url)
      await expect.poll(() => account.enquiries(name)).toEqual([expect.stringContaining("[new, e-mail sent]")])
    })

    test("the owner signs in to the inbox, and the old /admin/ address leads there", async ({ page, request }) => {
      for (const [from, to] of [
        ["/antenna-backend/admin/", "/antenna-backend/inbox/"],
        ["/antenna-backend/admin/?status=all", "/antenna-backend/inbox/?status=all"],
        ["/antenna-backend/inbox", "/antenna-backend/inbox/"],
      ]) {
        const r = await get(request, from)
        expect([r.status(), r.headers().location], from).toEqual([301, `${url}${to}`])
      }
      await page.goto(`${url}/antenna-backend/admin/`)
      expect(new URL(page.url()).pathname).toBe("/antenna-backend/inbox/")
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible()
      await page.getByLabel("Password").fill(INBOX_PASSWORD)
      await page.getByRole("button", { name: "Sign in" }).click()
      await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible()
      const [cookie] = await page.context().cookies(`${url}/antenna-backend/inbox/`)
      expect([cookie?.name, cookie?.path, cookie?.httpOnly, cookie?.sameSite]).toEqual([
        "antenna_inbox",
        "/antenna-backend/inbox/",
        true,
        "Strict",
      ])
    })
  })
}
