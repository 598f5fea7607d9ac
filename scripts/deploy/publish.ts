// `npm run deploy`: the content check; whether anything differs from the live release (compare.ts),
// else nothing more; the build, without the deploy's secrets; the release laid out; then on the
// server: the lock, the upload into a new releases/<name>/ (unchanged files hard-linked to the live
// release), one switch of `current`, the check that the new release answers (else the switch back),
// and the releases no longer kept deleted. Until the switch the live site is untouched, and a failure
// removes the new release; nothing outside releases/<name>/ is uploaded.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent, formatReport, siteUrlOf } from "../../gatsby/content"
import { buildInfoText } from "../../src/lib/build-info"
import { builtDashboard, sourcesOf, verdictOf } from "./compare"
import type { Options, Target } from "./config"
import { planDocroot } from "./docroot"
import { buildDigest } from "./fingerprint"
import { checkRelease, titleOf } from "./health"
import { holdText } from "./hold"
import { isLastBuildOf, noteBuild } from "./last-build"
import { holderName, lockRefusal, takeOverNotice } from "./lock"
import { Phases, Stopped } from "./phases"
import { liveRelease, releaseName, releasesToPrune, RELEASE_NAME } from "./releases"
import type { ReleaseInfo } from "./release-info"
import { readServer, type ServerState } from "./server"
import { Connection } from "./ssh"
import { ABANDON, SETTLE, SWITCH, TOUCH, saidBy } from "./switch"
import { stageRelease } from "./stage"

/** The build, with none of the deploy's settings in its environment: the key stays with the deploy. */
function build(projectRoot: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("DEPLOY_")))
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env })
    child.on("error", reject)
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Stopped("The build failed (above): nothing was uploaded, and the live site is as it was.")),
    )
  })
}

const bytes = (n: number) => `${n.toLocaleString("en-AU")} bytes`

/** Tells the workflow's next steps whether to build and publish (its check step's output). */
function tellWorkflow(publish: boolean): void {
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `publish=${publish}\n`)
}

