#!/usr/bin/env node
// Full-page screenshots of each page type at phone and desktop widths, for a visual review.
// Usage: node scripts/screenshots.mjs [baseUrl=http://127.0.0.1:9000] [outDir=screenshots] [paths...]
// SCREENSHOT_WIDTHS=320,375,1024,1366 for other widths (default 375, 1024 and 1366).
// Without paths: every fixed page (src/lib/site-pages.ts), the first service page and the first
// pre-rendered blog post of the build in public/.
/* global document, getComputedStyle, innerHeight, requestAnimationFrame, scrollTo -- in the functions evaluated in the page */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import { createJiti } from "jiti"
import { parse } from "yaml"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { FIXED_PATHS } = await createJiti(import.meta.url).import("../src/lib/site-pages.ts")

/** The service first in the menu: one page of the template all services share. */
function firstServicePath() {
  const dir = path.join(root, "content/services")
  const [first] = fs
    .readdirSync(dir)
    .map((file) => parse(fs.readFileSync(path.join(dir, file), "utf8")))
    .sort((a, b) => a.order - b.order)
  return `/service/${first.slug}/`
}

/** Resolves once `read()` gives the same answer twice in a row, `interval` ms apart (at most 10 s). */
async function steady(read, interval = 200) {
  let last = await read()
  for (let waited = 0; waited < 10_000; waited += interval) {
    await new Promise((resolve) => setTimeout(resolve, interval))
    const now = await read()
    if (now === last) return
    last = now
  }
}

/** The first post the build pre-rendered (public/blog/<slug>/index.html), or none. */
function firstPostPaths() {
  const dir = path.join(root, "public/blog")
  if (!fs.existsSync(dir)) return []
  const slug = fs
    .readdirSync(dir)
    .sort()
    .find((name) => fs.existsSync(path.join(dir, name, "index.html")))
  return slug ? [`/blog/${slug}/`] : []
}

const [base = "http://127.0.0.1:9000", out = "screenshots", ...extra] = process.argv.slice(2)
const paths = extra.length ? extra : [...FIXED_PATHS, firstServicePath(), ...firstPostPaths()]
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const widths = (process.env.SCREENSHOT_WIDTHS || "375,1024,1366").split(",").map(Number)
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    // Scroll through once so scroll-triggered content (reveals, counters) has appeared.
    const { height, step } = await page.evaluate(() => ({ height: document.body.scrollHeight, step: innerHeight / 2 }))
    for (let y = 0; y < height; y += step) {
      await page.mouse.wheel(0, step)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    // Back at the top, so the fixed header and quick-contact bar are drawn as a visitor first sees
    // them (the header at its full height), not where the scroll ended.
    await page.evaluate(() => scrollTo(0, 0))
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    // Then settled: pictures loaded, reveals and the header's transition finished, counters at their figures.
    await page.waitForLoadState("networkidle")
    // (Functions, not strings: the pages' security policy forbids evaluating strings.)
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    )
    await steady(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-counter]")].map((counter) => counter.textContent).join(),
      ),
    )
    // A part painted only near the screen (content-visibility: auto), should a page have one,
    // is drawn as a visitor scrolling to it sees it: a full-page picture is taken of one screen.
    await page.evaluate(() => {
      for (const part of document.querySelectorAll("*"))
        if (getComputedStyle(part).contentVisibility === "auto") part.style.contentVisibility = "visible"
    })
    const name = `${out}/${width}${path.replace(/\/+$/, "").replace(/\//g, "_") || "_home"}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
  }
  await page.close()
}
await browser.close()
