// The site's side of the first-party visit counter (backend/public/count.php): a page view at each
// page the visitor reaches, and a tap on Call, WhatsApp, e-mail or Get Quote. Reports go with
// navigator.sendBeacon in the browser's idle time, after the page has painted and started (this runs
// with the site's script, which starts after the first paint); a tap only notes its report, so it
// never waits for one, and a tab that is hidden or closed sends what is noted at once. No cookie and
// no storage of the visitor's: the counter tells visitors apart per day on its own.
//
// Nothing is sent where the build has no counter (GATSBY_VISIT_COUNTER=off: gatsby/host/visit-counter.ts),
// by a browser that asks not to be tracked (Global Privacy Control), or by one a program drives and
// says so (navigator.webdriver: Playwright, Puppeteer, Selenium, so the site's own browser tests are
// not counted; Lighthouse's browser does not say so); nor without sendBeacon.
import { BACKEND_URL } from "../backend-url"
import { referringHost, tapOf, viewOf, type Fields } from "./beacon"
import { rememberVisitSource } from "./visit-source"

export const COUNTER_URL = process.env.GATSBY_VISIT_COUNTER === "off" ? "" : `${BACKEND_URL}/count.php`

type CountingNavigator = Navigator & { globalPrivacyControl?: boolean }

export const isCounted = (nav: CountingNavigator = navigator, url = COUNTER_URL): boolean =>
  Boolean(url) && typeof nav.sendBeacon === "function" && !nav.webdriver && !nav.globalPrivacyControl

const noted: Fields[] = []

function send() {
  while (noted.length) {
    try {
      navigator.sendBeacon(COUNTER_URL, new URLSearchParams(noted.shift()))
    } catch {
      // A browser that refuses the beacon loses this count, and nothing else.
    }
  }
}

function note(fields: Fields) {
  noted.push(fields)
  if (noted.length > 1) return // the first one's idle time sends them all
  if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 2000 })
  else setTimeout(send, 50)
}

/** Starts counting taps, and notes where the tab's visit began; once, when the site's script starts. */
export function startCounting(doc: Document = document) {
  rememberVisitSource(window.location, doc.referrer)
  if (!isCounted()) return
  doc.addEventListener(
    "click",
    (event) => {
      const tap = tapOf(event.target, window.location.pathname, window.innerWidth)
      if (tap) note(tap)
    },
    true, // capture: before the page's own handlers, which may stop the click
  )
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") send()
  })
}

/** Counts the view of the page now shown; the first of the document with the site it came from. */
export function countView(first: boolean, doc: Document = document) {
  if (!isCounted()) return
  const { pathname, search, host } = window.location
  note(viewOf(pathname, search, first ? referringHost(doc.referrer, host) : undefined, window.innerWidth))
}
