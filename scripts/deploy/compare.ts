// Whether a deploy has anything to publish: this project's fingerprint (fingerprint.ts) against the
// live release's, and the hold a rollback left (hold.ts). Found out before any build, in seconds.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { BUILD_INFO_FILE, parseBuildInfo } from "../../src/lib/build-info"
import type { Options } from "./config"
import {
  buildDigest,
  changedParts,
  codeDigest,
  contentDigest,
  dashboardPart,
  settingsDigest,
  type Fingerprint,
  type Part,
} from "./fingerprint"
import { describeHold, holdStops, isAutomaticRun } from "./hold"
import { liveRelease } from "./releases"
import { describeChanges } from "./release-info"
import type { ServerState } from "./server"

export interface Sources {
  commit: string | null
  subject: string | null
  /** What this deploy would publish, as it compares with the live release's. */
  fingerprint: Fingerprint
}

/** The commit being deployed and its first line; nulls outside a git checkout. */
function commitOf(projectRoot: string, env: NodeJS.ProcessEnv): { commit: string | null; subject: string | null } {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: projectRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  try {
    const commit = env.GITHUB_SHA || git("rev-parse", "HEAD")
    return { commit, subject: git("log", "-1", "--format=%s", commit) || null }
  } catch {
    return { commit: env.GITHUB_SHA || null, subject: null }
  }
}

/** The built site's own digest of the dashboard's posts (build-info.json); null when it has none. */
export function builtDashboard(siteBuild: string): string | null {
  const file = path.join(siteBuild, BUILD_INFO_FILE)
  if (!fs.existsSync(file)) return null
  return parseBuildInfo(fs.readFileSync(file, "utf8"))?.dashboard ?? null
}

/**
 * This deploy's sources. A deploy that builds compares what the build reads (the content, the code,
 * the build's settings, the dashboard's posts now); one of a --prebuilt folder compares that folder's
 * files too, and the dashboard's posts it was built from.
 */
export async function sourcesOf(projectRoot: string, options: Options, env: NodeJS.ProcessEnv): Promise<Sources> {
  const fingerprint: Fingerprint = {
    content: contentDigest(options.contentRoot),
    code: codeDigest(projectRoot),
    settings: settingsDigest(env),
    dashboard: options.prebuilt ? builtDashboard(options.prebuilt) : await dashboardPart(env),
  }
  if (options.prebuilt) fingerprint.build = buildDigest(options.prebuilt)
  return { ...commitOf(projectRoot, env), fingerprint }
}

export type Verdict =
  | { publish: false; unchanged: boolean; message: string }
  | { publish: true; changed: Part[]; message: string }

/** Whether to publish, given the server's state; in words, for the log. */
export function verdictOf(state: ServerState, sources: Sources, env: NodeJS.ProcessEnv): Verdict {
  const live = liveRelease(state.currentLink)
  if (holdStops(state.hold, sources.commit, env)) {
    return {
      publish: false,
      unchanged: false,
      message: `Nothing to publish: this is ${env.GITHUB_EVENT_NAME === "schedule" ? "an hourly run" : "a run of the dashboard's hook"} of a commit held after it was taken off the site.\n${describeHold(state.hold!)}`,
    }
  }
  const liveInfo = live ? state.infos.get(live) : undefined
  const changed = changedParts(sources.fingerprint, liveInfo?.fingerprint)
  if (live && liveInfo && changed.length === 0) {
    return {
      publish: false,
      unchanged: true,
      message: `Nothing to publish: the live release ${live} was built from the same content, code, build settings and dashboard posts.`,
    }
  }
  const lifting =
    state.hold && !isAutomaticRun(env)
      ? ` It lifts the hold on ${state.hold.release} (a deploy started by hand).`
      : state.hold
        ? ` It lifts the hold on ${state.hold.release} (a new commit).`
        : ""
  return {
    publish: true,
    changed,
    message: !live
      ? `To publish: the first release.${lifting}`
      : !liveInfo
        ? `To publish: the live release ${live} does not say what it was built from.${lifting}`
        : `To publish: the ${describeChanges(changed)} differ from the live release ${live}'s.${lifting}`,
  }
}
