#!/usr/bin/env node
// What the blog costs as it grows. For each size it serves that many generated posts (each with its
// own 1200x675 JPEG) from the fixture dashboard, copies the project into a temporary folder
// (node_modules linked, no .cache or public/), runs a clean `gatsby build` there, then a rebuild
// that keeps the cache after one post has changed (new title, new picture). In the same run it
// builds a bare Gatsby site with the project's plugins (scripts/bench/bare-site.mjs), the base of
// the build-time ratio. It prints a markdown table: build times (wall clock, and the CPU time of the
// build's process tree, which other work on the machine barely moves), peak memory of that tree,
// what each post adds, the JavaScript every page loads, what a visitor to /blogs/ downloads (its
// HTML and page data, gzipped; the list is in pages of twelve), and the largest page of the site
// the same way, which must not grow with the blog either. Your own public/ and .cache/ are never
// touched.
//
// Usage: node scripts/bench-blog-build.mjs [--sizes 10,1000] [--repeat 1] [--port 9310] [--no-rebuild] [--no-bare] [--keep]
//   --sizes       post counts to measure (default 10,1000; 10000 takes several minutes more)
//   --repeat      builds per size and kind; the median is reported, with every run beside it
//   --port        port of the fixture dashboard (default 9310; the tests use 9301)
//   --no-rebuild  skip the rebuild with the cache kept
//   --no-bare     skip the bare site (no ratio)
//   --keep        leave the temporary copies in place, for inspection
// Timings depend on the machine and what else runs on it: the load average is printed with them.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"
import { createDashboardServer } from "../tests/support/fixtures/dashboard-server.mjs"
import { initialJs } from "./audit/metrics.mjs"
import { makeBareSite } from "./bench/bare-site.mjs"
import { timedBuild } from "./bench/timed-build.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
if (args.includes("--help") || args.includes("-h")) {
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n")
  console.log(
    lines
      .slice(
        1,
        lines.findIndex((line) => line.startsWith("import")),
      )
      .join("\n"),
  )
  process.exit(0)
}
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const sizes = option("sizes", "10,1000").split(",").map(Number)
const port = Number(option("port", 9310))
const repeat = Math.max(1, Number(option("repeat", 1)))
const rebuild = !args.includes("--no-rebuild")
const bare = !args.includes("--no-bare")
const keep = args.includes("--keep")

const SKIP = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "test-results",
  "playwright-report",
  "screenshots",
  ".lighthouse",
])

function copyProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-bench-"))
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file)).length / 1024

/** The app bundle every page loads (gzipped), and all the JavaScript / loads before it hydrates. */
function javascriptOf(publicDir) {
  const app = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]+\.js$/.test(f))
  return { appKb: app ? gzipKb(path.join(publicDir, app)) : 0, homeKb: initialJs(publicDir, "/").kb }
}

/** What a visitor to /blogs/ downloads before any picture or script: its HTML and its page data. */
const blogListKb = (publicDir) =>
  gzipKb(path.join(publicDir, "blogs/index.html")) + gzipKb(path.join(publicDir, "page-data/blogs/page-data.json"))

/** The site's largest page (HTML and page data, gzipped, as for /blogs/) and its address; the CMS is not a page. */
function largestPage(publicDir) {
  let largest = { kb: 0, address: "" }
  const visit = (dir) => {
    for (const entry of fs.readdirSync(path.join(publicDir, dir), { withFileTypes: true })) {
      const inside = path.join(dir, entry.name)
      if (entry.isDirectory() && !["admin", "page-data", "static"].includes(inside)) visit(inside)
      if (!entry.isFile() || entry.name !== "index.html") continue
      const data = path.join(publicDir, "page-data", dir || "index", "page-data.json")
      const kb = gzipKb(path.join(publicDir, inside)) + (fs.existsSync(data) ? gzipKb(data) : 0)
      if (kb > largest.kb) largest = { kb, address: `/${dir}${dir ? "/" : ""}` }
    }
  }
  visit("")
  return largest
}

