// No fixed or sticky element lies over the page's own links, buttons and fields, at any width from
// 320 to 1920 px, wherever the page is scrolled. Each page type is loaded once; the viewport is
// resized in place and the page scrolled through a screen at a time.
//
// What counts as covered: the header along the top and the phone action bar along the bottom span
// the whole width, and the page scrolls under them as under the browser's own bars; a control is
// checked while it lies wholly between them. Then nothing fixed (the round call and WhatsApp
// buttons, the bars themselves, anything else) may be painted over any part of it. Besides:
// - on the first screen, before any scrolling, no bar cuts through a button, a field or a call
//   button (a hero's call button half under the action bar);
// - every control is seen whole and uncovered at some point of the scroll (none stays hidden under
//   a bar at the end of the page).
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "../support/browser/fixtures"

const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

const firstPost = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../support/fixtures/dashboard-posts.json"), "utf8")) as {
    slug?: string
  }[]
)[0].slug

/** One page of each type; the service pages differ in their sections, so three of them. */
const PAGE_TYPES = [
  "/",
  "/aboutus/",
  "/contactus/",
  "/blogs/",
  `/blog/${firstPost}/`,
  "/privacy-policy/",
  "/sitemap/",
  "/service/digital-antenna-installation-melbourne/",
  "/service/tv-antenna-repair-melbourne/",
  "/service/matv-commercial-installation-melbourne/",
  // The 404 page sends unknown addresses home; an unknown post address stays and says so.
  "/blog/no-such-post/",
]

interface Screen {
  /** Controls wholly in view with something fixed painted over them: "a Contact Us ← aside Quick contact". */
  covered: string[]
  /** Buttons, fields and call buttons a bar cuts through (reported on the first screen only). */
  cut: string[]
  /** The controls on the screen (horizontally inside it), and those seen whole and uncovered, by name. */
  present: string[]
  clear: string[]
  /** How far the next screen should scroll, and whether the page has more to show. */
  step: number
  atEnd: boolean
}

/**
 * Looks at the screen as it is: which fixed elements are bars (full width, along the top or bottom
 * edge), which controls lie wholly between them, and what is painted over each; and, for the other
 * fixed elements (the round buttons), every control that would pass under one while the page scrolls
 * on to the next screen, so nothing slips between two looks.
 */
function lookAtScreen(): Screen {
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const positioned = (element: Element) => ["fixed", "sticky"].includes(getComputedStyle(element).position)
  const fixedAncestor = (element: Element | null): Element | null => {
    for (let e = element; e && e !== document.body; e = e.parentElement) if (positioned(e)) return e
    return null
  }
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getBoundingClientRect().width > 0 &&
    element.getBoundingClientRect().height > 0
  // A control keeps the number it was first given, while carousels and late sections change the page.
  const marked = window as unknown as { overlapCount?: number }
  const name = (element: Element) => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return element.tagName
    element.dataset.overlapId ??= String((marked.overlapCount = (marked.overlapCount ?? 0) + 1))
    const text = element.getAttribute("aria-label") || element.textContent?.trim() || element.getAttribute("name")
    const label = (text ?? "").trim().replace(/\s+/g, " ")
    return `${element.tagName.toLowerCase()}#${element.dataset.overlapId} ${label.slice(0, 40)}`
  }

  // The bars: fixed elements across the whole width, touching the top or the bottom edge. The other
  // fixed elements float over the page.
  let top = 0
  let bottom = vh
  const bars: DOMRect[] = []
  const floating: Element[] = []
  for (const element of Array.from(document.querySelectorAll("body *"))) {
    if (getComputedStyle(element).position !== "fixed" || !shown(element)) continue
    const box = element.getBoundingClientRect()
    if (box.bottom <= 0 || box.top >= vh || box.right <= 0 || box.left >= vw) continue
    if (box.width >= vw - 1 && box.top <= 0) top = Math.max(top, box.bottom)
    else if (box.width >= vw - 1 && box.bottom >= vh) bottom = Math.min(bottom, box.top)
    else {
      floating.push(element)
      continue
    }
    bars.push(box)
  }

  const controls = Array.from(
    document.querySelectorAll(
      "main a[href], main button, main input, main select, main textarea, main summary, footer a[href], footer button",
    ),
  ).filter((control) => {
    // Not what a visitor reaches: hidden from assistive technology, inert, or out of the tab order
    // (carousel copies, the forms' honeypot).
    if (control.closest('[aria-hidden="true"], [inert]') || control.getAttribute("tabindex") === "-1") return false
    if (!shown(control)) return false
    // Controls of the chrome itself (a bar's own buttons) are not the page's content.
    const own = fixedAncestor(control)
    if (own && getComputedStyle(own).position === "fixed") return false
    const box = control.getBoundingClientRect()
    return box.left >= 0 && box.right <= vw
  })
  const tallest = Math.max(0, ...controls.map((c) => Math.min(c.getBoundingClientRect().height, (bottom - top) * 0.8)))
  const maxScroll = document.documentElement.scrollHeight - vh
  const screen: Screen = {
    covered: [],
    cut: [],
    present: [],
    clear: [],
    step: Math.max(80, Math.round(bottom - top - tallest)),
    atEnd: window.scrollY >= maxScroll - 1,
  }
  const from = window.scrollY
  const to = Math.min(maxScroll, from + screen.step)

  for (const control of controls) {
    const box = control.getBoundingClientRect()
    if (box.bottom > 0 && box.top < vh) screen.present.push(name(control))
    // What a visitor means to press on the first screen: buttons, fields and the call buttons (the
    // text links of a list the fold cuts through are cut like any text there).
    const action = !control.matches("a") || control.matches('[data-contact-actions] a, a[class*="btn"]')
    if (action && bars.some((bar) => box.top < bar.bottom && box.bottom > bar.top)) screen.cut.push(name(control))
    // Scrolled further by d, the control is d higher: does it meet a floating element on the way?
    for (const element of floating) {
      const over = element.getBoundingClientRect()
      if (box.left >= over.right || box.right <= over.left) continue
      const first = Math.max(0, Math.floor(box.top - over.bottom) + 1)
      const last = Math.min(to - from, Math.ceil(box.bottom - over.top) - 1)
      if (first <= last) screen.covered.push(`${name(control)} ← ${name(element)} when scrolled to ${from + first} px`)
    }
    if (box.top < top || box.bottom > bottom) continue
    // Probe the control on a grid of points: what is painted on top there (a sticky element too)?
    const over = new Set<string>()
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 4; j++) {
        const x = Math.min(box.left + (box.width * i) / 4, box.right - 1)
        const y = Math.min(box.top + (box.height * j) / 4, box.bottom - 1)
        const hit = document.elementFromPoint(x, y)
        const layer = hit && !control.contains(hit) ? fixedAncestor(hit) : null
        if (layer && !layer.contains(control)) over.add(name(layer))
      }
    }
    if (over.size > 0) screen.covered.push(`${name(control)} ← ${[...over].join(", ")}`)
    else screen.clear.push(name(control))
  }
  return screen
}

