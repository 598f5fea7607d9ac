// A site built without CMS_BACKEND: its live /admin/ says in plain words that the editor is not set
// up and who sets it up, instead of a login that leads nowhere; on this computer the editor starts.
import { isLocalOnly, isThisComputer, showSetupNotice } from "../../../cms/setup-notice"
import { cmsConfig } from "../../../gatsby/cms/config"

test("the configuration of a build without CMS_BACKEND is the local one, and only that", () => {
  expect(isLocalOnly(cmsConfig({}))).toBe(true)
  expect(isLocalOnly(cmsConfig({ CMS_BACKEND: "git-gateway" }))).toBe(false)
  expect(isLocalOnly(cmsConfig({ CMS_BACKEND: "github", CMS_REPO: "a/b" }, { siteUrl: "https://a.example" }))).toBe(
    false,
  )
})

test("Decap's local backend is looked for on this computer only", () => {
  expect(isThisComputer("localhost")).toBe(true)
  expect(isThisComputer("127.0.0.1")).toBe(true)
  expect(isThisComputer("www.example.com.au")).toBe(false)
})

test("the notice replaces the page with what to set up, in plain words", () => {
  document.body.innerHTML = "<p>Loading</p>"
  showSetupNotice(document)
  expect(document.querySelector("h1")?.textContent).toBe("The content editor is not set up for this website yet")
  const text = document.body.textContent ?? ""
  expect(text).toContain("Whoever looks after the website sets it up")
  expect(text).toContain("docs/cms-sign-in.md")
  expect(text).not.toContain("Loading")
})
