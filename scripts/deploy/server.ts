// What the deploy reads on the server, as a POSIX sh script sent over SSH (scripts/deploy/ssh.ts), and
// what its answer means; what it changes there is in switch.ts. The scripts work in DEPLOY_PATH and
// touch only releases/, current, backend-entry/, the lock .deploy-lock/, the hold .deploy-hold and,
// when asked, the document root's links and .htaccess: never the backend's private folder
// (configuration, database, enquiries, logs), which sits apart from them.
//
// The lock is a folder, made with mkdir (atomic, on every file system a host offers); it holds who
// took it and when, by the server's clock. A lock older than DEPLOY_LOCK_STALE_MINUTES is taken to
// be left by a deploy that died, and is taken over; `npm run deploy -- --unlock` removes it at once.
import type { Target } from "./config"
import { parseHold, type Hold } from "./hold"
import { holderName } from "./lock"
import { parseReleaseInfo, type ReleaseInfo } from "./release-info"
import type { Connection } from "./ssh"

/** The state of DEPLOY_PATH, read (and the lock taken) in one round trip. */
export const BEGIN = `set -eu
root=$1 lock=$2 holder=$3 stale=$4 docroot=$5
mkdir -p "$root/releases"
cd "$root"
now=$(date +%s)
echo "now=$now"
taken=no
if [ "$lock" = take ]; then
  if [ -d .deploy-lock ]; then
    since=$(cat .deploy-lock/since 2>/dev/null || echo 0)
    case $since in ''|*[!0-9]*) since=0 ;; esac
    if [ $((now - since)) -gt "$stale" ] && mv .deploy-lock ".deploy-lock.stale.$$" 2>/dev/null; then
      echo "took_over=$(cat ".deploy-lock.stale.$$/holder" 2>/dev/null || echo unknown)"
      echo "took_over_since=$since"
      rm -rf ".deploy-lock.stale.$$"
    fi
  fi
  if mkdir .deploy-lock 2>/dev/null; then
    printf '%s\\n' "$holder" > .deploy-lock/holder
    echo "$now" > .deploy-lock/since
    taken=yes
    echo "lock=taken"
  fi
fi
if [ "$taken" = no ] && [ -d .deploy-lock ]; then
  echo "holder=$(cat .deploy-lock/holder 2>/dev/null || echo unknown)"
  echo "since=$(cat .deploy-lock/since 2>/dev/null || echo "$now")"
fi
if [ -L current ]; then echo "current=$(readlink current)"; elif [ -e current ]; then echo "current=not-a-link"; fi
block() {
  echo "$1<<"
  cat "$2"
  echo
  echo ">>$1"
}
for dir in releases/*; do
  if [ -d "$dir" ]; then
    echo "release=\${dir#releases/}"
    if [ -f "$dir/release/info.json" ]; then block "info:\${dir#releases/}" "$dir/release/info.json"; fi
  fi
done
if [ -f .deploy-hold ]; then block hold .deploy-hold; fi
if command -v rsync >/dev/null 2>&1; then echo "rsync=yes"; fi
describe() {
  if [ -L "$2" ]; then echo "$1=link:$(readlink "$2")"
  elif [ -d "$2" ]; then
    if [ -z "$(ls -A "$2")" ]; then echo "$1=empty-folder"; else echo "$1=folder"; fi
  elif [ -e "$2" ]; then echo "$1=file"
  else echo "$1=missing"; fi
}
if [ "$docroot" != - ]; then
  describe docroot "$docroot"
  describe docroot_current "$docroot/current"
  describe docroot_backend "$docroot/antenna-backend"
  if [ -f "$docroot/.htaccess" ]; then block htaccess "$docroot/.htaccess"; fi
fi
`

/** Removes the lock whoever holds it (--unlock), saying whose it was. */
export const UNLOCK = `set -eu
cd "$1"
if [ -d .deploy-lock ]; then
  echo "holder=$(cat .deploy-lock/holder 2>/dev/null || echo unknown)"
  echo "since=$(cat .deploy-lock/since 2>/dev/null || echo 0)"
  rm -rf .deploy-lock
fi
`

export interface ServerState {
  now: number
  lockTaken: boolean
  /** Who holds the lock when this deploy did not get it, and since when (server's epoch seconds). */
  heldBy: { holder: string; since: number } | null
  /** A stale lock this deploy took over: whose, and since when. */
  tookOver: { holder: string; since: number } | null
  currentLink: string | null
  currentIsLink: boolean
  releases: string[]
  /** What each release records about itself (release-info.ts), by name; releases made before it say nothing. */
  infos: Map<string, ReleaseInfo>
  hold: Hold | null
  hasRsync: boolean
  docroot: Record<"docroot" | "docroot_current" | "docroot_backend", string> | null
  htaccess: string | null
}

/** BEGIN's answer: `key=value` lines, and files as blocks between `name<<` and `>>name` lines. */
function split(output: string): { values: Map<string, string[]>; blocks: Map<string, string> } {
  const values = new Map<string, string[]>()
  const blocks = new Map<string, string>()
  const lines = output.split("\n")
  for (let i = 0; i < lines.length; i++) {
    const start = /^(\S+)<<$/.exec(lines[i])
    if (start) {
      const end = lines.indexOf(`>>${start[1]}`, i + 1)
      if (end !== -1) {
        // The script adds one line end after the file, so that the marker starts a line: joined, the
        // lines between the markers are the file as it is.
        blocks.set(start[1], lines.slice(i + 1, end).join("\n"))
        i = end
        continue
      }
    }
    const at = lines[i].indexOf("=")
    if (at > 0)
      values.set(lines[i].slice(0, at), [...(values.get(lines[i].slice(0, at)) ?? []), lines[i].slice(at + 1)])
  }
  return { values, blocks }
}

/** Runs BEGIN on the target, looking only or taking the lock, and reads its answer: the one way a
 * deploy, a rollback and the release list learn the server's state. */
export async function readServer(connection: Connection, target: Target, lock: "look" | "take"): Promise<ServerState> {
  return parseState(
    await connection.script(BEGIN, [
      target.path,
      lock,
      holderName(),
      String(target.lockStaleMinutes * 60),
      target.docroot ?? "-",
    ]),
  )
}

/** Reads BEGIN's answer. */
export function parseState(output: string): ServerState {
  const { values, blocks } = split(output)
  const one = (key: string) => values.get(key)?.[0] ?? null
  const lockTaken = one("lock") === "taken"
  const docroot = one("docroot")
  const infos = new Map<string, ReleaseInfo>()
  for (const [name, text] of blocks) {
    const info = name.startsWith("info:") ? parseReleaseInfo(text) : null
    if (info && info.name === name.slice("info:".length)) infos.set(info.name, info)
  }
  return {
    now: Number(one("now")),
    lockTaken,
    heldBy: !lockTaken && one("holder") !== null ? { holder: one("holder")!, since: Number(one("since")) } : null,
    tookOver: one("took_over") === null ? null : { holder: one("took_over")!, since: Number(one("took_over_since")) },
    currentLink: one("current") === "not-a-link" ? null : one("current"),
    currentIsLink: one("current") !== "not-a-link",
    releases: values.get("release") ?? [],
    infos,
    hold: parseHold(blocks.get("hold")),
    hasRsync: one("rsync") === "yes",
    docroot:
      docroot === null
        ? null
        : { docroot, docroot_current: one("docroot_current") ?? "", docroot_backend: one("docroot_backend") ?? "" },
    htaccess: blocks.has("htaccess") ? blocks.get("htaccess")! : null,
  }
}
