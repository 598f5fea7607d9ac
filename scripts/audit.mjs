#!/usr/bin/env node
// Speed, accessibility, best-practice and SEO audit (Lighthouse 12, mobile emulation, Debian's
// Chromium) of one page of each kind, measured in the same rounds as a bare Gatsby page (the floor,
// scripts/audit/floor-site.mjs) and checked against the budget. Each round runs Lighthouse with
// both throttling methods: simulated (Lantern, Lighthouse's default) and devtools (applied).
// A benchmark, not part of `npm test`: `npm run audit` (add --no-build to reuse public/).
//   --compare DIR   also measure the home page of another built site (DIR/public) in the same rounds,
//                   e.g. a clone of gatsby-starter-blog, built (see docs/performance.md); or AUDIT_COMPARE=DIR.
//                   Repeat it for more sites (each is named by its folder in the tables).
//   AUDIT_RUNS=5    rounds (at least 3; the median is reported)
//   AUDIT_PAGES=/,/contactus/   these pages only
//   AUDIT_THROTTLING=simulate   one method only (default: simulate,devtools)
// Reports are saved as JSON in .lighthouse/. Exits non-zero when a figure misses the budget.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { createStaticServer, headersFromNetlifyFile } from "./serve-static.mjs"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { buildFloorSite } from "./audit/floor-site.mjs"
import { initialJs, medianOf, metricsOf } from "./audit/metrics.mjs"

const PORT = Number(process.env.AUDIT_PORT || 9500)
const SITE = `http://127.0.0.1:${PORT}`
const FLOOR = `http://127.0.0.1:${PORT + 1}`
const RUNS = Math.max(3, Number(process.env.AUDIT_RUNS || 3))
const METHODS = (process.env.AUDIT_THROTTLING || "simulate,devtools").split(",").filter(Boolean)
const COMPARE_DIRS = process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--compare" ? [arg] : []))
if (!COMPARE_DIRS.length && process.env.AUDIT_COMPARE) COMPARE_DIRS.push(process.env.AUDIT_COMPARE)
const compared = COMPARE_DIRS.map((dir, i) => ({
  dir,
  page: `compare: ${path.basename(path.resolve(dir))}`,
  origin: `http://127.0.0.1:${PORT + 2 + i}`,
}))
const OUT = ".lighthouse"
const FLOOR_PAGE = "floor"
const BUDGET = {
  performance: 98,
  scores: { accessibility: 100, "best-practices": 100, seo: 100 },
  tbtOverFloorMs: 100,
  lcpOverFloorMs: 300,
  longestTaskMs: 150,
  // / had 72 KB; issue 39 gave the visit counter (src/lib/visits) at most 1 KB of it: it took 0.83 KB.
  jsKb: (page) => (page === "/" ? 73 : 100),
}

