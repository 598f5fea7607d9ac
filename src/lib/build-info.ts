// The build's own small file, /build-info.json: when the site was built, which release serves it, and
// which answer of the dashboard its blog was built from. Kept out of every bundle and page, so that two
// builds of the same sources make the same scripts and pages and differ in this file alone. Written
// by the build (gatsby/host/post-build.ts) and by the deploy (scripts/deploy/), read by the pages
// (lib/blog/freshness.ts) and by the deploy's check of what is live.

export const BUILD_INFO_FILE = "build-info.json"

export interface BuildInfo {
  /**
   * When the build was made, or, later, when a deploy found the live site still current: nothing
   * changed in the content, the code or the dashboard's answer (ISO 8601).
   */
  builtAt: string
  /** The release serving this file, written by `npm run deploy` as it lays the release out; "" before. */
  release: string
  /** The digest of the dashboard's answer the blog was built from (dashboardDigest); "" without a dashboard. */
  dashboard: string
}

/** The file's text for `info`, one line per field. */
export const buildInfoText = (info: BuildInfo): string =>
  `${JSON.stringify({ builtAt: info.builtAt, release: info.release, dashboard: info.dashboard }, null, 1)}\n`

/** The file's fields, or null for text that is not such a file. */
export function parseBuildInfo(text: string): BuildInfo | null {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof BuildInfo, unknown>> | null
    if (!value || typeof value !== "object") return null
    const field = (name: keyof BuildInfo) => (typeof value[name] === "string" ? (value[name] as string) : null)
    const [builtAt, release, dashboard] = [field("builtAt"), field("release"), field("dashboard")]
    return builtAt === null || release === null || dashboard === null ? null : { builtAt, release, dashboard }
  } catch {
    return null
  }
}
