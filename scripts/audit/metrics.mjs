// What the audit reads out of one Lighthouse report, and how runs are summarised.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

/** The figures of one run (`origin` tells the page's own requests from third-party ones). */
export function metricsOf(lhr, origin) {
  const requests = lhr.audits["network-requests"].details.items
  const longTasks = lhr.audits["long-tasks"].details?.items ?? []
  // With devtools throttling Lighthouse finds no time to interactive when the main thread has no
  // 5 s without a long task before the trace ends (NO_TTI_CPU_IDLE_PERIOD): then there is no
  // performance score either. Such a figure is missing (NaN), not 0.
  const score = lhr.categories.performance.score
  return {
    performance: score === null ? NaN : Math.round(score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tti: lhr.audits.interactive?.numericValue ?? NaN,
    jsKb: sumKb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: sumKb(requests),
    thirdParty: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith("data:")).map((r) => r.url),
    // Simulated (throttled) durations, as Lighthouse scores them; the script a task belongs to.
    longTasks: longTasks.map((t) => ({ ms: t.duration, script: scriptName(t.url, origin) })),
  }
}

const NUMERIC = ["performance", "accessibility", "best-practices", "seo", "lcp", "tbt", "cls", "tti", "jsKb", "totalKb"]

/**
 * The median of every figure across runs, each on its own, so one noisy run moves none of them; a
 * figure missing from a run (NaN) is left out, and `missing` counts those runs.
 */
export function medianOf(runs) {
  const summary = Object.fromEntries(
    NUMERIC.map((key) => [key, median(runs.map((r) => r[key]).filter((value) => Number.isFinite(value)))]),
  )
  summary.missing = Object.fromEntries(NUMERIC.map((key) => [key, runs.filter((r) => !Number.isFinite(r[key])).length]))
  summary.performanceRuns = runs.map((r) => r.performance)
  summary.thirdParty = [...new Set(runs.flatMap((r) => r.thirdParty))]
  // Every long task seen in any run, longest first: a task that appears once is still worth naming.
  summary.longTasks = runs.flatMap((r) => r.longTasks).sort((a, b) => b.ms - a.ms)
  // The longest task of the median run, like every other figure; the worst run's is shown beside it.
  summary.longestTask = median(runs.map((r) => Math.max(0, ...r.longTasks.map((t) => t.ms))))
  summary.longestTaskAnyRun = summary.longTasks[0]?.ms ?? 0
  return summary
}

function median(values) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function sumKb(requests) {
  return requests.reduce((sum, r) => sum + r.transferSize, 0) / 1024
}

function scriptName(url, origin) {
  if (!url || url === "Unattributable") return "(no script: parsing, style, layout)"
  return url.startsWith(origin) ? url.slice(origin.length) : url
}

/**
 * "JS on the page": the JavaScript a page loads before it can hydrate, gzipped as the static server
 * sends it — the entry's scripts (webpack runtime, framework, app) and its template's own chunks,
 * both from Gatsby's webpack.stats.json, the same for the floor's plain script tags as for the
 * site's starter; what it fetches later (carousels, ...) is not counted.
 * `pagePath` is the page's URL path, `publicDir` the build it was served from.
 */
export function initialJs(publicDir, pagePath) {
  const pageData = path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json")
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"))
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const files = new Set(stats.assetsByChunkName.app.filter((name) => name.endsWith(".js")))
  for (const asset of stats.namedChunkGroups[componentChunkName]?.assets ?? []) {
    const name = typeof asset === "string" ? asset : asset.name
    if (name.endsWith(".js")) files.add(name)
  }
  const bytes = [...files].reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, file))).length,
    0,
  )
  return { kb: bytes / 1024, files: [...files] }
}
