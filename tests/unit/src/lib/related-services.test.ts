/** @jest-environment ./tests/support/jest/node-environment.js */
import { relatedServices } from "../../../../src/lib/related-services"

const services = [
  { slug: "cctv-installation-melbourne", menuLabel: "CCTV Installation" },
  { slug: "tv-antenna-repair-melbourne", menuLabel: "TV Antenna Repair" },
  { slug: "matv-commercial-installation-melbourne", menuLabel: "MATV & Commercial" },
  { slug: "pre-wiring-installation-melbourne", menuLabel: "Pre Wiring" },
]

describe("relatedServices", () => {
  it("finds the services a post links to, in either address form and on any host, in menu order", () => {
    const html =
      '<p><a href="/pre-wiring-installation-melbourne/">wiring</a> and ' +
      '<a href="https://www.example.com.au/service/cctv-installation-melbourne/">cameras</a></p>'
    expect(relatedServices(html, services).map((s) => s.slug)).toStrictEqual([
      "cctv-installation-melbourne",
      "pre-wiring-installation-melbourne",
    ])
  })

  it("reads each part of a link's address: http or https, any host, with or without /service/ or the last slash", () => {
    const slugs = (href: string) => relatedServices(`<p><a href="${href}">here</a></p>`, services).map((s) => s.slug)
    expect(slugs("http://example.com.au/service/cctv-installation-melbourne/")).toStrictEqual([
      "cctv-installation-melbourne",
    ])
    expect(slugs("https://www.example.com.au/tv-antenna-repair-melbourne")).toStrictEqual([
      "tv-antenna-repair-melbourne",
    ])
    expect(slugs("/service/pre-wiring-installation-melbourne")).toStrictEqual(["pre-wiring-installation-melbourne"])
    expect(slugs("/cctv-installation-melbourne/")).toStrictEqual(["cctv-installation-melbourne"])
  })

  it("takes the whole slug of a link, so that a link to a longer or shorter address names no service", () => {
    const slugs = (href: string) => relatedServices(`<p><a href="${href}">here</a></p>`, services).map((s) => s.slug)
    expect(slugs("/service/cctv-installation-melbourne-north/")).toStrictEqual([])
    expect(slugs("/service/cctv/")).toStrictEqual([])
    expect(slugs("/service/cctv-installation-melbourne/cameras/")).toStrictEqual([])
    expect(slugs("ftp://example.com.au/cctv-installation-melbourne/")).toStrictEqual([])
  })

  it("finds the services whose name the text mentions, whatever the case and entities", () => {
    const html = "<p>Our tv antenna repair team also handles <strong>MATV &amp; Commercial</strong> jobs.</p>"
    expect(relatedServices(html, services).map((s) => s.menuLabel)).toStrictEqual([
      "TV Antenna Repair",
      "MATV & Commercial",
    ])
  })

  it("finds nothing in a post that names no service, or in links to other pages", () => {
    expect(
      relatedServices('<p>See <a href="/blogs/">the blog</a> or <a href="/contactus/">call</a>.</p>', services),
    ).toStrictEqual([])
    expect(relatedServices("", services)).toStrictEqual([])
  })
})
