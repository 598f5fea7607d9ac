#!/usr/bin/env node
// Performance, accessibility, best-practice and SEO audit (Lighthouse 12, mobile emulation, default
// throttling, Debian's Chromium) of one page of each kind, checked against the site's budget.
// A benchmark, not part of `npm test`: `npm run audit` (add --no-build to reuse public/).
// Reports are saved as JSON in .lighthouse/. Exits non-zero when a figure misses the budget.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { createStaticServer, headersFromNetlifyFile } from "./serve-static.mjs"

const PORT = Number(process.env.AUDIT_PORT || 9500)
const ORIGIN = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.AUDIT_RUNS || 3)
const OUT = ".lighthouse"
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.02 }
const JS_BUDGET_KB = (pagePath) => (pagePath === "/" ? 120 : 100)

if (!process.argv.includes("--no-build")) {
  // Canonical links point at the audited host, as they point at the live host in production.
  const build = spawnSync("npx", ["gatsby", "build"], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_URL: ORIGIN },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = createStaticServer("public", { extraHeaders: headersFromNetlifyFile("public/_headers") })
await new Promise((resolve) => server.listen(PORT, "127.0.0.1", resolve))

const blogList = await (await fetch(`${ORIGIN}/blogs/`)).text()
const firstPost = blogList.match(/href="(\/blog\/[^"]+\/)"/)?.[1]
const pages = ["/", "/service/cctv-installation-melbourne/", "/blogs/", firstPost, "/contactus/"].filter(Boolean)

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
})

fs.mkdirSync(OUT, { recursive: true })
const rows = []
try {
  for (const pagePath of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${ORIGIN}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" })
      runs.push(result.lhr)
    }
    // The median run by performance score, so one noisy run neither flatters nor fails the page.
    const lhr = runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
      Math.floor(RUNS / 2)
    ]
    const name = pagePath === "/" ? "home" : pagePath.replace(/^\/|\/$/g, "").replace(/\//g, "_")
    fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(lhr, null, 1))
    const requests = lhr.audits["network-requests"].details.items
    const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + r.transferSize, 0)
    const totalBytes = requests.reduce((sum, r) => sum + r.transferSize, 0)
    const thirdParty = requests.filter((r) => !r.url.startsWith(ORIGIN) && !r.url.startsWith("data:")).map((r) => r.url)
    rows.push({
      page: pagePath,
      performance: Math.round(lhr.categories.performance.score * 100),
      performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      jsKb: jsBytes / 1024,
      totalKb: totalBytes / 1024,
      thirdParty,
    })
  }
} finally {
  await chrome.kill()
  server.close()
}

const failures = []
console.log(`\nLighthouse ${lhVersion()} · mobile emulation, default throttling · median of ${RUNS} runs\n`)
console.log("| Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | JS (gzip) | All transfer |")
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} (${r.performanceRuns.join("/")}) | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.lcp.toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} KB | ${r.totalKb.toFixed(1)} KB |`,
  )
  for (const key of ["performance", "accessibility", "best-practices", "seo"]) {
    if (r[key] < BUDGET[key]) failures.push(`${r.page}: ${key} ${r[key]} < ${BUDGET[key]}`)
  }
  if (r.cls >= BUDGET.cls) failures.push(`${r.page}: CLS ${r.cls.toFixed(3)} >= ${BUDGET.cls}`)
  if (r.jsKb > JS_BUDGET_KB(r.page)) failures.push(`${r.page}: JS ${r.jsKb.toFixed(1)} KB > ${JS_BUDGET_KB(r.page)} KB`)
  if (r.thirdParty.length) failures.push(`${r.page}: third-party requests ${r.thirdParty.join(", ")}`)
}
console.log(`\nReports: ${OUT}/*.json`)
if (failures.length) {
  console.log(`\nOver budget:\n${failures.map((f) => `- ${f}`).join("\n")}`)
  process.exit(1)
}
console.log("\nEvery figure is within budget.")

function lhVersion() {
  return JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")).version
}
