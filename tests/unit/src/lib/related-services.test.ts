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
    expect(relatedServices(html, services).map((s) => s.slug)).toEqual([
      "cctv-installation-melbourne",
      "pre-wiring-installation-melbourne",
    ])
  })

  it("finds the services whose name the text mentions, whatever the case and entities", () => {
    const html = "<p>Our tv antenna repair team also handles <strong>MATV &amp; Commercial</strong> jobs.</p>"
    expect(relatedServices(html, services).map((s) => s.menuLabel)).toEqual(["TV Antenna Repair", "MATV & Commercial"])
  })

  it("finds nothing in a post that names no service, or in links to other pages", () => {
    expect(
      relatedServices('<p>See <a href="/blogs/">the blog</a> or <a href="/contactus/">call</a>.</p>', services),
    ).toEqual([])
    expect(relatedServices("", services)).toEqual([])
  })
})
