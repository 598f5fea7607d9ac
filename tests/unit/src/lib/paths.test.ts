import {
  absoluteUrl,
  canonicalUrl,
  servicePath,
  telHref,
  whatsappHref,
  withTrailingSlash,
} from "../../../../src/lib/paths"
import { isActivePath } from "../../../../src/lib/active-path"
import { siteYaml } from "../../../support/jest/content-fixture"

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

  it("builds tel: and WhatsApp links", () => {
    // The business's numbers (content/site.yaml), the international one written with a space.
    const { phone, whatsapp } = siteYaml as { phone: { international: string }; whatsapp: { number: string } }
    expect(telHref(`+61 ${phone.international.slice(3)}`)).toBe(`tel:${phone.international}`)
    expect(whatsappHref(whatsapp.number, "Can I get help?")).toBe(
      `https://wa.me/${whatsapp.number}?text=Can%20I%20get%20help%3F`,
    )
  })

  it("marks the menu entry of the current section", () => {
    expect(isActivePath("/", "/")).toBe(true)
    expect(isActivePath("/aboutus/", "/")).toBe(false)
    expect(isActivePath("/aboutus", "/aboutus/")).toBe(true)
    expect(isActivePath("/blog/some-post/", "/blogs/")).toBe(true)
  })
})
