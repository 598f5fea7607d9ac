// The deploy's note of the build it made in this folder (.cache/deploy-build.json): the content,
// code, build settings and dashboard posts it was made from, and the digest of its files. A deploy
// whose sources are those, and whose public/ is still that build, publishes it without building
// again: the deploy that follows a dry run, as docs/deploying.md#the-first-deploy has them, does not
// build the same site twice. Any other change to public/ (a build of other settings, a file edited
// or removed) makes the digest differ, and the deploy builds.
import fs from "node:fs"
import path from "node:path"
import { builtDashboard } from "./compare"
import { buildDigest, type Fingerprint } from "./fingerprint"

export const LAST_BUILD_FILE = ".cache/deploy-build.json"

/** The parts of the sources a build is made from (a --prebuilt folder's own files are no source). */
const SOURCES = ["content", "code", "settings", "dashboard"] as const

interface LastBuild {
  sources: Fingerprint
  build: string
}

/** Notes that `siteBuild` was just built from `sources` (the dashboard's part: what the build read of it). */
export function noteBuild(projectRoot: string, sources: Fingerprint, siteBuild: string): void {
  const note: LastBuild = {
    sources: { ...sources, dashboard: builtDashboard(siteBuild) ?? sources.dashboard },
    build: buildDigest(siteBuild),
  }
  const file = path.join(projectRoot, LAST_BUILD_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(note, null, 1)}\n`)
}

/** Whether `siteBuild` is the build this folder last noted, made from `sources`; each part must be known. */
export function isLastBuildOf(projectRoot: string, sources: Fingerprint, siteBuild: string): boolean {
  let note: LastBuild
  try {
    note = JSON.parse(fs.readFileSync(path.join(projectRoot, LAST_BUILD_FILE), "utf8")) as LastBuild
  } catch {
    return false
  }
  const same = SOURCES.every((part) => typeof sources[part] === "string" && note.sources?.[part] === sources[part])
  return same && fs.existsSync(siteBuild) && note.build === buildDigest(siteBuild)
}
