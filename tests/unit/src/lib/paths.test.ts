import { absoluteUrl, canonicalUrl, servicePath, withTrailingSlash } from "../../../../src/lib/paths"
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

  it("marks the menu entry of the current section", () => {
    expect(isActivePath("/", "/")).toBe(true)
    expect(isActivePath("/aboutus/", "/")).toBe(false)
    expect(isActivePath("/aboutus", "/aboutus/")).toBe(true)
    expect(isActivePath("/blog/some-post/", "/blogs/")).toBe(true)
    expect(isActivePath("/blogs/2/", "/blogs/")).toBe(true)
  })
})