/** Files the image pipeline wrote for the posts' pictures (public/static/<digest>/<args>/bench-*). */
function postImageFiles(publicDir) {
  const dir = path.join(publicDir, "static")
  let count = 0
  for (const digest of fs.readdirSync(dir)) {
    const folder = path.join(dir, digest)
    if (!fs.statSync(folder).isDirectory()) continue
    for (const variant of fs.readdirSync(folder)) {
      const inner = path.join(folder, variant)
      if (fs.statSync(inner).isDirectory()) count += fs.readdirSync(inner).filter((f) => /bench-/.test(f)).length
    }
  }
  return count
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const load = () => os.loadavg()[0].toFixed(1)

const dir = copyProject()
const bareDir = bare ? await makeBareSite(root) : null
console.error(`Building in ${dir}${bareDir ? ` and ${bareDir}` : ""} (node_modules linked from ${root})`)
const cleanUp = (failed = false) => {
  // A failed build's log is in its folder: keep it to be read.
  if (keep || failed) console.error(`Kept ${[dir, bareDir].filter(Boolean).join(" and ")}`)
  else for (const folder of [dir, bareDir]) if (folder) fs.rmSync(folder, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

const env = (dashboardUrl) => ({ GATSBY_DASHBOARD_URL: dashboardUrl })
const rows = []
const bareRuns = []
try {
  for (const size of sizes) {
    const dashboard = createDashboardServer({ generate: size })
    await dashboard.drawImages()
    const url = await dashboard.listen(port)
    try {
      const runs = []
      for (let run = 1; run <= repeat; run++) {
        if (bareDir) {
          fs.rmSync(path.join(bareDir, ".cache"), { recursive: true, force: true })
          fs.rmSync(path.join(bareDir, "public"), { recursive: true, force: true })
          console.error(`bare site, before ${size} posts, run ${run}/${repeat} (load ${load()})...`)
          bareRuns.push(await timedBuild(root, bareDir, {}, path.join(bareDir, `build-${size}-${run}.log`)))
        }
        fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
        fs.rmSync(path.join(dir, "public"), { recursive: true, force: true })
        const loadBefore = load()
        console.error(`${size} posts, run ${run}/${repeat}: clean build (load ${loadBefore})...`)
        const clean = await timedBuild(root, dir, env(url), path.join(dir, `build-${size}-clean-${run}.log`))
        const result = {
          clean,
          load: loadBefore,
          ...javascriptOf(path.join(dir, "public")),
          blogListKb: blogListKb(path.join(dir, "public")),
          largest: largestPage(path.join(dir, "public")),
        }
        // Said now, so that a rebuild that fails does not take the clean build's figures with it.
        console.error(
          `${size} posts: clean ${clean.seconds.toFixed(1)} s (CPU ${clean.cpuSeconds.toFixed(1)} s), ` +
            `peak ${clean.peakMb.toFixed(0)} MB, app JS ${result.appKb.toFixed(1)} KB`,
        )
        result.pages = fs.readdirSync(path.join(dir, "public/blog")).filter((f) => f.startsWith("bench-post-")).length
        result.imageFiles = postImageFiles(path.join(dir, "public"))
        if (rebuild) {
          await dashboard.editPost(0, `${size}-${run}`)
          console.error(`${size} posts, run ${run}/${repeat}: rebuild with the cache, one post changed...`)
          result.warm = await timedBuild(root, dir, env(url), path.join(dir, `build-${size}-warm-${run}.log`))
        }
        runs.push(result)
        if (result.warm) {
          console.error(
            `${size} posts: rebuild ${result.warm.seconds.toFixed(1)} s (CPU ${result.warm.cpuSeconds.toFixed(1)} s)`,
          )
        }
      }
      rows.push({ size, runs })
    } finally {
      dashboard.server.closeAllConnections()
      await new Promise((resolve) => dashboard.server.close(resolve))
    }
  }
} catch (error) {
  cleanUp(true)
  throw error
}
cleanUp()

const machine = `${os.cpus().length} CPU cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`
const list = (values, digits = 1) => values.map((v) => v.toFixed(digits)).join(", ")
console.log(`\nBlog build, median of ${repeat} run(s) per size (${machine})\n`)
const bareSeconds = bareRuns.length ? median(bareRuns.map((r) => r.seconds)) : null
const bareCpu = bareRuns.length ? median(bareRuns.map((r) => r.cpuSeconds)) : null
if (bareSeconds !== null) {
  console.log(
    `Bare Gatsby site with the project's plugins, clean build: ${bareSeconds.toFixed(1)} s ` +
      `(runs ${list(bareRuns.map((r) => r.seconds))}), CPU ${bareCpu.toFixed(1)} s ` +
      `(runs ${list(bareRuns.map((r) => r.cpuSeconds))}); peak ${median(bareRuns.map((r) => r.peakMb)).toFixed(0)} MB\n`,
  )
}
console.log(
  "| Posts | Post pages | Clean build (runs) | × bare | Clean build, CPU | × bare, CPU | Rebuild, cache kept, one post changed | Peak memory, clean | Post image files | app JS (gzip) | JS on / (gzip) | /blogs/ HTML + data (gzip) | Largest page, HTML + data (gzip) | Load |",
)
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for (const { size, runs } of rows) {
  const clean = median(runs.map((r) => r.clean.seconds))
  const warm = rebuild
    ? `${median(runs.map((r) => r.warm.seconds)).toFixed(1)} s (${list(runs.map((r) => r.warm.seconds))}), ` +
      `CPU ${median(runs.map((r) => r.warm.cpuSeconds)).toFixed(1)} s`
    : "—"
  const ratio = bareSeconds ? `${(clean / bareSeconds).toFixed(2)}` : "—"
  const cpu = median(runs.map((r) => r.clean.cpuSeconds))
  const cpuRatio = bareCpu ? `${(cpu / bareCpu).toFixed(2)}` : "—"
  const peak = median(runs.map((r) => r.clean.peakMb))
  const last = runs.at(-1)
  console.log(
    `| ${size} | ${last.pages} | ${clean.toFixed(1)} s (${list(runs.map((r) => r.clean.seconds))}) | ${ratio} | ` +
      `${cpu.toFixed(1)} s | ${cpuRatio} | ${warm} | ` +
      `${(peak / 1024).toFixed(2)} GB | ${last.imageFiles} (${(last.imageFiles / size).toFixed(1)} per post) | ` +
      `${last.appKb.toFixed(1)} KB | ${last.homeKb.toFixed(1)} KB | ${last.blogListKb.toFixed(1)} KB | ` +
      `${last.largest.kb.toFixed(1)} KB (${last.largest.address}) | ` +
      `${runs.map((r) => r.load).join(", ")} |`,
  )
}
const [first, final] = [rows[0], rows.at(-1)]
if (rows.length > 1 && final.size > first.size) {
  const cleanOf = (row) => median(row.runs.map((r) => r.clean.seconds))
  const perPost = ((cleanOf(final) - cleanOf(first)) / (final.size - first.size)) * 1000
  const appGrowth = final.runs.at(-1).appKb - first.runs.at(-1).appKb
  console.log(`\nFrom ${first.size} to ${final.size} posts: ${perPost.toFixed(1)} ms of clean build per post;`)
  console.log(`the app JS every page loads changes by ${appGrowth >= 0 ? "+" : ""}${appGrowth.toFixed(2)} KB gzipped.`)
}
