// `npm run deploy -- --rollback`: `current` back to the release before the live one, in the same
// single switch as a deploy and under the same lock; no release is deleted. And `-- --unlock`.
import type { Options, Target } from "./config"
import { planDocroot } from "./docroot"
import { holderName, lockRefusal, takeOverNotice } from "./lock"
import { Stopped } from "./phases"
import { liveRelease, previousRelease, RELEASE_NAME } from "./releases"
import { ABANDON, BEGIN, FINISH, parseState, UNLOCK } from "./server"
import { Connection } from "./ssh"

export async function rollback(target: Target, options: Options): Promise<void> {
  const connection = new Connection(target)
  let locked = false
  try {
    const lock = options.dryRun ? "look" : "take"
    const state = parseState(
      await connection.script(BEGIN, [
        target.path,
        lock,
        holderName(),
        String(target.lockStaleMinutes * 60),
        target.docroot ?? "-",
      ]),
    )
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
    await connection.script(FINISH, [
      target.path,
      previous,
      target.docroot ?? "-",
      plan.docrootLink,
      plan.currentLink,
      plan.backendLink,
      plan.htaccess,
    ])
    locked = false
    console.log(
      `Rolled back: live is now ${previous} (it was ${live}). ${live} stays on the server until it is among the oldest.`,
    )
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
