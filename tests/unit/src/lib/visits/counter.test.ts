// The counter's wiring in the browser: when reports go (never during a tap, in idle time, at once
// when the tab is hidden), what they say, and who is never counted.
type Counter = typeof import("../../../../../src/lib/visits/counter")

const sent: { url: string; fields: Record<string, string> }[] = []
let idle: (() => void)[] = []
let idleTimeouts: (number | undefined)[] = []
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
  idleTimeouts = []
  window.requestIdleCallback = ((callback: () => void, options?: IdleRequestOptions) => {
    idleTimeouts.push(options?.timeout)
    return idle.push(callback)
  }) as typeof window.requestIdleCallback
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
    expect(counter.COUNTER_URL).toBe("/antenna-backend/count.php")
    process.env.GATSBY_VISIT_COUNTER = "off"
    try {
      const off = await load()
      expect(off.COUNTER_URL).toBe("")
      off.startCounting(doc)
      off.countView(true, doc)
      runIdle()
      expect(sent).toEqual([])
    } finally {
      delete process.env.GATSBY_VISIT_COUNTER
    }
  })

  it("counts only where the browser has sendBeacon", async () => {
    expect((await load()).isCounted()).toBe(true)
    expect((await load({ beacon: false })).isCounted()).toBe(false)
  })

  it("waits for one idle time, of at most 2 s, for whatever was noted before it", async () => {
    const counter = await load()
    counter.startCounting(doc)
    counter.countView(true, doc)
    doc.getElementById("call")!.click()
    doc.getElementById("call")!.click()
    expect(idleTimeouts).toEqual([2000])
    runIdle()
    expect(sent.map((s) => s.fields.k)).toEqual(["view", "call", "call"])
  })

  it("without requestIdleCallback, sends 50 ms later", async () => {
    jest.useFakeTimers()
    const idleCallback = window.requestIdleCallback
    // @ts-expect-error -- a browser without it
    delete window.requestIdleCallback
    try {
      const counter = await load()
      counter.countView(true, doc)
      jest.advanceTimersByTime(49)
      expect(sent).toEqual([])
      jest.advanceTimersByTime(1)
      expect(sent.map((s) => s.fields.k)).toEqual(["view"])
    } finally {
      window.requestIdleCallback = idleCallback
      jest.useRealTimers()
    }
  })

  it("notes a tap even when the page's own handler stops the click, and nothing for a click on anything else", async () => {
    const counter = await load()
    counter.startCounting(doc)
    doc.body.insertAdjacentHTML("beforeend", `<p id="text">Text</p>`)
    doc.querySelector("section")!.addEventListener("click", (event) => event.stopPropagation())
    doc.getElementById("call")!.click()
    doc.getElementById("text")!.click()
    runIdle()
    expect(sent.map((s) => s.fields)).toStrictEqual([{ k: "call", p: expect.any(String), l: "hero", d: "desktop" }])
  })

  it("sends nothing early when the tab comes back into view", async () => {
    const counter = await load()
    counter.startCounting(doc)
    doc.getElementById("call")!.click()
    Object.defineProperty(doc, "visibilityState", { configurable: true, value: "visible" })
    doc.dispatchEvent(new Event("visibilitychange"))
    expect(sent).toEqual([])
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
