// What the deploy runs on the server, as POSIX sh scripts sent over SSH (scripts/deploy/ssh.ts), and
// what their answers mean. Each script works in DEPLOY_PATH and touches only releases/, current,
// the lock .deploy-lock/ and, when asked, the document root's links and .htaccess: never the
// backend's private folder (configuration, database, enquiries, logs), which sits apart from them.
//
// The lock is a folder, made with mkdir (atomic, on every file system a host offers); it holds who
// took it and when, by the server's clock. A lock older than DEPLOY_LOCK_STALE_MINUTES is taken to
// be left by a deploy that died, and is taken over; `npm run deploy -- --unlock` removes it at once.

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
for dir in releases/*; do
  if [ -d "$dir" ]; then echo "release=\${dir#releases/}"; fi
done
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
  if [ -f "$docroot/.htaccess" ]; then
    echo "htaccess<<"
    cat "$docroot/.htaccess"
    echo
    echo ">>htaccess"
  fi
fi
`

/**
 * Makes `current` link to releases/<name> in one step: a new link renamed over the old one (rename
 * is atomic; \`ln -sfn\` removes and then creates, and a request in between finds nothing). Then,
 * when asked, puts the document root's links and .htaccess in place (first deploy), deletes the
 * releases no longer kept, and releases the lock.
 */
export const FINISH = `set -eu
root=$1 name=$2 docroot=$3 docroot_link=$4 current_link=$5 backend_link=$6 htaccess=$7
shift 7
cd "$root"
rm -f "current.new-$name"
ln -s "releases/$name" "current.new-$name"
if ! mv -Tf "current.new-$name" current 2>/dev/null; then
  perl -e 'rename($ARGV[0], $ARGV[1]) or die "cannot rename $ARGV[0] to $ARGV[1]: $!\\n"' "current.new-$name" current
fi
echo "switched=$name"
if [ "$docroot_link" != - ] && [ ! -L "$docroot" ]; then
  if [ -d "$docroot" ]; then rmdir "$docroot"; fi
  ln -s "$docroot_link" "$docroot"
  echo "linked=$docroot"
fi
if [ "$current_link" != - ]; then
  mkdir -p "$docroot"
  if [ ! -L "$docroot/current" ]; then ln -s "$current_link" "$docroot/current"; echo "linked=$docroot/current"; fi
  if [ ! -L "$docroot/antenna-backend" ]; then ln -s "$backend_link" "$docroot/antenna-backend"; echo "linked=$docroot/antenna-backend"; fi
fi
if [ "$htaccess" != - ]; then
  printf '%s' "$htaccess" > "$docroot/.htaccess.deploy-new"
  mv -f "$docroot/.htaccess.deploy-new" "$docroot/.htaccess"
  echo "wrote=$docroot/.htaccess"
fi
for old in "$@"; do
  rm -rf "releases/$old"
  echo "pruned=$old"
done
rm -rf .deploy-lock
`

/** Removes a release that was not switched to (an upload that failed or was stopped; "-": none), and the lock. */
export const ABANDON = `set -eu
root=$1 name=$2
cd "$root"
if [ "$name" != - ]; then rm -rf "releases/$name" "current.new-$name"; fi
rm -rf .deploy-lock
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
  hasRsync: boolean
  docroot: Record<"docroot" | "docroot_current" | "docroot_backend", string> | null
  htaccess: string | null
}

/** Reads BEGIN's answer. */
export function parseState(output: string): ServerState {
  const [lines, htaccess] = (() => {
    const start = output.indexOf("\nhtaccess<<\n")
    if (start === -1) return [output, null]
    const end = output.lastIndexOf("\n>>htaccess")
    // The script adds one line end after the file, so that the marker starts a line.
    return [output.slice(0, start), output.slice(start + "\nhtaccess<<\n".length, end)]
  })()
  const values = new Map<string, string[]>()
  for (const line of lines.split("\n")) {
    const at = line.indexOf("=")
    if (at > 0) values.set(line.slice(0, at), [...(values.get(line.slice(0, at)) ?? []), line.slice(at + 1)])
  }
  const one = (key: string) => values.get(key)?.[0] ?? null
  const lockTaken = one("lock") === "taken"
  const docroot = one("docroot")
  return {
    now: Number(one("now")),
    lockTaken,
    heldBy: !lockTaken && one("holder") !== null ? { holder: one("holder")!, since: Number(one("since")) } : null,
    tookOver: one("took_over") === null ? null : { holder: one("took_over")!, since: Number(one("took_over_since")) },
    currentLink: one("current") === "not-a-link" ? null : one("current"),
    currentIsLink: one("current") !== "not-a-link",
    releases: values.get("release") ?? [],
    hasRsync: one("rsync") === "yes",
    docroot:
      docroot === null
        ? null
        : { docroot, docroot_current: one("docroot_current") ?? "", docroot_backend: one("docroot_backend") ?? "" },
    htaccess,
  }
}
