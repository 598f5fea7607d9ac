// The layout walk's measurements (tests/e2e/layout.spec.ts), run inside the page: installLayoutWalk
// is handed to page.evaluate once per page, and defines everything it needs in its own body, since
// Playwright sends the function's source and nothing it refers to. One call per viewport size and
// state then measures the whole page, instead of a round trip per element.

/** What layout.spec.ts asks of the page at one viewport size. */
export interface WalkOptions {
  /** Tap targets must be 44×44 px (a phone); otherwise 24×24 px. */
  phone: boolean
  /** The page's own Call link must be wholly on the first screen, uncovered. */
  callOnFirstScreen: boolean
}

export interface StateOptions {
  phone: boolean
  /** Where the state's tap targets are (an open dialog), or the whole page. */
  scope: string
}

export interface LayoutWalk {
  /** The whole page at this size: width, Call, tap targets, then scrolled through screen by screen. */
  walkPage(options: WalkOptions): Promise<string[]>
  /** The page as it is (a dialog open, a form's outcome shown): width and the tap targets in `scope`. */
  measureState(options: StateOptions): Promise<string[]>
}

/** The smallest tap target on a phone (WCAG 2.5.5) and at any width (WCAG 2.5.8), in CSS pixels. */
export const PHONE_TARGET = 44
export const ANY_TARGET = 24

