#!/usr/bin/env node
// Full-page height of every page type at phone width, for docs/visual-design.md. Serves each build
// folder given (the way tests/e2e do, with its _headers) on a free port, scrolls each page through
// once so that scroll-started content is laid out, and prints one column per build.
// Usage: node scripts/page-heights.mjs [build folder=public ...] [--width 375] [--height 812]
import fs from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { createStaticServer, headersFromNetlifyFile } from "./serve-static.mjs"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index >= 0 ? Number(args.splice(index, 2)[1]) : fallback
}
const width = option("--width", 375)
const height = option("--height", 812)
const folders = args.length ? args : ["public"]

/** Page types and the path that stands for each; the first pre-rendered post stands for posts. */
function pageTypes(folder) {
  const posts = fs
    .readdirSync(path.join(folder, "blog"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const services = fs
    .readdirSync(path.join(folder, "service"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  return [
    ["Home", "/"],
    ["About", "/aboutus/"],
    ["Contact", "/contactus/"],
    ["Blog list", "/blogs/"],
    [`Blog post (${posts[0]})`, `/blog/${posts[0]}/`],
    ["Privacy policy", "/privacy-policy/"],
    ["Sitemap", "/sitemap/"],
    ...services.map((slug) => [`Service: ${slug}`, `/service/${slug}/`]),
    // Unknown addresses are sent home; an unknown post address stays and says it was not found.
    ["404 (unknown post address)", "/blog/no-such-post/"],
  ]
}

async function measure(browser, base, pagePath) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.goto(base + pagePath, { waitUntil: "networkidle" })
  // Scroll through once, as a visitor would, so reveals and lazy sections have their final size.
  // (Expressions as text: this file runs in Node, the expressions in the page.)
  const scrollHeight = "document.documentElement.scrollHeight"
  for (let y = 0; y < (await page.evaluate(scrollHeight)); y += height / 2) {
    await page.evaluate(`window.scrollTo(0, ${y})`)
    await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))")
  }
  const total = await page.evaluate(scrollHeight)
  await page.close()
  return total
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const columns = []
for (const folder of folders) {
  const server = createStaticServer(folder, {
    extraHeaders: headersFromNetlifyFile(path.join(folder, "_headers")),
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  const heights = new Map()
  for (const [name, pagePath] of pageTypes(folder)) heights.set(name, await measure(browser, base, pagePath))
  server.close()
  columns.push(heights)
}
await browser.close()

const names = [...new Set(columns.flatMap((heights) => [...heights.keys()]))]
console.log(`Full-page height in CSS px at ${width}×${height}\n`)
console.log(`| Page | ${folders.join(" | ")} |`)
console.log(`| --- | ${folders.map(() => "---:").join(" | ")} |`)
for (const name of names)
  console.log(
    `| ${name} | ${columns.map((heights) => heights.get(name)?.toLocaleString("en-AU") ?? "—").join(" | ")} |`,
  )
