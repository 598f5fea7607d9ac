#!/usr/bin/env node
// How build time grows with the number of blog posts. For each size it serves that many generated
// posts (each with its own 1200x675 JPEG) from the fixture dashboard, copies the project into a
// temporary folder (node_modules linked, no .cache or public/), runs a clean `gatsby build` there,
// then a second build that keeps the cache, and prints a markdown table of the wall times.
// Your own public/ and .cache/ are never touched.
//
// Usage: node scripts/bench-blog-build.mjs [--sizes 10,100,1000] [--repeat 1] [--port 9310] [--no-rebuild] [--keep]
//   --sizes       post counts to measure (default 10,100,1000)
//   --repeat      builds per size and kind; the fastest is reported (other work on the machine only slows)
//   --port        port of the fixture dashboard (default 9310; the tests use 9301)
//   --no-rebuild  skip the second build with a warm cache
//   --keep        leave the temporary copy in place, for inspection
// Takes several minutes for 1,000 posts; timings depend on the machine and what else runs on it.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"
import { createDashboardServer } from "../tests/support/fixtures/dashboard-server.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
if (args.includes("--help") || args.includes("-h")) {
  console.log(
    fs
      .readFileSync(fileURLToPath(import.meta.url), "utf8")
      .split("\n")
      .slice(1, 14)
      .join("\n"),
  )
  process.exit(0)
}
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const sizes = option("sizes", "10,100,1000").split(",").map(Number)
const port = Number(option("port", 9310))
const repeat = Math.max(1, Number(option("repeat", 1)))
const rebuild = !args.includes("--no-rebuild")
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

function build(dir, dashboardUrl, log) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_DASHBOARD_URL: dashboardUrl, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const out = fs.createWriteStream(log)
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    child.on("error", reject)
    child.on("exit", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (code === 0) resolve(seconds)
      else reject(new Error(`gatsby build exited with ${code}; see ${log}`))
    })
  })
}

/** Gzipped size of app-*.js: Gatsby inlines every pre-rendered post into match-paths (see README). */
function appJsGzip(dir) {
  const file = fs.readdirSync(path.join(dir, "public")).find((f) => /^app-.*\.js$/.test(f))
  return file ? zlib.gzipSync(fs.readFileSync(path.join(dir, "public", file)), { level: 9 }).length : 0
}

const count = (dir, pattern) => fs.readdirSync(dir).filter((f) => pattern.test(f)).length

const dir = copyProject()
console.error(`Building in ${dir} (node_modules linked from ${root})`)
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true })
    process.exit(130)
  })
}
const rows = []
try {
  for (const size of sizes) {
    const dashboard = createDashboardServer({ generate: size })
    await dashboard.drawImages()
    const url = await dashboard.listen(port)
    try {
      const cleans = []
      const warms = []
      let pages = 0
      let appKb = 0
      for (let run = 1; run <= repeat; run++) {
        fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
        fs.rmSync(path.join(dir, "public"), { recursive: true, force: true })
        console.error(`${size} posts, run ${run}/${repeat}: clean build...`)
        cleans.push(await build(dir, url, path.join(dir, `build-${size}-clean-${run}.log`)))
        pages = count(path.join(dir, "public/blog"), /^bench-post-/)
        appKb = appJsGzip(dir) / 1024
        if (rebuild) {
          console.error(`${size} posts, run ${run}/${repeat}: rebuild with the cache...`)
          warms.push(await build(dir, url, path.join(dir, `build-${size}-warm-${run}.log`)))
        }
      }
      const clean = Math.min(...cleans)
      const warm = rebuild ? Math.min(...warms) : null
      rows.push({ size, clean, warm, pages, appKb })
      console.error(
        `${size} posts: ${cleans.map((t) => t.toFixed(1)).join(", ")} s clean; ${warms.map((t) => t.toFixed(1)).join(", ")} s rebuild`,
      )
    } finally {
      dashboard.server.closeAllConnections()
      await new Promise((resolve) => dashboard.server.close(resolve))
    }
  }
} finally {
  if (keep) console.error(`Kept ${dir}`)
  else fs.rmSync(dir, { recursive: true, force: true })
}

const machine = `${os.cpus().length} CPU cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`
console.log(`\nBlog build time, fastest of ${repeat} run(s) per size (${machine})\n`)
console.log(`| Posts | Post pages | Clean build |${rebuild ? " Rebuild, cache kept |" : ""} app JS (gzip) |`)
console.log(`|---:|---:|---:|${rebuild ? "---:|" : ""}---:|`)
for (const row of rows) {
  const warm = rebuild ? ` ${row.warm.toFixed(1)} s |` : ""
  console.log(`| ${row.size} | ${row.pages} | ${row.clean.toFixed(1)} s |${warm} ${row.appKb.toFixed(1)} KB |`)
}
const [first, last] = [rows[0], rows.at(-1)]
if (rows.length > 1 && last.size > first.size) {
  const perPost = ((last.clean - first.clean) / (last.size - first.size)) * 1000
  console.log(`\nClean build: about ${perPost.toFixed(0)} ms more per post from ${first.size} to ${last.size} posts.`)
}
