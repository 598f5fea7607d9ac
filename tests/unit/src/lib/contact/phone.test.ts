// The business's number is stored once, as it is read; what is dialled, opened in WhatsApp and told to
// search engines is worked out from it.
import {
  AUSTRALIAN_NUMBER,
  dialledNumber,
  sameNumber,
  telHref,
  whatsappDisplay,
  whatsappHref,
  whatsappNumber,
} from "../../../../../src/lib/contact/phone"
import { siteYaml } from "../../../../support/jest/content-fixture"

describe("the phone number", () => {
  it("is dialled in its international form, however it is spaced", () => {
    expect(telHref("0491 570 156")).toBe("tel:+61491570156")
    expect(telHref("0491570156")).toBe("tel:+61491570156")
    expect(telHref("03 9123 4567")).toBe("tel:+61391234567")
    // As the site shows it: with no-break spaces.
    expect(telHref("0491\u00a0570\u00a0156")).toBe("tel:+61491570156")
    expect(dialledNumber("0491 570 156")).toBe("+61491570156")
  })

  it("opens WhatsApp only on a ten-digit number that starts with 0", () => {
    expect(whatsappNumber("0491 570 156")).toBe("61491570156")
    // A digit too many, or the country code written before the 0: not a number WhatsApp can take.
    expect(whatsappNumber("0491 570 1561")).toBeUndefined()
    expect(whatsappNumber("+61 0491 570 156")).toBeUndefined()
  })

  it("dials a 1300 or 1800 number as it is: they have no international form", () => {
    expect(telHref("1300 975 707")).toBe("tel:1300975707")
    expect(telHref("1800 975 707")).toBe("tel:1800975707")
    expect(whatsappNumber("1300 975 707")).toBeUndefined()
    expect(whatsappHref("1300 975 707", "Hi")).toBeUndefined()
  })

  it("opens WhatsApp on the phone number unless WhatsApp has a number of its own", () => {
    expect(whatsappDisplay({ phone: { display: "0491 570 156" }, whatsapp: {} })).toBe("0491 570 156")
    expect(whatsappDisplay({ phone: { display: "0491 570 156" }, whatsapp: { number: null } })).toBe("0491 570 156")
    expect(whatsappDisplay({ phone: { display: "1300 975 707" }, whatsapp: { number: "0491 570 157" } })).toBe(
      "0491 570 157",
    )
    expect(whatsappHref("0491 570 156", "Can I get help?")).toBe(
      "https://wa.me/61491570156?text=Can%20I%20get%20help%3F",
    )
  })

  it("accepts the ways Australians write their numbers, and nothing else", () => {
    for (const number of ["0491 570 156", "0491570156", "03 9123 4567", "1300 975 707", "1800975707"])
      expect({ number, accepted: AUSTRALIAN_NUMBER.test(number) }).toEqual({ number, accepted: true })
    for (const number of ["+61491570156", "61491570156", "0491 570 15", "0491 570 1566", "1900 975 707", "call us"])
      expect({ number, accepted: AUSTRALIAN_NUMBER.test(number) }).toEqual({ number, accepted: false })
  })

  it("tells two spellings of one number apart from two numbers", () => {
    expect(sameNumber("0491 570 156", "0491570156")).toBe(true)
    expect(sameNumber("0491 570 156", "0491 570 157")).toBe(false)
  })

  it("is the business's number of content/site.yaml, dialled as +61 and opened in WhatsApp", () => {
    const site = siteYaml as { phone: { display: string }; whatsapp: { number?: string; text: string } }
    expect(telHref(site.phone.display)).toMatch(/^tel:\+61[0-9]{9}$/)
    expect(whatsappHref(whatsappDisplay(site), site.whatsapp.text)).toBe(
      `https://wa.me/${dialledNumber(site.phone.display).slice(1)}?text=Can%20I%20get%20help%3F`,
    )
  })
})