export async function publish(target: Target, options: Options, projectRoot: string): Promise<void> {
  const phases = new Phases()
  const where = `${target.user}@${target.host}:${target.path}`
  const mode = options.checkOnly
    ? "Anything to publish? "
    : options.dryRun
      ? "Dry run: nothing changes on the server. "
      : ""
  console.log(`${mode}Deploying to ${where}`)
  const connection = new Connection(target)
  const begin = (lock: "look" | "take") => readServer(connection, target, lock)
  // How far the server has been changed, for what a failure must undo.
  let reached: "nothing" | "locked" | "uploading" | "switching" = "nothing"
  let name = ""
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-release-"))
  try {
    await phases.run(
      "check",
      () => checkContent(options.contentRoot),
      ({ problems, fileCount }) => {
        if (problems.length) {
          console.error(formatReport(problems))
          throw new Stopped("The content check failed: nothing was uploaded, and the live site is as it was.")
        }
        return `Content check: ${fileCount} files, no problems`
      },
    )
    const sources = await sourcesOf(projectRoot, options, process.env)
    const seen = await phases.run(
      "compare",
      () => begin("look"),
      (state) => verdictOf(state, sources, process.env).message,
    )
    const verdict = verdictOf(seen, sources, process.env)
    if (!verdict.publish) {
      const live = liveRelease(seen.currentLink)
      if (verdict.unchanged && live && !options.dryRun && !options.checkOnly)
        await markCurrent(connection, target, seen, live)
      tellWorkflow(false)
      console.log(phases.summary())
      return
    }
    if (options.checkOnly) {
      tellWorkflow(true)
      console.log(phases.summary())
      return
    }

    const siteBuild = options.prebuilt ?? path.join(projectRoot, "public")
    // No secret on disk while the build's code runs.
    connection.dispose()
    if (options.prebuilt) console.log(`[build] skipped: deploying the build in ${options.prebuilt}`)
    else if (isLastBuildOf(projectRoot, sources.fingerprint, siteBuild))
      console.log(
        "[build] skipped: public/ is this folder's last build (a dry run's), from the same content, code, build settings and dashboard posts",
      )
    else {
      await phases.run(
        "build",
        () => build(projectRoot),
        () => "npm run build",
      )
      noteBuild(projectRoot, sources.fingerprint, siteBuild)
    }

    name = releaseName(new Date(), sources.commit)
    const liveSeen = liveRelease(seen.currentLink)
    const info: ReleaseInfo = {
      name,
      time: new Date().toISOString(),
      commit: sources.commit,
      subject: sources.subject,
      // What the build read of the dashboard, which may be newer than what was compared.
      fingerprint: { ...sources.fingerprint, dashboard: builtDashboard(siteBuild), build: buildDigest(siteBuild) },
      after: liveSeen,
      changed: verdict.changed,
      by: holderName(),
    }
    await phases.run(
      "stage",
      () => stageRelease(siteBuild, path.join(projectRoot, "backend"), stage, info),
      () => `release ${name}: the site and the backend's code`,
    )
    const state = await phases.run(
      "lock",
      () => begin(options.dryRun ? "look" : "take"),
      (state) => `live release: ${liveRelease(state.currentLink) ?? "none yet"}`,
    )
    const notice = takeOverNotice(state)
    if (notice) console.warn(notice)
    const refusal = options.dryRun ? null : lockRefusal(state, target.lockStaleMinutes)
    if (refusal) throw new Stopped(refusal)
    if (state.lockTaken) reached = "locked"
    const live = liveRelease(state.currentLink)
    // Another deploy may have published the same meanwhile.
    const now = verdictOf(state, sources, process.env)
    if (!now.publish) throw new Stopped(`${now.message} (published while this one was building)`)
    const { plan, problems } = planDocroot(target, state)
    if (!state.currentIsLink)
      problems.push(`${target.path}/current is not a link: move it away, and the deploy makes it.`)
    if (!state.hasRsync)
      problems.push("rsync is not installed on the server; ask the host, or use the FTP fallback (docs/deploying.md).")
    if (state.releases.includes(name)) problems.push(`releases/${name} exists already on the server.`)
    if (problems.length)
      throw new Stopped(`${problems.join("\n")}\nNothing was uploaded, and the live site is as it was.`)

    // Links to the live release first, then the newest (after a rollback, the two differ).
    const known = state.releases.filter((release) => RELEASE_NAME.test(release)).sort()
    const linkDest = [...new Set([live, known.at(-1)].filter((r): r is string => !!r))].map((r) => `../${r}`)
    if (reached === "locked") reached = "uploading"
    const transfer = await phases.run(
      "upload",
      () => connection.upload(stage, `${target.path}/releases/${name}`, linkDest, options.dryRun),
      (t) =>
        `${options.dryRun ? "would send" : "sent"} ${bytes(t.bytesSent)}; ${t.filesChanged} of ${t.files} files new or changed${linkDest.length ? `, the rest hard links to ${linkDest.map((d) => d.slice(3)).join(" and ")}` : ""}`,
    )
    const prune = releasesToPrune(known, name, target.keepReleases)
    if (options.dryRun) {
      console.log(
        `Would switch current from ${live ?? "nothing"} to releases/${name}${prune.length ? ` and delete ${prune.join(", ")}` : ""}.`,
      )
      console.log(phases.summary())
      return
    }
    reached = "switching"
    const docrootArgs = [target.docroot ?? "-", plan.docrootLink, plan.currentLink, plan.backendLink, plan.htaccess]
    await phases.run(
      "switch",
      () => connection.script(SWITCH, [target.path, name, live ?? "-", "deploy", ...docrootArgs]),
      (out) => {
        const said = saidBy(out)
        return [
          `current -> releases/${name}`,
          ...said("kept").map((n) => `kept ${n} files of the release before`),
          ...said("linked").map((l) => `linked ${l}`),
          ...said("wrote").map((w) => `wrote ${w}`),
        ].join("; ")
      },
    )
    const switchedAt = phases.elapsed
    const site = target.checkUrl ?? siteUrlOf(options.contentRoot, process.env)
    const home = titleOf(fs.readFileSync(path.join(stage, "site/index.html"), "utf8"))
    const result = await phases.run(
      "verify",
      () => checkRelease(site, name, home, target.checkSeconds),
      (r) =>
        r.ok
          ? `${site} answers from ${name}: its page, /build-info.json and a form handler, at round ${r.rounds}`
          : `${site} did not answer from ${name} within ${target.checkSeconds} s`,
    )
    if (!result.ok) {
      const wrong = result.problems.map((p) => `  - ${p}`).join("\n")
      if (!live) {
        await connection.script(SETTLE, [target.path, name, "keep"])
        reached = "nothing"
        throw new Stopped(
          `The first release ${name} did not answer as it should within ${target.checkSeconds} s (DEPLOY_CHECK_SECONDS) at ${site} (DEPLOY_CHECK_URL):\n${wrong}\nThere is no release before it to switch back to: it stays live.`,
        )
      }
      await connection.script(SWITCH, [target.path, live, name, "back", ...docrootArgs])
      const hold = holdText({
        commit: sources.commit ?? "",
        release: name,
        since: state.now,
        by: holderName(),
        reason: "check",
      })
      await connection.script(SETTLE, [target.path, live, hold])
      reached = "nothing"
      throw new Stopped(
        [
          `The new release ${name} did not answer as it should within ${target.checkSeconds} s (DEPLOY_CHECK_SECONDS) at ${site} (DEPLOY_CHECK_URL):`,
          wrong,
          `Switched back: live is ${live} again. ${name} stays on the server for a look (releases/${name}).`,
          "Hourly runs and the dashboard's hook will not publish this commit again; a new commit, or a deploy started by hand, will.",
        ].join("\n"),
      )
    }
    await phases.run(
      "settle",
      () => connection.script(SETTLE, [target.path, name, "clear", ...prune]),
      (out) =>
        [...(prune.length ? [`deleted ${prune.join(", ")}`] : []), ...saidBy(out)("hold").map((h) => `hold ${h}`)].join(
          "; ",
        ),
    )
    reached = "nothing"
    console.log(
      `Live: ${name} (before: ${live ?? "none"}), ${switchedAt.toFixed(1)} s from the start to the switch. Uploaded ${bytes(transfer.bytesSent)}.`,
    )
    console.log(phases.summary())
    console.log("To go back to the release before: npm run deploy -- --rollback")
  } catch (error) {
    if (reached === "locked" || reached === "uploading") {
      // Not switched: the live site is as it was. A partial release goes, and the lock with it.
      await connection
        .script(ABANDON, [target.path, reached === "uploading" ? name : "-"])
        .catch((cleanup: Error) =>
          console.error(
            `Could not clean up after the failure (${cleanup.message}); npm run deploy -- --unlock releases the lock.`,
          ),
        )
    } else if (reached === "switching") {
      console.error(
        `The switch to releases/${name} failed part way: see where ${target.path}/current leads before anything else. The lock is left in place; npm run deploy -- --unlock releases it.`,
      )
    }
    throw error
  } finally {
    connection.dispose()
    fs.rmSync(stage, { recursive: true, force: true })
  }
}

/** Nothing changed: the live release is marked current (its build-info.json's time), so pages trust its blog list. */
async function markCurrent(connection: Connection, target: Target, state: ServerState, live: string): Promise<void> {
  const at = new Date(state.now * 1000).toISOString()
  const text = buildInfoText({
    builtAt: at,
    release: live,
    dashboard: state.infos.get(live)?.fingerprint.dashboard ?? "",
  })
  const out = await connection.script(TOUCH, [target.path, live, text])
  if (saidBy(out)("touched")[0] === live) console.log(`Marked ${live} current at ${at} (its /build-info.json).`)
}