/**
 * Scrolls the page through from the top, a screen at a time, and returns the problems found at this
 * viewport size. The whole walk runs inside the page (one call per size instead of several per
 * screen). Before each look the page must have settled: three frames in a row in which nothing in
 * it changed (the bar steps aside from what its observers report a frame or two after a scroll or a
 * resize, and React then commits) and no finite transition or animation is running.
 */
async function scrollThrough(): Promise<string[]> {
  const look = (window as unknown as { lookAtScreen: () => Screen }).lookAtScreen
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const running = () =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length
  const settled = async () => {
    let changed = false
    const changes = new MutationObserver(() => (changed = true))
    changes.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    try {
      // At most 10 s of frames: a page that never stops changing fails the test with the reason.
      for (let quiet = 0, frames = 0; quiet < 3; frames++) {
        if (frames > 600) throw new Error(`the page kept changing (animations running: ${running()})`)
        changed = false
        await frame()
        quiet = changed || running() > 0 ? 0 : quiet + 1
      }
    } finally {
      changes.disconnect()
    }
  }
  const problems: string[] = []
  const present = new Set<string>()
  const clear = new Set<string>()
  window.scrollTo(0, 0)
  for (let y = 0, first = true; ; first = false) {
    await settled()
    const screen = look()
    for (const item of screen.covered) problems.push(item)
    if (first) for (const item of screen.cut) problems.push(`on the first screen a bar cuts through ${item}`)
    screen.present.forEach((control) => present.add(control))
    screen.clear.forEach((control) => clear.add(control))
    if (screen.atEnd) break
    y += screen.step
    window.scrollTo(0, y)
  }
  const hidden = [...present].filter((control) => !clear.has(control))
  if (hidden.length > 0) problems.push(`never seen whole and uncovered: ${hidden.join(" | ")}`)
  return problems
}

for (const pagePath of PAGE_TYPES) {
  test(`${pagePath}: no fixed or sticky element covers a link, button or field at any width`, async ({ page }) => {
    test.slow()
    // Carousels that stand still and transitions that end at once: the layout is the same, the
    // wait for each screen to settle much shorter.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize(VIEWPORTS[0])
    await page.goto(pagePath)
    // The blog's pages may ask the dashboard after loading (a post newer than the build; the newest
    // posts when the build is old) and then change length; other tests add posts to it meanwhile.
    // The page is looked at once it has its answers (nothing fetched for 500 ms) and shows no placeholder.
    await page.waitForLoadState("networkidle")
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.evaluate(`window.lookAtScreen = ${lookAtScreen.toString()}`)
    const problems: string[] = []
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      for (const problem of await page.evaluate(scrollThrough))
        problems.push(`${viewport.width}×${viewport.height} ${problem}`)
    }
    expect(problems).toEqual([])
  })
}
