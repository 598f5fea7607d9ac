#!/usr/bin/env node
// How quickly the pages answer a visitor's taps on a slow phone, and whether the idle home page ever
// holds the main thread: the interaction benchmark of docs/performance.md ("Taps on a slow phone").
// A benchmark, not a test: its figures depend on the machine, so it prints them with the load average.
//
// Serves a build (default public/, with its _headers) on a free port and drives Debian's Chromium at
// 375×667 (2x, touch) with the CPU slowed 4x (DevTools' CPU throttling). Each interaction is made
// once on a freshly loaded page, `--runs` times (5), after the page has started and settled. Its
// latency is what Interaction to Next Paint counts: the Event Timing API's duration of the
// interaction (from the input to the next paint), for every event of it of 16 ms or more
// (durationThreshold 16; web-vitals' onINP would ignore those under 40 ms). Typing counts its
// slowest key. Beside the latency: where the time went (input delay, event handlers, until the
// paint) and the main thread's own work over the interaction (script, style, layout: DevTools'
// Performance.getMetrics), which, unlike the wall time, barely moves when other work shares the cores.
//
// First the machine's floor, on a bare page the script serves itself (no framework, no stylesheet,
// no script): a tap on a plain button, and a small platform <dialog> opened by the button's own
// `command` attribute. No page can answer quicker than these; read the site's figures against them.
//
// Then the long-task check: the home page, scrolled to its testimonials (so all three carousels have
// started) and left alone from 5 s after load for 30 s, `--idle-runs` times (3); every task over
// 50 ms (Long Tasks API) is reported.
//
// Usage: node scripts/bench-interactions.mjs [build folder=public] [--runs 5] [--idle-runs 3]
//          [--idle-seconds 30] [--only name,name] [--no-idle] [--rate 4] [--hold 80]
// Hold the browser tests' lock while it runs: flock /tmp/antenna-e2e.lock node scripts/bench-interactions.mjs
/* global window, requestAnimationFrame -- in the functions that run in the page */
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { createStaticServer, headersFromNetlifyFile } from "./serve-static.mjs"

const args = process.argv.slice(2)
const flag = (name) => {
  const index = args.indexOf(name)
  return index >= 0 ? Boolean(args.splice(index, 1)) : false
}
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index >= 0 ? args.splice(index, 2)[1] : fallback
}
const runs = Number(option("--runs", 5))
const idleRuns = Number(option("--idle-runs", 3))
const idleSeconds = Number(option("--idle-seconds", 30))
const rate = Number(option("--rate", 4))
const hold = Number(option("--hold", 80))
const only = option("--only", "")
const skipIdle = flag("--no-idle")
const folder = args[0] ?? "public"

const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
/** What the form handlers answer, a moment later (the test build posts to a stand-in's port). */
const ACCEPTED = "Thank you! We have received your enquiry and will get back to you within 24 hours."

/** Records every Event Timing entry of 16 ms or more, and every long task, from the first byte. */
function observe() {
  const seen = { events: [], longTasks: [] }
  window.__bench = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      seen.events.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      })
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
}

/** Where the bare page is served, beside the build's own pages. */
const BARE_PATH = "/__bench-bare-page__/"
/** The floor: a phone's page with a button and a dialog of six links, and not one script. */
const BARE_PAGE = `<!doctype html><html lang="en" data-hydrated><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title>
<style>button{font:600 18px sans-serif;min-height:48px;padding:0 20px}</style></head><body>
<p>A page with no script.</p>
<p><button type="button" id="plain">Nothing</button></p>
<p><button type="button" id="open" commandfor="bare-dialog" command="show-modal">Open</button></p>
<dialog id="bare-dialog" aria-label="Menu"><ul>${["Home", "About", "Services", "Blog", "Free Quote", "Contact"]
  .map((name, index) => `<li><a href="#${index}">${name}</a></li>`)
  .join("")}</ul></dialog></body></html>`

