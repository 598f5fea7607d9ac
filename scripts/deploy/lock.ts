// Who a deploy is, as its lock on the server says, and what a deploy that finds the lock taken says.
import os from "node:os"
import type { ServerState } from "./server"

/** This deploy, as the lock records it: who, where, and which CI run. */
export function holderName(env: NodeJS.ProcessEnv = process.env): string {
  const run = env.GITHUB_RUN_ID ? `, GitHub Actions run ${env.GITHUB_RUN_ID}` : ""
  return `${os.userInfo().username}@${os.hostname()} (pid ${process.pid}${run})`.replace(/[\r\n]/g, " ")
}

const when = (since: number, now: number) =>
  `${new Date(since * 1000).toISOString().replace(/\.\d+Z$/, "Z")} (${Math.max(0, now - since)} s ago)`

/** Why this deploy may not go on (another holds the lock), or null when it holds the lock itself. */
export function lockRefusal(state: ServerState, staleMinutes: number): string | null {
  if (state.lockTaken) return null
  if (!state.heldBy) {
    return "Could not take the deploy lock (DEPLOY_PATH/.deploy-lock): can the account create folders in DEPLOY_PATH?"
  }
  return [
    `Another deploy holds the server's deploy lock: ${state.heldBy.holder}, since ${when(state.heldBy.since, state.now)}.`,
    "Nothing was uploaded, and the live site is as it was. Deploy again once that one has finished.",
    `A lock older than ${staleMinutes} minutes is taken as left by a deploy that died, and taken over;`,
    "to release it now, when you know no deploy is running: npm run deploy -- --unlock",
  ].join("\n")
}

/** The warning for a stale lock this deploy took over, or null. */
export function takeOverNotice(state: ServerState): string | null {
  return state.tookOver
    ? `Took over a stale deploy lock held by ${state.tookOver.holder} since ${when(state.tookOver.since, state.now)}.`
    : null
}
