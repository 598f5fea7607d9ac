// The releases on the server, by name: a release's name sorts by the time it was made, so the
// newest is last. Which one is live comes from the `current` link.

export const RELEASE_NAME = /^\d{8}T\d{6}Z(-[0-9a-f]{7,40})?$/

/** A new release's name: the UTC time, and the commit when known, e.g. 20251125T184900Z-5b4a36d. */
export function releaseName(at: Date, commit?: string | null): string {
  const time = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")
  return commit ? `${time}-${commit.slice(0, 7)}` : time
}

/** The release `current` links to ("releases/<name>"), or null. */
export function liveRelease(currentLink: string | null): string | null {
  const name = currentLink?.replace(/^(\.\/)?releases\//, "").replace(/\/$/, "")
  return name && RELEASE_NAME.test(name) ? name : null
}

/** The release just before the live one, which --rollback switches to, or null. */
export function previousRelease(releases: readonly string[], live: string | null): string | null {
  const sorted = [...releases].sort()
  const before = live ? sorted.filter((name) => name < live) : []
  return before.at(-1) ?? null
}

/** Releases to delete once `live` serves: all but the newest `keep`, never the live one. */
export function releasesToPrune(releases: readonly string[], live: string, keep: number): string[] {
  const sorted = [...new Set([...releases, live])].sort()
  return sorted.slice(0, Math.max(0, sorted.length - keep)).filter((name) => name !== live)
}