if (!process.argv.includes("--no-build")) {
  // Canonical links point at the audited host, as they point at the live host in production.
  const build = spawnSync("npx", ["gatsby", "build"], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_URL: SITE },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// A build made for the browser tests (scripts/build-for-tests.sh) posts to stand-in handlers and
// reads a fixture dashboard on loopback ports of their own, which the audit does not serve: its pages
// would be measured with failed requests to another host. Such a build is not reused.
const testBuildHandlers = /form-action[^;]* (http:\/\/127\.0\.0\.1:\d+)/.exec(
  headersFromNetlifyFile("public/_headers")("/")["Content-Security-Policy"] ?? "",
)?.[1]
if (testBuildHandlers) {
  console.error(
    `public/ was built for the browser tests (its forms post to ${testBuildHandlers}): run the audit without --no-build.`,
  )
  process.exit(1)
}
const floorDir = buildFloorSite({ projectRoot: process.cwd(), image: "content/images/about/hero.jpg" })

// The pages report their views to the visit counter on the handlers' host (src/lib/visits/), and
// Lighthouse's browser, unlike the browser tests', does not say a program drives it: it reports.
// The audit serves no PHP, so a stand-in answers as the counter does (204): the page is measured
// with its report sent, and no failed request reaches its console.
const siteFiles = createStaticServer("public", { extraHeaders: headersFromNetlifyFile("public/_headers") })
const siteServer = http.createServer((req, res) =>
  req.method === "POST" && req.url?.startsWith("/antenna-backend/count.php")
    ? res.writeHead(204).end()
    : siteFiles.emit("request", req, res),
)
const floorServer = createStaticServer(path.join(floorDir, "public"))
const compareServers = compared.map(({ dir }) => createStaticServer(path.join(dir, "public")))
await Promise.all([
  listen(siteServer, PORT),
  listen(floorServer, PORT + 1),
  ...compareServers.map((server, i) => listen(server, PORT + 2 + i)),
])

const blogList = await (await fetch(`${SITE}/blogs/`)).text()
const firstPost = blogList.match(/href="(\/blog\/[^"]+\/)"/)?.[1]
// AUDIT_PAGES=/,/contactus/ audits those pages alone (with the floor and the compared sites).
const only = process.env.AUDIT_PAGES?.split(",").filter(Boolean)
const pages = ["/", "/service/cctv-installation-melbourne/", "/blogs/", firstPost, "/contactus/"]
  .filter(Boolean)
  .filter((page) => !only || only.includes(page))
const targets = [
  { page: FLOOR_PAGE, url: `${FLOOR}/`, origin: FLOOR, initialJs: initialJs(path.join(floorDir, "public"), "/") },
  ...compared.map(({ dir, page, origin }) => ({
    page,
    url: `${origin}/`,
    origin,
    initialJs: initialJs(path.join(dir, "public"), "/"),
  })),
  ...pages.map((page) => ({ page, url: `${SITE}${page}`, origin: SITE, initialJs: initialJs("public", page) })),
]
const key = (page, method) => `${page} ${method}`

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})

fs.mkdirSync(OUT, { recursive: true })
const runs = new Map(targets.flatMap((t) => METHODS.map((method) => [key(t.page, method), []])))
try {
  // Interleaved rounds: the floor and every page share whatever else the machine is doing.
  for (let round = 1; round <= RUNS; round++) {
    for (const method of METHODS) {
      for (const target of targets) {
        const lhr = await audit(target.url, chrome.port, method)
        runs.get(key(target.page, method)).push(metricsOf(lhr, target.origin))
        const name = target.page === "/" ? "home" : target.page.replace(/^\/|\/$/g, "").replace(/[^\w.-]+/g, "_")
        fs.writeFileSync(path.join(OUT, `${name}-${method}-${round}.json`), JSON.stringify(lhr))
      }
    }
  }
} finally {
  await chrome.kill()
  siteServer.close()
  floorServer.close()
  for (const server of compareServers) server.close()
  fs.rmSync(floorDir, { recursive: true, force: true })
}

const delta = (value, base, digits = 0, unit = "") => {
  const d = value - base
  return `${d >= 0 ? "+" : "−"}${Math.abs(d).toFixed(digits)}${unit}`
}
const figure = (value) => (Number.isFinite(value) ? String(value) : "—")
const tables = METHODS.map((method) => {
  const rows = targets.map((t) => ({
    page: t.page,
    ...medianOf(runs.get(key(t.page, method))),
    initialJsKb: t.initialJs.kb,
  }))
  return { method, rows, floor: rows[0] }
})

