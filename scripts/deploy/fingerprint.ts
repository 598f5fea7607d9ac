// What a release is made from, as digests: the content editors change, the code, the build's settings
// and the dashboard's posts (and, for a --prebuilt folder, the built files themselves). A release
// records its own (release-info.ts); a deploy whose digests are the live release's has nothing to
// publish, since the same inputs build the same files (docs/deploying.md#a-release-only-when-something-changed).
import { createHash } from "node:crypto"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { BUILD_FETCH, dashboardDigest } from "../../gatsby/blog/dashboard-read"
import { fetchBlogList } from "../../src/lib/blog/dashboard"
import { BUILD_INFO_FILE } from "../../src/lib/build-info"

export const PARTS = ["content", "code", "settings", "dashboard", "build"] as const
export type Part = (typeof PARTS)[number]

/** A digest per part; null where it could not be had (the part then counts as changed). */
export type Fingerprint = Partial<Record<Part, string | null>>

/** What editors change: the content check's files and the files copied as they are. */
const CONTENT_FOLDERS = ["content", "static"]

/** Files of the repository that are no part of a release: its manuals, tests and CI. */
const NOT_RELEASED = /^(docs|tests|\.github|\.githooks|\.ci)\/|^[^/]+\.md$/

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

/** One digest of `files` (paths from `root`), by their paths and bytes. */
function digestOf(root: string, files: readonly string[]): string {
  const hash = createHash("sha256")
  for (const file of [...files].sort()) hash.update(`${file}\0${sha256(fs.readFileSync(path.join(root, file)))}\n`)
  return hash.digest("hex")
}

/** The files under `dir`, by path from `root` ("/"-separated). */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return filesUnder(root, file)
    return entry.isFile() ? [file] : []
  })
}

/** The content: content/ and static/ of `contentRoot`. */
export const contentDigest = (contentRoot: string): string =>
  digestOf(
    contentRoot,
    CONTENT_FOLDERS.flatMap((dir) => filesUnder(contentRoot, dir)),
  )

/**
 * The code: every file git lists (committed or not, but not ignored) outside content/, static/ and
 * what is no part of a release; null outside a git checkout, where a release is always published.
 */
export function codeDigest(projectRoot: string): string | null {
  let listed: string
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: projectRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
  } catch {
    return null
  }
  const files = listed
    .split("\0")
    .filter((file) => file && !NOT_RELEASED.test(file) && !CONTENT_FOLDERS.includes(file.split("/")[0]))
    // A file deleted but not yet committed is listed and gone; a link to a folder is no file.
    .filter((file) => fs.statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.isFile())
  return digestOf(projectRoot, files)
}

/** The build's settings (README.md#configuration): every GATSBY_*, CMS_* and SITE_URL value. */
export function settingsDigest(env: NodeJS.ProcessEnv): string {
  const settings = Object.entries(env)
    .filter(([name]) => (/^(GATSBY_|CMS_)/.test(name) || name === "SITE_URL") && name !== "GATSBY_TELEMETRY_DISABLED")
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
  return sha256(settings.sort().join("\n"))
}

/** The dashboard's posts as the build reads them (dashboardDigest); "" without a dashboard; null when unreadable. */
export async function dashboardPart(env: NodeJS.ProcessEnv): Promise<string | null> {
  const url = (env.GATSBY_DASHBOARD_URL ?? "").trim().replace(/\/+$/, "")
  if (!url) return ""
  const list = await fetchBlogList(url, BUILD_FETCH)
  return list.ok ? dashboardDigest(list.posts) : null
}

/** The built files of `dir`, but for build-info.json, which holds the build's time. */
export const buildDigest = (dir: string): string =>
  digestOf(
    dir,
    filesUnder(dir, "").filter((file) => file !== BUILD_INFO_FILE),
  )

/**
 * The parts of `now` that differ from `live`'s (a part `now` leaves out is not compared: a build
 * made from the same inputs makes the same files); every part when there is no live fingerprint.
 */
export function changedParts(now: Fingerprint, live: Fingerprint | null | undefined): Part[] {
  return PARTS.filter((part) => part in now && (!live || now[part] === null || now[part] !== live[part]))
}
