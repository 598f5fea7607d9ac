import { campaignOf, deviceOf, referringHost, tapOf, viewOf } from "../../../../../src/lib/visits/beacon"

/** A page's parts as the layout marks them, with a link or button in each. */
function page(html: string) {
  document.body.innerHTML = html
  return (selector: string) => document.querySelector(selector)
}

describe("a page view's beacon", () => {
  it("has the path and the campaign tags, and nothing else of the query string", () => {
    expect(
      viewOf(
        "/service/cctv/",
        "?utm_source=flyer&utm_medium=print&utm_campaign=spring&email=jane%40example.com&gclid=x",
        undefined,
        390,
      ),
    ).toEqual({ k: "view", p: "/service/cctv/", d: "phone", s: "flyer", m: "print", c: "spring" })
  })

  it("takes ?src= as the source, cuts long values and leaves out empty ones", () => {
    expect(campaignOf(`?src=fridge-magnet&utm_campaign=${"x".repeat(300)}&utm_medium=`)).toEqual({
      s: "fridge-magnet",
      c: "x".repeat(100),
    })
    expect(campaignOf("?utm_source=ads&src=flyer")).toEqual({ s: "ads" })
  })

  it("trims a tag before cutting it, and a tag of spaces is none", () => {
    expect(campaignOf(`?utm_source=%20%20flyer%20&utm_campaign=%20${"y".repeat(120)}&utm_medium=%20%20`)).toEqual({
      s: "flyer",
      c: "y".repeat(100),
    })
  })

  it("names the referring site by its host, never this site or an address that is none", () => {
    expect(referringHost("https://www.google.com.au/search?q=antenna+repair", "www.example.com.au")).toBe(
      "www.google.com.au",
    )
    expect(referringHost("https://www.example.com.au/aboutus/", "www.example.com.au")).toBeUndefined()
    expect(referringHost("", "www.example.com.au")).toBeUndefined()
    expect(referringHost("not an address", "www.example.com.au")).toBeUndefined()
    // A plain http:// site is a host too; an address inside another text is no referrer.
    expect(referringHost("http://old-directory.example/", "www.example.com.au")).toBe("old-directory.example")
    expect(referringHost("see https://spam.example/", "www.example.com.au")).toBeUndefined()
    expect(viewOf("/", "", "m.facebook.com", 1280)).toEqual({ k: "view", p: "/", d: "desktop", r: "m.facebook.com" })
  })

  it("tells phone, tablet and desktop apart by the width alone", () => {
    expect([320, 767, 768, 1023, 1024, 2560].map(deviceOf)).toEqual([
      "phone",
      "phone",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ])
  })
})

describe("a tap's beacon", () => {
  const find = page(`
    <header data-place="header"><a href="tel:+61491570156"><svg><path id="icon"/></svg><span id="header-call">Call</span></a>
      <button data-tap="quote" id="header-quote">Get Quote</button></header>
    <section data-place="hero"><a id="hero-call" href="tel:+61491570156">Call</a></section>
    <aside data-place="floating"><a id="bar-call" href="tel:+61491570156">Call</a>
      <a id="whatsapp" href="https://wa.me/61491570156?text=Hi">WhatsApp</a></aside>
    <main><a id="email" href="mailto:office@example.com.au">E-mail</a><a id="page" href="/aboutus/">About</a>
      <button id="other">Next slide</button></main>
    <footer data-place="footer"><a id="footer-call" href="TEL:+61491570156">Call</a></footer>`)

  it("is a Call, WhatsApp, e-mail or Get Quote, with the place on the page it was in", () => {
    const tap = (selector: string, width = 390) => tapOf(find(selector), "/service/x/", width)
    expect(tap("#header-call")).toEqual({ k: "call", p: "/service/x/", l: "header", d: "phone" })
    expect(tap("#icon")?.l).toBe("header")
    expect(tap("#header-quote")).toEqual({ k: "quote", p: "/service/x/", l: "header", d: "phone" })
    expect(tap("#hero-call")?.l).toBe("hero")
    expect(tap("#email")).toEqual({ k: "email", p: "/service/x/", l: "body", d: "phone" })
    expect(tap("#footer-call")).toMatchObject({ k: "call", l: "footer" })
  })

  it("in the quick-contact actions is in their part, which the counter tells apart by the device", () => {
    expect(tapOf(find("#bar-call"), "/", 1023)).toMatchObject({ k: "call", l: "floating", d: "tablet" })
    expect(tapOf(find("#whatsapp"), "/", 1024)).toMatchObject({ k: "whatsapp", l: "floating", d: "desktop" })
  })

  it("knows a link by the start of its address: one that merely contains tel:, mailto: or WhatsApp's is none", () => {
    const find = page(`
      <a id="tel-in-path" href="/contact-tel:now/">Contact</a>
      <a id="mail-in-query" href="/aboutus/?from=mailto:x">About</a>
      <a id="wa-elsewhere" href="https://example.com/?next=https://wa.me/614">Out</a>
      <a id="wa-api" href="https://api.whatsapp.com/send?phone=614">WhatsApp</a>
      <a id="wa-www" href="https://www.whatsapp.com/">WhatsApp</a>
      <a id="wa-bare" href="https://whatsapp.com/send?phone=614">WhatsApp</a>
      <a id="wa-lookalike" href="https://apiwhatsapp.com/send">Not WhatsApp</a>
      <span id="no-link" data-tap=""><a id="bare">No address</a></span>`)
    for (const id of ["tel-in-path", "mail-in-query", "wa-elsewhere", "wa-lookalike", "bare"])
      expect([id, tapOf(find(`#${id}`), "/", 390)]).toEqual([id, undefined])
    expect(tapOf(find("#wa-api"), "/", 390)?.k).toBe("whatsapp")
    expect(tapOf(find("#wa-www"), "/", 390)?.k).toBe("whatsapp")
    expect(tapOf(find("#wa-bare"), "/", 390)?.k).toBe("whatsapp")
  })

  it("is nothing on any other link or button, or nowhere", () => {
    expect(tapOf(find("#page"), "/", 390)).toBeUndefined()
    expect(tapOf(find("#other"), "/", 390)).toBeUndefined()
    expect(tapOf(null, "/", 390)).toBeUndefined()
    expect(tapOf(document, "/", 390)).toBeUndefined()
  })
})