/** Installs `window.layoutWalk`. */
export function installLayoutWalk(sizes: { phone: number; any: number }) {
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

  const TARGETS =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])"

  const positioned = (element: Element) => ["fixed", "sticky"].includes(getComputedStyle(element).position)
  const fixedAncestor = (element: Element | null): Element | null => {
    for (let e = element; e && e !== document.body; e = e.parentElement) if (positioned(e)) return e
    return null
  }
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getBoundingClientRect().width > 0 &&
    element.getBoundingClientRect().height > 0
  /** Not what a visitor reaches: hidden from assistive technology, inert, or out of the tab order (carousel copies, the honeypot). */
  const unreachable = (element: Element) =>
    Boolean(element.closest('[aria-hidden="true"], [inert]')) || element.getAttribute("tabindex") === "-1"

  // An element keeps the number it was first given, while carousels and late sections change the page.
  const marked = window as unknown as { overlapCount?: number }
  const name = (element: Element) => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return element.tagName
    element.dataset.overlapId ??= String((marked.overlapCount = (marked.overlapCount ?? 0) + 1))
    const text = element.getAttribute("aria-label") || element.textContent?.trim() || element.getAttribute("name")
    const label = (text ?? "").trim().replace(/\s+/g, " ")
    return `${element.tagName.toLowerCase()}#${element.dataset.overlapId} ${label.slice(0, 40)}`
  }

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const running = () =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length
  /**
   * Three frames in a row in which nothing in the page changed (the bar steps aside from what its
   * observers report a frame or two after a scroll or a resize, and React then commits) and no
   * finite transition or animation is running. At most 10 s: a page that never stops changing fails
   * with the reason.
   */
  const settled = async () => {
    let changed = false
    const changes = new MutationObserver(() => (changed = true))
    changes.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true })
    try {
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

  /** The fixed bars (the header, the phone action bar): full width, along the top or the bottom edge. */
  function bars() {
    const vw = document.documentElement.clientWidth
    const vh = window.innerHeight
    let top = 0
    let bottom = vh
    const boxes: DOMRect[] = []
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
      boxes.push(box)
    }
    return { top, bottom, boxes, floating }
  }

  /** What is painted over the element, on a grid of points: the fixed layers that are not its own. */
  function paintedOver(control: Element): Set<string> {
    const box = control.getBoundingClientRect()
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
    return over
  }

  /** The document, and every open dialog, as wide as the window: nothing scrolls sideways. */
  function sideways(): string[] {
    const root = document.documentElement
    const problems: string[] = []
    if (root.scrollWidth > root.clientWidth) {
      // The elements that reach furthest to the right, to say where the width comes from.
      const wide = Array.from(document.querySelectorAll("body *"))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && shown(element))
        .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
        .slice(0, 3)
        .map((element) => `${name(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${wide.join(", ")}`)
    }
    for (const dialog of Array.from(document.querySelectorAll("dialog[open]"))) {
      if (dialog.scrollWidth > dialog.clientWidth)
        problems.push(`${name(dialog)} scrolls sideways: ${dialog.scrollWidth} px in ${dialog.clientWidth} px`)
      const box = dialog.getBoundingClientRect()
      if (box.left < 0 || box.right > root.clientWidth)
        problems.push(
          `${name(dialog)} reaches outside the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        )
    }
    return problems
  }

  /**
   * A link inside running text: laid out inline, in a block that has words of its own besides the
   * link (WCAG 2.5.8's inline exception: its height is the line's).
   */
  function inRunningText(element: Element): boolean {
    if (!element.matches("a") || getComputedStyle(element).display !== "inline") return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement
    if (!block) return false
    const own = element.textContent ?? ""
    return /[\p{L}\p{N}]/u.test((block.textContent ?? "").replace(own, ""))
  }

  /** Tap targets in `scope` smaller than the size for this width, with their sizes. */
  function smallTargets(scope: Element, phone: boolean): string[] {
    const least = phone ? sizes.phone : sizes.any
    return Array.from(scope.querySelectorAll(TARGETS)).flatMap((target) => {
      if (unreachable(target) || !shown(target) || inRunningText(target)) return []
      const { width, height } = target.getBoundingClientRect()
      // Visually hidden (a skip link until it has focus, clipped to nothing): nothing to tap.
      const { clipPath, clip } = getComputedStyle(target)
      if ((width <= 1 && height <= 1) || clipPath === "inset(50%)" || clip === "rect(0px, 0px, 0px, 0px)") return []
      if (width >= least - 0.5 && height >= least - 0.5) return []
      return [
        `tap target ${name(target)} is ${Math.round(width)}×${Math.round(height)} px (at least ${least}×${least})`,
      ]
    })
  }

  /** The page's own Call link (in main, not the header's) wholly on the first screen, uncovered. */
  function callOnFirstScreen(): string[] {
    const { top, bottom } = bars()
    const vw = document.documentElement.clientWidth
    const calls = Array.from(document.querySelectorAll('main a[href^="tel:"]')).filter((call) => shown(call))
    const whole = calls.filter((call) => {
      const box = call.getBoundingClientRect()
      return box.top >= top && box.bottom <= bottom && box.left >= 0 && box.right <= vw && paintedOver(call).size === 0
    })
    if (whole.length > 0) return []
    const where = calls
      .slice(0, 2)
      .map(
        (call) =>
          `${name(call)} at ${Math.round(call.getBoundingClientRect().top)}-${Math.round(call.getBoundingClientRect().bottom)} px`,
      )
    return [
      `no Call link of the page wholly on the first screen between ${Math.round(top)} and ${Math.round(bottom)} px (${where.join(", ") || "none in main"})`,
    ]
  }

  /**
   * Looks at the screen as it is: which controls lie wholly between the bars, and what is painted
   * over each; and, for the other fixed elements (the round buttons), every control that would pass
   * under one while the page scrolls on to the next screen, so nothing slips between two looks.
   */
  function lookAtScreen(): Screen {
    const vw = document.documentElement.clientWidth
    const vh = window.innerHeight
    const { top, bottom, boxes, floating } = bars()
    const controls = Array.from(
      document.querySelectorAll(
        "main a[href], main button, main input, main select, main textarea, main summary, footer a[href], footer button",
      ),
    ).filter((control) => {
      if (unreachable(control) || !shown(control)) return false
      // Controls of the chrome itself (a bar's own buttons) are not the page's content.
      const own = fixedAncestor(control)
      if (own && getComputedStyle(own).position === "fixed") return false
      const box = control.getBoundingClientRect()
      return box.left >= 0 && box.right <= vw
    })
    const tallest = Math.max(
      0,
      ...controls.map((c) => Math.min(c.getBoundingClientRect().height, (bottom - top) * 0.8)),
    )
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
      if (action && boxes.some((bar) => box.top < bar.bottom && box.bottom > bar.top)) screen.cut.push(name(control))
      // Scrolled further by d, the control is d higher: does it meet a floating element on the way?
      for (const element of floating) {
        const over = element.getBoundingClientRect()
        if (box.left >= over.right || box.right <= over.left) continue
        const first = Math.max(0, Math.floor(box.top - over.bottom) + 1)
        const last = Math.min(to - from, Math.ceil(box.bottom - over.top) - 1)
        if (first <= last)
          screen.covered.push(`${name(control)} ← ${name(element)} when scrolled to ${from + first} px`)
      }
      if (box.top < top || box.bottom > bottom) continue
      const over = paintedOver(control)
      if (over.size > 0) screen.covered.push(`${name(control)} ← ${[...over].join(", ")}`)
      else screen.clear.push(name(control))
    }
    return screen
  }

  /** Scrolls the page through from the top, a screen at a time: what fixed elements cover. */
  async function scrollThrough(): Promise<string[]> {
    const problems: string[] = []
    const present = new Set<string>()
    const clear = new Set<string>()
    for (let y = 0, first = true; ; first = false) {
      await settled()
      const screen = lookAtScreen()
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

  const walk: LayoutWalk = {
    async walkPage({ phone, callOnFirstScreen: callNeeded }) {
      window.scrollTo(0, 0)
      await settled()
      const problems = [...sideways(), ...smallTargets(document.body, phone)]
      if (callNeeded) problems.push(...callOnFirstScreen())
      return [...problems, ...(await scrollThrough())]
    },
    async measureState({ phone, scope }) {
      await settled()
      const within = document.querySelector(scope)
      if (!within) return [`nothing matches ${scope}`]
      return [...sideways(), ...smallTargets(within, phone)]
    },
  }
  ;(window as unknown as { layoutWalk: LayoutWalk }).layoutWalk = walk
}

// The two calls, as functions page.evaluate can send: each refers only to what installLayoutWalk installed.
export const walkPage = (options: WalkOptions) =>
  (window as unknown as { layoutWalk: LayoutWalk }).layoutWalk.walkPage(options)
export const measureState = (options: StateOptions) =>
  (window as unknown as { layoutWalk: LayoutWalk }).layoutWalk.measureState(options)
