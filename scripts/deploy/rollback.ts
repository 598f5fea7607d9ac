// `npm run deploy -- --rollback`: `current` back to the release before the live one, in the same
// single switch as a deploy and under the same lock; no release is deleted, and the commit of the
// release that went is held (hold.ts), so that the hourly runs do not put it back. `-- --rollback
// --list` shows the releases; `-- --unlock` releases a lock left behind.
import type { Options, Target } from "./config"
import { planDocroot } from "./docroot"
import { describeHold, holdText } from "./hold"
import { holderName, lockRefusal, takeOverNotice } from "./lock"
import { Stopped } from "./phases"
import { liveRelease, previousRelease, RELEASE_NAME } from "./releases"
import { describeChanges } from "./release-info"
import { readServer, UNLOCK } from "./server"
import { Connection } from "./ssh"
import { ABANDON, SETTLE, SWITCH } from "./switch"

export async function rollback(target: Target, options: Options): Promise<void> {
  const connection = new Connection(target)
  let locked = false
  try {
    const state = await readServer(connection, target, options.dryRun ? "look" : "take")
    const notice = takeOverNotice(state)
    if (notice) console.warn(notice)
    const refusal = options.dryRun ? null : lockRefusal(state, target.lockStaleMinutes)
    if (refusal) throw new Stopped(refusal.replace("Nothing was uploaded", "Nothing was switched"))
    locked = state.lockTaken
    const live = liveRelease(state.currentLink)
    const previous = previousRelease(
      state.releases.filter((release) => RELEASE_NAME.test(release)),
      live,
    )
    if (!previous) {
      throw new Stopped(`There is no release before ${live ?? "the live one"} on the server: nothing to roll back to.`)
    }
    if (options.dryRun) {
      console.log(`Dry run: --rollback would switch current from ${live} to releases/${previous}.`)
      return
    }
    const { plan } = planDocroot(target, state)
    const docrootArgs = [target.docroot ?? "-", plan.docrootLink, plan.currentLink, plan.backendLink, plan.htaccess]
    await connection.script(SWITCH, [target.path, previous, live ?? "-", "back", ...docrootArgs])
    const commit = live ? (state.infos.get(live)?.commit ?? commitOfName(live)) : ""
    const hold = { commit, release: live ?? "", since: state.now, by: holderName(), reason: "rollback" as const }
    await connection.script(SETTLE, [target.path, previous, holdText(hold)])
    locked = false
    console.log(
      `Rolled back: live is now ${previous} (it was ${live}). ${live} stays on the server until it is among the oldest.`,
    )
    console.log(describeHold(hold))
  } finally {
    if (locked) {
      await connection
        .script(ABANDON, [target.path, "-"])
        .catch((error: Error) =>
          console.error(`Could not release the lock (${error.message}): npm run deploy -- --unlock`),
        )
    }
    connection.dispose()
  }
}

/** A release made before it recorded its commit has the commit's first seven digits in its name. */
const commitOfName = (name: string) => /-([0-9a-f]{7,40})$/.exec(name)?.[1] ?? ""

const shortTime = (iso: string) => iso.replace(/:\d\d(\.\d+)?Z$/, " UTC").replace("T", " ")

/** `--rollback --list`: the releases, newest first: when, which commit, what changed, which is live. */
export async function listReleases(target: Target): Promise<void> {
  const connection = new Connection(target)
  try {
    const state = await readServer(connection, target, "look")
    const live = liveRelease(state.currentLink)
    const names = state.releases
      .filter((release) => RELEASE_NAME.test(release))
      .sort()
      .reverse()
    console.log(`Releases on ${target.user}@${target.host}:${target.path}, newest first:`)
    for (const name of names) {
      const info = state.infos.get(name)
      const time = info
        ? shortTime(info.time)
        : shortTime(name.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z.*$/, "$1-$2-$3T$4:$5:$6Z"))
      const commit = (info?.commit ?? commitOfName(name)).slice(0, 7) || "no commit"
      const subject = info?.subject ? ` "${info.subject}"` : ""
      const changed = info ? describeChanges(info.changed, info.after) : "not recorded (made before releases said)"
      const marks = [
        ...(name === live ? ["LIVE"] : []),
        ...(state.hold?.release === name ? ["held: rolled back from"] : []),
      ]
      console.log(
        `${name === live ? "*" : " "} ${name}  ${time}  ${commit}${subject}  changed: ${changed}${marks.length ? `  [${marks.join("; ")}]` : ""}`,
      )
    }
    if (names.length === 0) console.log("  none yet")
    if (state.hold) console.log(describeHold(state.hold))
    console.log("npm run deploy -- --rollback switches to the release below the live one.")
  } finally {
    connection.dispose()
  }
}

export async function unlock(target: Target): Promise<void> {
  const connection = new Connection(target)
  try {
    const out = await connection.script(UNLOCK, [target.path])
    const holder = /^holder=(.*)$/m.exec(out)?.[1]
    const since = Number(/^since=(\d+)$/m.exec(out)?.[1] ?? 0)
    console.log(
      holder
        ? `Released the deploy lock of ${holder}, held since ${new Date(since * 1000).toISOString()}.`
        : "No deploy lock was held.",
    )
  } finally {
    connection.dispose()
  }
}
