// What a release records about itself, in releases/<name>/release/ (never served: the web server
// serves site/): info.json, when it was made, from which commit, its fingerprint and what changed
// from the release that was live before it, for the next deploy's comparison and --rollback --list;
// own-assets, its build's scripts, styles and images, which the next releases keep (server.ts).
import fs from "node:fs"
import path from "node:path"
import { PARTS, type Fingerprint, type Part } from "./fingerprint"

export const INFO_FILE = "release/info.json"
export const OWN_ASSETS_FILE = "release/own-assets"

export interface ReleaseInfo {
  name: string
  /** When the deploy made it (ISO 8601). */
  time: string
  commit: string | null
  /** The commit's first line. */
  subject: string | null
  fingerprint: Fingerprint
  /** The release live when it was made; null for the first. */
  after: string | null
  /** The parts that differ from `after`'s; every part when `after` recorded none. */
  changed: Part[]
  /** Who deployed it, as the lock says (lock.ts). */
  by: string
}

export function parseReleaseInfo(text: string | null | undefined): ReleaseInfo | null {
  if (!text) return null
  try {
    const info = JSON.parse(text) as ReleaseInfo
    return typeof info?.name === "string" && typeof info.fingerprint === "object" && info.fingerprint
      ? { ...info, after: info.after ?? null, changed: (info.changed ?? []).filter((part) => PARTS.includes(part)) }
      : null
  } catch {
    return null
  }
}

/** What changed, in words: "content and dashboard posts". */
export function describeChanges(changed: readonly Part[], after: string | null = ""): string {
  if (after === null) return "the first release"
  const words: Record<Part, string> = {
    content: "content",
    code: "code",
    settings: "build settings",
    dashboard: "dashboard posts",
    build: "built files",
  }
  const named = changed.map((part) => words[part])
  if (named.length === 0) return "nothing (published again by hand)"
  return named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`
}

/**
 * The files of a build that a page loaded before a switch may still ask for: Gatsby's scripts and
 * styles at the root, named by their content, and every file under static/ (images, also named by
 * content); by path from the build.
 */
export function ownAssets(site: string): string[] {
  const under = (dir: string): string[] =>
    fs.readdirSync(path.join(site, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`
      return entry.isDirectory() ? under(file) : entry.isFile() ? [file] : []
    })
  const root = fs.readdirSync(site).filter((name) => /[-.][0-9a-f]{20}\.(js|css)$/.test(name))
  return [...root, ...(fs.existsSync(path.join(site, "static")) ? under("static") : [])].sort()
}