/** The interactions, each on a freshly loaded page: where, what to wait for first, and the act itself. */
const INTERACTIONS = [
  {
    name: "floor: a tap on a bare page's button",
    path: BARE_PATH,
    target: (page) => page.locator("#plain"),
  },
  {
    name: "floor: a bare page's <dialog> opened",
    path: BARE_PATH,
    target: (page) => page.locator("#open"),
    done: (page) => page.locator("#bare-dialog[open]").waitFor(),
  },
  {
    name: "open the phone menu",
    path: "/aboutus/",
    // A visitor taps a few seconds in: by then the menu's entries are made (once the browser is idle).
    ready: (page) => page.locator("#mobile-menu a").first().waitFor({ state: "attached", timeout: 15_000 }),
    target: (page) => page.getByRole("button", { name: "Open menu" }),
    done: (page) => page.getByRole("dialog", { name: "Menu" }).waitFor(),
  },
  {
    name: "open the quote dialog",
    path: "/aboutus/",
    ready: (page) =>
      page.locator("dialog[aria-labelledby=quote-title] form").waitFor({ state: "attached", timeout: 15_000 }),
    target: (page) => page.locator("main").getByRole("button", { name: "Free Quote" }).first(),
    done: (page) => page.getByRole("dialog", { name: "Request a Quote" }).waitFor(),
  },
  {
    name: "type in a form field",
    path: "/contactus/",
    act: async (page) => {
      const field = page.locator("main form").getByLabel("Your name")
      await field.tap()
      await page.keyboard.type("Jane O'Brien", { delay: 120 })
    },
    // The tap that focuses the field is an interaction of its own: only the keys count here.
    events: ["keydown", "keypress", "keyup", "input", "beforeinput"],
  },
  {
    name: "a carousel's arrow (the banner's next slide)",
    path: "/",
    target: (page) => page.getByRole("button", { name: "Next slide" }),
  },
  {
    name: "a testimonial dot",
    path: "/",
    before: async (page) => {
      const carousel = page.getByRole("group", { name: "Customer Testimonials" })
      await carousel.scrollIntoViewIfNeeded()
      await page.waitForTimeout(1500)
    },
    target: (page) =>
      page.getByRole("group", { name: "Customer Testimonials" }).getByRole("button", { name: "Show testimonial 3" }),
  },
  {
    name: "send a form",
    path: "/contactus/",
    before: async (page) => {
      const form = page.locator("main form")
      for (const [label, value] of [
        ["Your name", "Jane O'Brien"],
        ["Email address", "jane@example.com"],
        ["Phone number", "0412 345 678"],
        ["Street address", "12 Smith St"],
        ["Suburb / city", "Box Hill"],
        ["Message", "The picture breaks up on channel 7."],
      ])
        await form.getByLabel(label).fill(value)
      await form.getByLabel("Service").selectOption({ index: 1 })
      await form.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded()
    },
    target: (page) => page.locator("main form").getByRole("button", { name: "Send Message" }),
    done: (page) => page.locator("main form [data-outcome=accepted]").waitFor({ state: "attached" }),
  },
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : "—")
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ")

/** The main thread's work so far (ms of script, style and layout), from DevTools. */
async function mainThreadWork(session) {
  const { metrics } = await session.send("Performance.getMetrics")
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000
  return {
    script: value("ScriptDuration"),
    style: value("RecalcStyleDuration"),
    layout: value("LayoutDuration"),
  }
}

/** A freshly loaded page, slowed, that has started (hydrated) and gone quiet (network idle, 2 frames, 1 s). */
async function openPage(browser, base, pagePath) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(observe)
  // The stand-in for the form handlers: an accepted enquiry, 300 ms later.
  // (Whichever address the build posts to: the test build's stand-in port, or the host's own path.)
  await page.route(/\/handle\w+\.php$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.fulfill({
      status: 200,
      headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain; charset=utf-8" },
      body: ACCEPTED,
    })
  })
  page.on("dialog", (dialog) => dialog.dismiss())
  await page.route(base + BARE_PATH, (route) => route.fulfill({ contentType: "text/html", body: BARE_PAGE }))
  const session = await context.newCDPSession(page)
  await session.send("Emulation.setCPUThrottlingRate", { rate })
  await session.send("Performance.enable")
  await page.goto(base + pagePath, { waitUntil: "networkidle" })
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page.waitForTimeout(1000)
  return { context, page, session }
}

/**
 * A finger's tap on a point: down, held `--hold` ms (a quick tap lasts about 50 to 150 ms), up. The
 * element is found before the measured window; Playwright's locator.tap() would run its own checks
 * (the role query, hit-target listeners on the page's pointer events) on the slowed main thread
 * inside the interaction, and its touchscreen.tap() lifts the finger in the same instant as it
 * lands, so the release waits for the work of the press, which no finger does.
 */
async function tap(session, x, y) {
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] })
  await new Promise((resolve) => setTimeout(resolve, hold))
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
}

