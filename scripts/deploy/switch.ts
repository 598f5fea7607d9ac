// What the deploy changes on the server, as POSIX sh scripts sent over SSH (ssh.ts); what it reads
// first is in server.ts. A new release goes live in two steps under the lock: SWITCH, then, once the
// release has answered the check (health.ts), SETTLE; a release that does not answer is switched
// back with the same two steps.

/**
 * Puts releases/<name> live: first what it needs beside it, then `current`, in one step.
 * - The scripts, styles and images of the release live until now (`from`), and of the one live
 *   before that, are hard-linked into it where it lacks them: a page loaded before the switch may
 *   still ask for them, whatever the build's cache held. A release records its own (own-assets) and
 *   those of the release it followed (previous-assets); one made before it lists none, and its
 *   content-named files are taken.
 * - DEPLOY_PATH/backend-entry/ gets the release's entry points (entry-points.ts), each file renamed
 *   into place; those of the release before are removed by SETTLE, once nobody runs them.
 * - `current` is pointed at the release by renaming a new link over it (rename is atomic; `ln -sfn`
 *   removes and then creates, and a request in between finds nothing).
 * - When asked, the document root's links and .htaccess are put in place (the first deploy, or the
 *   fixed document root's link to the backend from before backend-entry/).
 */
export const SWITCH = `set -eu
root=$1 name=$2 from=$3 kind=$4 docroot=$5 docroot_link=$6 current_link=$7 backend_link=$8 htaccess=$9
cd "$root"
umask 022
new="releases/$name"
test -d "$new"
relink() {
  rm -f "$2.new-$$"
  ln -s "$1" "$2.new-$$"
  if ! mv -Tf "$2.new-$$" "$2" 2>/dev/null; then
    perl -e 'rename($ARGV[0], $ARGV[1]) or die "cannot rename $ARGV[0] to $ARGV[1]: $!\\n"' "$2.new-$$" "$2"
  fi
}
assets_of() {
  if [ -f "$1/release/own-assets" ]; then
    cat "$1/release/own-assets"
    if [ -f "$1/release/previous-assets" ]; then cat "$1/release/previous-assets"; fi
  elif [ -d "$1/site" ]; then
    (cd "$1/site" && { ls | grep -E '[.-][0-9a-f]{20}\\.(js|css)$' || true; if [ -d static ]; then find static -type f | sed 's|^\\./||'; fi; })
  fi
}
if [ "$from" != - ] && [ "$from" != "$name" ] && [ -d "releases/$from/site" ]; then
  old="releases/$from"
  kept=$(assets_of "$old" | sort -u | while IFS= read -r f; do
    case $f in ''|/*|..|../*|*/../*|*/..) continue ;; esac
    if [ -f "$old/site/$f" ] && [ ! -e "$new/site/$f" ] && [ ! -L "$new/site/$f" ]; then
      mkdir -p "$new/site/$(dirname "$f")"
      ln "$old/site/$f" "$new/site/$f" 2>/dev/null || cp -p "$old/site/$f" "$new/site/$f"
      echo "$f"
    fi
  done | wc -l)
  echo "kept=$kept"
  if [ "$kind" = deploy ]; then
    mkdir -p "$new/release"
    if [ -f "$old/release/own-assets" ]; then cp "$old/release/own-assets" "$new/release/previous-assets"
    else assets_of "$old" > "$new/release/previous-assets"; fi
  fi
fi
if [ -d "$new/backend-entry" ]; then
  (cd "$new/backend-entry" && find . -type f) | while IFS= read -r f; do
    f=\${f#./}
    if [ ! -f "backend-entry/$f" ] || ! cmp -s "$new/backend-entry/$f" "backend-entry/$f"; then
      mkdir -p "backend-entry/$(dirname "$f")"
      cp "$new/backend-entry/$f" "backend-entry/$f.new-$$"
      mv -f "backend-entry/$f.new-$$" "backend-entry/$f"
      echo "entry=$f"
    fi
  done
fi
relink "releases/$name" current
echo "switched=$name"
if [ "$docroot_link" != - ] && [ ! -L "$docroot" ]; then
  if [ -d "$docroot" ]; then rmdir "$docroot"; fi
  ln -s "$docroot_link" "$docroot"
  echo "linked=$docroot"
fi
if [ "$current_link" != - ]; then
  mkdir -p "$docroot"
  if [ ! -L "$docroot/current" ]; then ln -s "$current_link" "$docroot/current"; echo "linked=$docroot/current"; fi
  if [ ! -L "$docroot/antenna-backend" ] || [ "$(readlink "$docroot/antenna-backend")" != "$backend_link" ]; then
    relink "$backend_link" "$docroot/antenna-backend"
    echo "linked=$docroot/antenna-backend"
  fi
fi
if [ "$htaccess" != - ]; then
  printf '%s' "$htaccess" > "$docroot/.htaccess.deploy-new"
  mv -f "$docroot/.htaccess.deploy-new" "$docroot/.htaccess"
  echo "wrote=$docroot/.htaccess"
fi
`

/**
 * After a switch to releases/<name>: removes the entry points the release does not have from
 * backend-entry/, sets the hold (its text), clears it ("clear") or leaves it ("keep"), deletes the
 * releases no longer kept (the arguments after these), and releases the lock.
 */
export const SETTLE = `set -eu
root=$1 name=$2 hold=$3
shift 3
cd "$root"
if [ -d "releases/$name/backend-entry" ] && [ -d backend-entry ]; then
  (cd backend-entry && find . -type f) | while IFS= read -r f; do
    f=\${f#./}
    if [ ! -f "releases/$name/backend-entry/$f" ]; then rm -f "backend-entry/$f"; echo "entry_removed=$f"; fi
  done
fi
case $hold in
  keep) ;;
  clear) if [ -f .deploy-hold ]; then rm -f .deploy-hold; echo "hold=lifted"; fi ;;
  *) printf '%s' "$hold" > .deploy-hold.new; mv -f .deploy-hold.new .deploy-hold; echo "hold=set" ;;
esac
for old in "$@"; do
  rm -rf "releases/$old"
  echo "pruned=$old"
done
rm -rf .deploy-lock
`

/**
 * Nothing to publish: the live release, releases/<name>, is still current. Its build-info.json gets
 * the text given (the time it was found current), as a new file renamed into place: the release's
 * own was a hard link shared with releases before it. Only while <name> is live.
 */
export const TOUCH = `set -eu
root=$1 name=$2 text=$3
cd "$root"
umask 022
if [ "$(readlink current 2>/dev/null || true)" != "releases/$name" ] || [ ! -d "releases/$name/site" ]; then
  echo "touched=no"
  exit 0
fi
printf '%s' "$text" > "releases/$name/site/build-info.json.new-$$"
mv -f "releases/$name/site/build-info.json.new-$$" "releases/$name/site/build-info.json"
echo "touched=$name"
`

/** Removes a release that was not switched to (an upload that failed or was stopped; "-": none), and the lock. */
export const ABANDON = `set -eu
root=$1 name=$2
cd "$root"
if [ "$name" != - ]; then rm -rf "releases/$name" "current.new-$name"; fi
rm -rf .deploy-lock
`

/** The `key=value` lines of a script's answer, by key. */
export function saidBy(output: string): (key: string) => string[] {
  const lines = output.trim().split("\n")
  return (key) => lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1))
}
