// `npm run deploy`: the content check, the build, the release laid out, then on the server: the
// lock, the upload into a new releases/<name>/ (unchanged files hard-linked to the live release),
// one switch of `current`, the releases no longer kept deleted. Until the switch the live site is
// untouched, and a failure removes the new release; nothing outside releases/<name>/ is uploaded.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { checkContent, formatReport } from "../../gatsby/content"
import type { Options, Target } from "./config"
import { planDocroot } from "./docroot"
import { holderName, lockRefusal, takeOverNotice } from "./lock"
import { Phases, Stopped } from "./phases"
import { liveRelease, releaseName, releasesToPrune, RELEASE_NAME } from "./releases"
import { ABANDON, BEGIN, FINISH, parseState } from "./server"
import { Connection } from "./ssh"
import { stageRelease } from "./stage"

function commit(projectRoot: string): string | null {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: projectRoot, encoding: "utf8", stdio: "pipe" }).trim()
  } catch {
    return null // not a git checkout: the release is named by its time alone
  }
}

function build(projectRoot: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" })
    child.on("error", reject)
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Stopped("The build failed (above): nothing was uploaded, and the live site is as it was.")),
    )
  })
}

const bytes = (n: number) => `${n.toLocaleString("en-AU")} bytes`

export async function publish(target: Target, options: Options, projectRoot: string): Promise<void> {
  const phases = new Phases()
  const where = `${target.user}@${target.host}:${target.path}`
  console.log(`${options.dryRun ? "Dry run: nothing changes on the server. " : ""}Deploying to ${where}`)

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
  const siteBuild = options.prebuilt ?? path.join(projectRoot, "public")
  if (options.prebuilt) console.log(`[build] skipped: deploying the build in ${options.prebuilt}`)
  else
    await phases.run(
      "build",
      () => build(projectRoot),
      () => "npm run build",
    )

  const name = releaseName(new Date(), commit(projectRoot))
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-release-"))
  const connection = new Connection(target)
  // How far the server has been changed, for what a failure must undo.
  let reached: "nothing" | "locked" | "uploading" | "switching" = "nothing"
  try {
    await phases.run(
      "stage",
      () => stageRelease(siteBuild, path.join(projectRoot, "backend"), stage),
      () => `release ${name}: the site and the backend's code`,
    )
    const state = await phases.run(
      "lock",
      async () =>
        parseState(
          await connection.script(BEGIN, [
            target.path,
            options.dryRun ? "look" : "take",
            holderName(),
            String(target.lockStaleMinutes * 60),
            target.docroot ?? "-",
          ]),
        ),
      (state) => `live release: ${liveRelease(state.currentLink) ?? "none yet"}`,
    )
    const notice = takeOverNotice(state)
    if (notice) console.warn(notice)
    const refusal = options.dryRun ? null : lockRefusal(state, target.lockStaleMinutes)
    if (refusal) throw new Stopped(refusal)
    if (state.lockTaken) reached = "locked"
    const live = liveRelease(state.currentLink)
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
    await phases.run(
      "switch",
      () =>
        connection.script(FINISH, [
          target.path,
          name,
          target.docroot ?? "-",
          plan.docrootLink,
          plan.currentLink,
          plan.backendLink,
          plan.htaccess,
          ...prune,
        ]),
      (out) => {
        const lines = out.trim().split("\n")
        const said = (key: string) => lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1))
        return [
          `current -> releases/${name}`,
          ...said("linked").map((l) => `linked ${l}`),
          ...said("wrote").map((w) => `wrote ${w}`),
          ...(prune.length ? [`deleted ${prune.join(", ")}`] : []),
        ].join("; ")
      },
    )
    reached = "nothing"
    console.log(
      `Live: ${name} (before: ${live ?? "none"}), ${phases.elapsed.toFixed(1)} s from the start to the switch. Uploaded ${bytes(transfer.bytesSent)}.`,
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