for (const { method, rows, floor } of tables) {
  console.log(
    `\nLighthouse ${lhVersion()} · mobile emulation, ${method === "simulate" ? "simulated" : "devtools (applied)"} throttling · median of ${RUNS} interleaved runs`,
  )
  console.log("(Δ = difference to the floor page of the same runs. JS on page: the gzipped scripts a page loads")
  console.log("before it hydrates — webpack runtime, framework, app and its template's chunks; all JS: every")
  console.log(
    "script Lighthouse saw it fetch, later chunks such as the carousels' included. TTI: time to interactive.)\n",
  )
  console.log(
    "| Page | Perf (runs) | A11y | BP | SEO | LCP (Δ) | TBT (Δ) | CLS | TTI | JS on page (Δ) | All JS | Longest task |",
  )
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
  for (const r of rows) {
    const own = r === floor
    console.log(
      `| ${r.page} | ${figure(r.performance)} (${r.performanceRuns.map(figure).join("/")}) | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} ` +
        `| ${(r.lcp / 1000).toFixed(2)} s${own ? "" : ` (${delta(r.lcp, floor.lcp, 0, " ms")})`} ` +
        `| ${Math.round(r.tbt)} ms${own ? "" : ` (${delta(r.tbt, floor.tbt, 0, " ms")})`} | ${r.cls.toFixed(3)} ` +
        `| ${Number.isFinite(r.tti) ? `${(r.tti / 1000).toFixed(2)} s` : "—"}${r.missing.tti ? ` (none in ${r.missing.tti} runs)` : ""} ` +
        `| ${r.initialJsKb.toFixed(1)} KB${own ? "" : ` (${delta(r.initialJsKb, floor.initialJsKb, 1, " KB")})`} ` +
        `| ${r.jsKb.toFixed(1)} KB | ${Math.round(r.longestTask)} ms (${Math.round(r.longestTaskAnyRun)} ms) |`,
    )
  }
  console.log(`\nMain-thread tasks over 50 ms (${method}), all runs, longest first:`)
  for (const r of rows) {
    const tasks = r.longTasks.map((t) => `${Math.round(t.ms)} ms ${t.script}`)
    console.log(`- ${r.page}: ${tasks.length ? tasks.join("; ") : "none"}`)
  }
}

// The budget is checked on the simulated runs (Lighthouse's default, what its scores mean).
const budgeted = tables.find((t) => t.method === "simulate") ?? tables[0]
const failures = []
const floor = budgeted.floor
for (const r of budgeted.rows.filter((row) => row.page !== FLOOR_PAGE && !compared.some((c) => c.page === row.page))) {
  if (r.performance < BUDGET.performance)
    failures.push(`${r.page}: performance ${r.performance} < ${BUDGET.performance}`)
  for (const [name, min] of Object.entries(BUDGET.scores)) {
    if (r[name] < min) failures.push(`${r.page}: ${name} ${r[name]} < ${min}`)
  }
  if (r.tbt - floor.tbt > BUDGET.tbtOverFloorMs)
    failures.push(`${r.page}: TBT ${Math.round(r.tbt - floor.tbt)} ms over the floor`)
  if (r.lcp - floor.lcp > BUDGET.lcpOverFloorMs)
    failures.push(`${r.page}: LCP ${Math.round(r.lcp - floor.lcp)} ms over the floor`)
  if (r.cls.toFixed(3) !== "0.000") failures.push(`${r.page}: CLS ${r.cls.toFixed(3)}`)
  if (r.longestTask > BUDGET.longestTaskMs)
    failures.push(`${r.page}: a ${Math.round(r.longestTask)} ms task in the median run`)
  if (r.initialJsKb > BUDGET.jsKb(r.page))
    failures.push(`${r.page}: JS on page ${r.initialJsKb.toFixed(1)} KB > ${BUDGET.jsKb(r.page)} KB`)
  if (r.thirdParty.length) failures.push(`${r.page}: third-party requests ${r.thirdParty.join(", ")}`)
}
console.log(`\nReports: ${OUT}/*.json`)
if (failures.length) {
  console.log(`\nOver budget:\n${failures.map((f) => `- ${f}`).join("\n")}`)
  process.exit(1)
}
console.log("\nEvery figure is within budget.")

// Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, ...): such a run
// has no figures, so it is repeated rather than counted as a score of 0.
async function audit(url, port, throttlingMethod, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", throttlingMethod })
    if (!lhr.runtimeError) return lhr
    console.warn(`${url}: Lighthouse ${lhr.runtimeError.code}${attempt < attempts ? ", running it again" : ""}`)
    if (attempt >= attempts) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  }
}

function listen(server, port) {
  return new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
}

function lhVersion() {
  return JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")).version
}
