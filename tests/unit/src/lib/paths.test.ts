import { absoluteUrl, canonicalUrl, mailtoHref, servicePath, withTrailingSlash } from "../../../../src/lib/paths"
import { isActivePath } from "../../../../src/lib/active-path"

describe("paths", () => {
  it("uses one trailing-slash policy", () => {
    expect(withTrailingSlash("/aboutus")).toBe("/aboutus/")
    expect(withTrailingSlash("/aboutus/")).toBe("/aboutus/")
    expect(withTrailingSlash("/blog/x?y=1#z")).toBe("/blog/x/?y=1#z")
    expect(servicePath("cctv-installation-melbourne")).toBe("/service/cctv-installation-melbourne/")
  })

  it("builds absolute canonical URLs", () => {
    expect(canonicalUrl("https://example.com.au/", "/aboutus")).toBe("https://example.com.au/aboutus/")
    expect(canonicalUrl("https://example.com.au", "/")).toBe("https://example.com.au/")
    expect(absoluteUrl("https://example.com.au", "/og-image.jpg")).toBe("https://example.com.au/og-image.jpg")
  })

  it("joins a site URL and a path with exactly one slash, however each is written", () => {
    expect(absoluteUrl("https://example.com.au//", "/og-image.jpg")).toBe("https://example.com.au/og-image.jpg")
    expect(absoluteUrl("https://example.com.au", "og-image.jpg")).toBe("https://example.com.au/og-image.jpg")
  })

  it("writes an e-mail link", () => {
    expect(mailtoHref("info@example.com.au")).toBe("mailto:info@example.com.au")
  })

  it("marks the menu entry of the current section", () => {
    expect(isActivePath("/", "/")).toBe(true)
    expect(isActivePath("/aboutus/", "/")).toBe(false)
    expect(isActivePath("/aboutus", "/aboutus/")).toBe(true)
    expect(isActivePath("/blog/some-post/", "/blogs/")).toBe(true)
    expect(isActivePath("/blogs/2/", "/blogs/")).toBe(true)
  })

  it("marks a page's entry on the pages below it, and no entry on another section's page", () => {
    expect(isActivePath("/aboutus/team/", "/aboutus")).toBe(true)
    expect(isActivePath("/contactus/", "/aboutus/")).toBe(false)
    expect(isActivePath("/aboutus-old/", "/aboutus/")).toBe(false)
    expect(isActivePath("/contactus/", "/blogs/")).toBe(false)
    expect(isActivePath("/blogsite/", "/blogs/")).toBe(false)
  })
})