async function measureInteraction(browser, base, interaction) {
  const { context, page, session } = await openPage(browser, base, interaction.path)
  try {
    // What the page makes ahead of the tap, made (at most 15 s: a build without it just goes on).
    if (interaction.ready) await interaction.ready(page).catch(() => undefined)
    if (interaction.before) await interaction.before(page)
    const box = interaction.target ? await interaction.target(page).boundingBox() : null
    if (interaction.target && !box) throw new Error(`${interaction.name}: nothing to tap`)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    await page.evaluate(() => (window.__bench.events = []))
    const before = await mainThreadWork(session)
    if (box) await tap(session, box.x + box.width / 2, box.y + box.height / 2)
    else await interaction.act(page)
    if (interaction.done) await interaction.done(page)
    // The paint after the last event, and the entries' delivery (they come in batches after a paint).
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
    )
    const after = await mainThreadWork(session)
    const events = await page.evaluate(() => window.__bench.events)
    const counted = events.filter((event) => !interaction.events || interaction.events.includes(event.name))
    // An interaction's latency is its slowest event; typing is several interactions: its slowest key.
    const byInteraction = new Map()
    for (const event of counted) {
      const known = byInteraction.get(event.id)
      if (!known || event.duration > known.duration) byInteraction.set(event.id, event)
    }
    const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0]
    return {
      // No event of 16 ms or more: the interaction was quicker than that.
      inp: worst?.duration ?? 0,
      delay: worst ? worst.processingStart - worst.start : 0,
      handlers: worst ? worst.processingEnd - worst.processingStart : 0,
      presentation: worst ? worst.start + worst.duration - worst.processingEnd : 0,
      work: after.script + after.style + after.layout - (before.script + before.style + before.layout),
      interactions: byInteraction.size,
    }
  } finally {
    await context.close()
  }
}

async function idleHome(browser, base) {
  const { context, page } = await openPage(browser, base, "/")
  try {
    // From 5 s after load (the page's load event; openPage already waited for it and a second more).
    const loadedAt = await page.evaluate(() => performance.getEntriesByType("navigation")[0].loadEventEnd)
    // Every carousel playing: each plays once a visitor has come near it, so the page is scrolled to
    // the logos, then to the testimonials, where it stays (the banner plays on above). Before the window.
    await page.getByRole("heading", { name: "TV Channels" }).scrollIntoViewIfNeeded()
    await page.getByRole("group", { name: "Customer Testimonials" }).scrollIntoViewIfNeeded()
    const from = loadedAt + 5000
    const started = await page.evaluate(() => performance.now())
    if (started > from) throw new Error(`the carousels started only ${Math.round(started - loadedAt)} ms after load`)
    const until = from + idleSeconds * 1000
    await page.waitForFunction((end) => performance.now() >= end, until, { timeout: (idleSeconds + 30) * 1000 })
    const tasks = await page.evaluate(() => window.__bench.longTasks)
    return tasks.filter((task) => task.start >= from && task.start < until)
  } finally {
    await context.close()
  }
}

const server = createStaticServer(folder, { extraHeaders: headersFromNetlifyFile(path.join(folder, "_headers")) })
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(
    `Interactions on ${folder}, 375×667, CPU ${rate}× slower, median of ${runs} (load average at start: ${loadAverage()})\n`,
  )
  console.log("| Interaction | INP (ms), median | runs (ms) | input delay | handlers | to paint | main-thread work |")
  console.log("| --- | ---: | --- | ---: | ---: | ---: | ---: |")
  const chosen = only ? INTERACTIONS.filter((i) => only.split(",").some((name) => i.name.includes(name))) : INTERACTIONS
  for (const interaction of chosen) {
    const results = []
    for (let run = 0; run < runs; run++) results.push(await measureInteraction(browser, base, interaction))
    const pick = (key) => median(results.map((result) => result[key]))
    console.log(
      `| ${interaction.name} | **${ms(pick("inp"))}** | ${results.map((r) => ms(r.inp)).join(", ")} | ${ms(pick("delay"))} | ${ms(pick("handlers"))} | ${ms(pick("presentation"))} | ${ms(pick("work"))} |`,
    )
  }
  console.log(`\n(load average at the end: ${loadAverage()})`)
  if (!skipIdle) {
    console.log(
      `\nLong tasks on the idle home page, 375×667, CPU ${rate}× slower, from 5 s after load for ${idleSeconds} s:`,
    )
    for (let run = 1; run <= idleRuns; run++) {
      const load = loadAverage()
      const tasks = await idleHome(browser, base)
      const list = tasks.map((task) => `${Math.round(task.duration)} ms at ${(task.start / 1000).toFixed(1)} s`)
      console.log(
        `  run ${run} (load ${load}): ${tasks.length} task(s) over 50 ms${list.length ? `: ${list.join(", ")}` : ""}`,
      )
    }
  }
} finally {
  await browser.close()
  server.close()
}
