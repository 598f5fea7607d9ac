// Gatsby ends every page with its three scripts (webpack runtime, framework, app) as <script async>.
// An async script runs the moment it arrives, and on a fast connection it arrives while the page is
// still being laid out: the phone then runs React before it shows the page it already has, and on a
// slow one the scripts take bandwidth from the banner. This rewrite requests and starts the scripts
// once the first screen is on screen: once the browser reports the page's priority image painted
// (Element Timing), or its first text (First Contentful Paint) on a page without one. Until then
// the page works as it does without JavaScript: links are links, forms post.
//
// With the scripts it requests what they would ask for one after another (page-load.ts): the
// page's data as preloads Gatsby's loader then reads, and the page's chunks as scripts webpack then
// finds in the page instead of requesting them again. All at high priority: by then the first
// screen is painted, and the pictures further down can wait. The scripts, the data and the chunks
// are asked for in three tasks, one after the other: each request costs the browser's main thread
// about 3 ms on a phone (4× CPU: ten of them were one task of 41 to 63 ms), and a visitor's tap
// can be answered between them; they still go out in the same round trip.
//
// Applied to every page after the build (onPostBuild); idempotent, so a page Gatsby kept from an
// earlier build, or whose script list it re-wrote, ends up with exactly the current scripts.
import { PRIORITY_IMAGE_TIMING } from "../../src/lib/priority-image"
import type { PageLoad } from "./page-load"

const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g
const STARTER = /<script data-start-after-paint>[\s\S]*?<\/script>/
const STARTER_LIST = /var s=(\[[^\]]*\])/
const PAGE_PATH = /window\.pagePath="([^"]*)"/

/** The longest the scripts wait: a hidden tab paints nothing, an image may never arrive. */
export const LONGEST_WAIT_MS = 3000

// ES5 on purpose: it runs before any polyfill. A browser without Element Timing (Safari, Firefox)
// waits for the image's load and the next frame instead.
const starter = (scripts: string[], { chunks, data }: PageLoad) =>
  `<script data-start-after-paint>(function(){var s=${JSON.stringify(scripts)},c=${JSON.stringify(chunks)},` +
  `d=${JSON.stringify(data)},started=false;` +
  `function script(src){var e=document.createElement("script");e.src=src;e.async=true;e.fetchPriority="high";document.body.appendChild(e)}` +
  `function preload(href){var e=document.createElement("link");e.rel="preload";e.as="fetch";e.crossOrigin="anonymous";` +
  `e.fetchPriority="high";e.href=href;document.head.appendChild(e)}` +
  `function later(f){setTimeout(f,0)}` +
  `function start(){if(started)return;started=true;s.forEach(script);` +
  `later(function(){d.forEach(preload);later(function(){c.forEach(script)})})}` +
  `function soon(){later(start)}` +
  `function nextFrame(){requestAnimationFrame(soon)}` +
  `setTimeout(start,${LONGEST_WAIT_MS});` +
  `var img=document.querySelector('img[elementtiming="${PRIORITY_IMAGE_TIMING}"]'),type=img?"element":"paint",` +
  `types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(img)img.addEventListener("error",soon);` +
  `if(types.indexOf(type)<0){if(img&&!img.complete)img.addEventListener("load",nextFrame);else nextFrame();return}` +
  `new PerformanceObserver(function(list){list.getEntries().forEach(function(e){` +
  `if(e.name==="first-contentful-paint"||e.identifier==="${PRIORITY_IMAGE_TIMING}")soon()})}).observe({type:type,buffered:true})})()</script>`

const gatsbyScripts = (html: string) => [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1])

/** The scripts a page starts, whether Gatsby's tags are still there or this rewrite already ran. */
function scriptsOf(html: string): string[] {
  const tags = gatsbyScripts(html)
  if (tags.length) return tags
  const list = html.match(STARTER)?.[0].match(STARTER_LIST)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}

/** The page a built file holds, as Gatsby's inline script names it ("/", "/blog/a/", "/404.html"). */
export const pagePathOf = (html: string): string | null => html.match(PAGE_PATH)?.[1] ?? null

/**
 * Rewrites a built page so its scripts load and run after its first screen is painted, together
 * with what they load next (`load`, from page-load.ts).
 */
export function startScriptsAfterPaint(html: string, load: PageLoad = { chunks: [], data: [] }): string {
  const scripts = scriptsOf(html)
  if (!scripts.length) return html
  const chunks = load.chunks.filter((chunk) => !scripts.includes(chunk))
  const tag = starter(scripts, { chunks, data: load.data })
  if (!gatsbyScripts(html).length) return html.replace(STARTER, () => tag)
  // The starter takes the place of the first of Gatsby's tags.
  let first = true
  return html.replace(STARTER, "").replace(GATSBY_SCRIPT, () => {
    const replacement = first ? tag : ""
    first = false
    return replacement
  })
}
