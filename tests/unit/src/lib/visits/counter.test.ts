// The counter's wiring in the browser: when reports go (never during a tap, in idle time, at once
// when the tab is hidden), what they say, and who is never counted.
type Counter = typeof import("../../../../../src/lib/visits/counter")

const sent: { url: string; fields: Record<string, string> }[] = []
let idle: (() => void)[] = []
/** Each test's page: a document of its own, so no listener of an earlier test's counter hears it. */
let doc: Document

/** A fresh copy of the counter (its listeners and queue are the module's), in a browser set up by `browser`. */
async function load(browser: { gpc?: boolean; webdriver?: boolean; beacon?: boolean } = {}): Promise<Counter> {
  Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: browser.gpc })
  Object.defineProperty(navigator, "webdriver", { configurable: true, value: browser.webdriver ?? false })
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value:
      browser.beacon === false
        ? undefined
        : (url: string, body: URLSearchParams) => {
            sent.push({ url, fields: Object.fromEntries(body) })
            return true
          },
  })
  jest.resetModules()
  return import("../../../../../src/lib/visits/counter")
}

const runIdle = () => {
  const callbacks = idle
  idle = []
  callbacks.forEach((callback) => callback())
}

beforeEach(() => {
  sent.length = 0
  idle = []
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback
  window.history.replaceState(null, "", "/service/tv-antenna-repair-melbourne/?utm_source=flyer&utm_campaign=spring")
  doc = document.implementation.createHTMLDocument()
  doc.body.innerHTML = `<section data-place="hero"><a id="call" href="tel:+61491570156">Call</a></section>`
  sessionStorage.clear()
})

describe("the visit counter in the page", () => {
  it("reports a view in idle time, with its campaign, and a tap only after the tap", async () => {
    const counter = await load()
    counter.startCounting(doc)
    counter.countView(true, doc)
    expect(sent).toEqual([])
    runIdle()
    expect(sent).toEqual([
      {
        url: "/antenna-backend/count.php",
        fields: { k: "view", p: "/service/tv-antenna-repair-melbourne/", d: "desktop", s: "flyer", c: "spring" },
      },
    ])

    doc.getElementById("call")!.click()
    expect(sent).toHaveLength(1)
    runIdle()
    expect(sent[1].fields).toEqual({ k: "call", p: "/service/tv-antenna-repair-melbourne/", l: "hero", d: "desktop" })
  })

  it("sends what it noted at once when the tab is hidden", async () => {
    const counter = await load()
    counter.startCounting(doc)
    doc.getElementById("call")!.click()
    Object.defineProperty(doc, "visibilityState", { configurable: true, value: "hidden" })
    doc.dispatchEvent(new Event("visibilitychange"))
    expect(sent.map((s) => s.fields.k)).toEqual(["call"])
    runIdle()
    expect(sent).toHaveLength(1)
  })

  it("counts a later page without the campaign or referrer of the first", async () => {
    const counter = await load()
    counter.startCounting(doc)
    window.history.pushState(null, "", "/aboutus/")
    counter.countView(false, doc)
    runIdle()
    expect(sent[0].fields).toEqual({ k: "view", p: "/aboutus/", d: "desktop" })
  })

  it.each([
    ["asks not to be tracked (Global Privacy Control)", { gpc: true }],
    ["says a program drives it (navigator.webdriver)", { webdriver: true }],
    ["has no sendBeacon", { beacon: false }],
  ])("sends nothing from a browser that %s, and nothing fails", async (_, browser) => {
    const counter = await load(browser)
    expect(() => {
      counter.startCounting(doc)
      counter.countView(true, doc)
      doc.getElementById("call")!.click()
      runIdle()
    }).not.toThrow()
    expect(sent).toEqual([])
  })

  it("is off where the build has no counter", async () => {
    const counter = await load()
    expect(counter.isCounted(navigator, "")).toBe(false)
    expect(counter.isCounted(navigator)).toBe(true)
  })

  it("writes no cookie and nothing into localStorage", async () => {
    const counter = await load()
    counter.startCounting(doc)
    counter.countView(true, doc)
    doc.getElementById("call")!.click()
    runIdle()
    expect(document.cookie).toBe("")
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem("visit-source")).not.toBeNull()
  })
})
