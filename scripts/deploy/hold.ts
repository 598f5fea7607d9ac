// A hold: after `--rollback`, or a new release that failed its check and was switched back, the
// commit of the release that went is held, in DEPLOY_PATH/.deploy-hold. The runs the workflow starts
// on its own (hourly, and on the dashboard's hook) publish nothing of that commit, so the site stays
// as it was put back. A new commit lifts the hold, and so does a deploy started by hand (Run workflow,
// or npm run deploy from a laptop), which is someone deciding to publish it again.

/** GitHub's events for the workflow's own runs: its schedule and the dashboard's hook. */
const AUTOMATIC_EVENTS = ["schedule", "repository_dispatch"]

export interface Hold {
  /** The commit held; "" for a release made outside a git checkout. */
  commit: string
  /** The release that went. */
  release: string
  /** Since when, by the server's clock (epoch seconds). */
  since: number
  /** Who: the deploy that rolled back or switched back (lock.ts's holder). */
  by: string
  reason: "rollback" | "check"
}

export const holdText = (hold: Hold): string =>
  `${Object.entries(hold)
    .map(([key, value]) => `${key}=${String(value).replace(/[\r\n]/g, " ")}`)
    .join("\n")}\n`

export function parseHold(text: string | null | undefined): Hold | null {
  if (!text) return null
  const values = new Map(
    text
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  )
  const reason = values.get("reason") === "check" ? "check" : "rollback"
  return {
    commit: values.get("commit") ?? "",
    release: values.get("release") ?? "",
    since: Number(values.get("since") ?? 0),
    by: values.get("by") ?? "unknown",
    reason,
  }
}

/** Whether this run is the workflow's own (hourly or the dashboard's hook), not someone's decision. */
export const isAutomaticRun = (env: NodeJS.ProcessEnv): boolean =>
  AUTOMATIC_EVENTS.includes(env.GITHUB_EVENT_NAME ?? "")

/** Whether `hold` stops this run: an automatic run of the commit held. */
export const holdStops = (hold: Hold | null, commit: string | null, env: NodeJS.ProcessEnv): boolean =>
  hold !== null && isAutomaticRun(env) && hold.commit === (commit ?? "")

const when = (since: number) =>
  new Date(since * 1000)
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, " UTC")
    .replace("T", " ")

/** The hold in words, with how it is lifted. */
export function describeHold(hold: Hold): string {
  const what = hold.reason === "check" ? "failed its check after the switch and was switched back" : "was rolled back"
  return [
    `Held: ${hold.release} (commit ${hold.commit.slice(0, 7) || "unknown"}) ${what} at ${when(hold.since)} by ${hold.by}.`,
    "Hourly runs and the dashboard's hook publish nothing of that commit; a new commit lifts the hold, and so",
    "does a deploy started by hand (Actions → Deploy → Run workflow, or npm run deploy).",
  ].join("\n")
}
