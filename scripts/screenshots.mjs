#!/usr/bin/env node
// Full-page screenshots of each page type at phone and desktop widths, for a visual review.
// Usage: node scripts/screenshots.mjs [baseUrl=http://127.0.0.1:9000] [outDir=screenshots] [paths...]
import fs from "node:fs"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"

const [base = "http://127.0.0.1:9000", out = "screenshots", ...extra] = process.argv.slice(2)
const paths = extra.length
  ? extra
  : [
      "/",
      "/aboutus/",
      "/contactus/",
      "/blogs/",
      "/privacy-policy/",
      "/sitemap/",
      "/service/cctv-installation-melbourne/",
    ]
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [375, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    // Scroll through once so scroll-triggered content (reveals, counters) has appeared, then settle.
    const { height, step } = await page.evaluate("({ height: document.body.scrollHeight, step: innerHeight / 2 })")
    for (let y = 0; y < height; y += step) {
      await page.mouse.wheel(0, step)
      await page.waitForTimeout(150)
    }
    await page.waitForTimeout(2500)
    const name = `${out}/${width}${path.replace(/\/+$/, "").replace(/\//g, "_") || "_home"}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
  }
  await page.close()
}
await browser.close()
