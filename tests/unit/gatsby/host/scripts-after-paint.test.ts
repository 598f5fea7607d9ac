import { LONGEST_WAIT_MS, pagePathOf, startScriptsAfterPaint } from "../../../../gatsby/host/scripts-after-paint"
import { injectScriptHashes } from "../../../../gatsby/host/security"
import { PRIORITY_IMAGE_TIMING } from "../../../../src/lib/priority-image"

const gatsbyScripts = (...names: string[]) => names.map((name) => `<script src="/${name}.js" async></script>`).join("")
const built = (scripts: string, body = "<p>Hello</p>") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><div id="___gatsby">${body}</div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script><!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script>window.___webpackCompilationHash="abc";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

const starterOf = (html: string) => html.match(/<script data-start-after-paint>([\s\S]*?)<\/script>/)![1]

describe("the rewrite of a built page", () => {
  const page = built(gatsbyScripts("webpack-runtime-1", "framework-2", "app-3"))

  it("replaces Gatsby's script tags with one starter that lists them in order", () => {
    const out = startScriptsAfterPaint(page)
    expect(out).not.toMatch(/<script src=/)
    expect(out.match(/data-start-after-paint/g)).toHaveLength(1)
    expect(starterOf(out)).toContain('var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
    // In the slice, where Gatsby's tags were, after the inline scripts they need.
    expect(out.indexOf("___webpackCompilationHash")).toBeLessThan(out.indexOf("data-start-after-paint"))
    expect(out.indexOf("data-start-after-paint")).toBeLessThan(out.indexOf("slice-end"))
  })

  it("is idempotent, and follows the scripts of a page whose script tags Gatsby wrote again", () => {
    const once = startScriptsAfterPaint(page)
    expect(startScriptsAfterPaint(once)).toBe(once)
    const rewrittenByGatsby = once.replace(
      /<\/body>/,
      `${gatsbyScripts("webpack-runtime-4", "framework-2", "app-5")}</body>`,
    )
    const again = startScriptsAfterPaint(rewrittenByGatsby)
    expect(again.match(/data-start-after-paint/g)).toHaveLength(1)
    expect(starterOf(again)).toContain('var s=["/webpack-runtime-4.js","/framework-2.js","/app-5.js"]')
    expect(again).not.toMatch(/<script src=/)
  })

  const load = { chunks: ["/component-4.js", "/app-3.js", "/deferred-5.js"], data: ["/page-data/index/page-data.json"] }

  it("lists what the scripts load next after them: the page's chunks, and its data", () => {
    const out = startScriptsAfterPaint(page, load)
    // A chunk that is one of Gatsby's scripts is started once, with them.
    expect(starterOf(out)).toContain(
      'var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],c=["/component-4.js","/deferred-5.js"],' +
        'd=["/page-data/index/page-data.json"]',
    )
  })

  it("takes the chunks and data of the build it runs after, not those an earlier run wrote", () => {
    const earlier = startScriptsAfterPaint(page, load)
    const now = { chunks: ["/component-6.js"], data: ["/page-data/index/page-data.json", "/page-data/app-data.json"] }
    expect(startScriptsAfterPaint(earlier, now)).toBe(startScriptsAfterPaint(page, now))
  })

  it("reads the page's path from Gatsby's inline script", () => {
    expect(pagePathOf(page)).toBe("/")
    expect(pagePathOf(page.replace('window.pagePath="/"', 'window.pagePath="/blog/a/"'))).toBe("/blog/a/")
    expect(pagePathOf("<html><body></body></html>")).toBeNull()
  })

  it("leaves a page without Gatsby's scripts alone", () => {
    const plain = '<html><head></head><body><p>Admin</p><script src="/cms.js"></script></body></html>'
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })

  it("gets the starter into the page's script policy", () => {
    const out = injectScriptHashes(startScriptsAfterPaint(page))
    const crypto = jest.requireActual<typeof import("crypto")>("crypto")
    const hash = crypto.createHash("sha256").update(starterOf(out), "utf8").digest("base64")
    expect(out).toContain(`'sha256-${hash}'`)
  })
})

describe("the starter in the browser", () => {
  type Observer = { callback: (list: { getEntries: () => object[] }) => void; options?: { type: string } }
  let observers: Observer[]
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    jest.useFakeTimers()
    observers = []
    frames = []
    document.head.innerHTML = ""
    document.body.innerHTML = ""
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    class FakeObserver {
      static supportedEntryTypes = ["paint", "element"]
      constructor(public callback: Observer["callback"]) {}
      observe(options: { type: string }) {
        observers.push({ callback: this.callback, options })
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  const run = (bodyHtml: string, load = { chunks: [] as string[], data: [] as string[] }) => {
    document.body.innerHTML = bodyHtml
    new Function(starterOf(startScriptsAfterPaint(built(gatsbyScripts("runtime", "app")), load)))()
  }
  const started = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))
  const report = (...entries: object[]) => observers.forEach((o) => o.callback({ getEntries: () => entries }))

  it("starts a page's scripts once its first text is painted, not before", () => {
    run("<p>Hello</p>")
    expect(observers.map((o) => o.options?.type)).toEqual(["paint"])
    report({ name: "first-paint" })
    jest.advanceTimersByTime(10)
    expect(started()).toEqual([])
    report({ name: "first-contentful-paint" })
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(["/runtime.js", "/app.js"])
  })

  it("right after the scripts, asks for the page's data and chunks, all at high priority", () => {
    run("<p>Hello</p>", { chunks: ["/component.js"], data: ["/page-data/index/page-data.json"] })
    expect(document.querySelectorAll("link")).toHaveLength(0)
    report({ name: "first-contentful-paint" })
    // In the tasks that follow the scripts' (the next test).
    jest.advanceTimersByTime(10)
    expect(started()).toEqual(["/runtime.js", "/app.js", "/component.js"])
    const scripts = [...document.querySelectorAll("script")]
    expect(scripts.every((script) => script.async && script.fetchPriority === "high")).toBe(true)
    const preloads = [...document.head.querySelectorAll("link")]
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual(["/page-data/index/page-data.json"])
    // What Gatsby's loader asks for: a same-origin request for JSON, which the preload then answers.
    expect(preloads[0]).toMatchObject({ rel: "preload", as: "fetch", crossOrigin: "anonymous", fetchPriority: "high" })
  })

  it("asks for the scripts, the data and the chunks in three tasks, in that order", () => {
    run("<p>Hello</p>", { chunks: ["/component.js"], data: ["/page-data/index/page-data.json"] })
    // Each task the starter queues (setTimeout 0), run one at a time; its longest wait stays a timer.
    const tasks: Array<() => void> = []
    const timer = window.setTimeout
    jest
      .spyOn(window, "setTimeout")
      .mockImplementation(((callback: () => void, delay?: number) =>
        delay ? timer(callback, delay) : tasks.push(callback)) as typeof window.setTimeout)
    report({ name: "first-contentful-paint" })
    const asked = () => [
      ...started(),
      ...[...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href")),
    ]
    expect(asked()).toEqual([])
    tasks.shift()!()
    expect(asked()).toEqual(["/runtime.js", "/app.js"])
    tasks.shift()!()
    expect(asked()).toEqual(["/runtime.js", "/app.js", "/page-data/index/page-data.json"])
    tasks.shift()!()
    expect(asked()).toEqual(["/runtime.js", "/app.js", "/component.js", "/page-data/index/page-data.json"])
    expect(tasks).toEqual([])
    // Nothing is asked for twice, however late the longest wait comes.
    jest.advanceTimersByTime(LONGEST_WAIT_MS)
    expect(asked()).toHaveLength(4)
  })

  it("waits for the priority image's paint where there is one, and starts the scripts once", () => {
    run(`<p>Hello</p><img src="/banner.jpg" elementtiming="${PRIORITY_IMAGE_TIMING}">`)
    expect(observers.map((o) => o.options?.type)).toEqual(["element"])
    report({ name: "text-paint", identifier: "other" })
    jest.advanceTimersByTime(10)
    expect(started()).toEqual([])
    report({ name: "image-paint", identifier: PRIORITY_IMAGE_TIMING })
    report({ name: "image-paint", identifier: PRIORITY_IMAGE_TIMING })
    jest.advanceTimersByTime(LONGEST_WAIT_MS)
    expect(started()).toEqual(["/runtime.js", "/app.js"])
  })

  it("does not wait for a priority image that fails to load", () => {
    run(`<img src="/missing.jpg" elementtiming="${PRIORITY_IMAGE_TIMING}">`)
    document.querySelector("img")!.dispatchEvent(new Event("error"))
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(["/runtime.js", "/app.js"])
  })

  it("starts the scripts anyway when no paint is reported (a hidden tab)", () => {
    run("<p>Hello</p>")
    jest.advanceTimersByTime(LONGEST_WAIT_MS - 1)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toEqual(["/runtime.js", "/app.js"])
  })

  it("without paint reports (Safari), starts after the priority image's load and the next frame", () => {
    Object.assign(window.PerformanceObserver, { supportedEntryTypes: ["paint"] })
    run(`<img src="/banner.jpg" elementtiming="${PRIORITY_IMAGE_TIMING}">`)
    expect(observers).toEqual([])
    expect(frames).toHaveLength(0)
    document.querySelector("img")!.dispatchEvent(new Event("load"))
    expect(frames).toHaveLength(1)
    frames[0](0)
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(["/runtime.js", "/app.js"])
  })
})
