// How a switch reaches the backend at once: /antenna-backend/ is served from DEPLOY_PATH/backend-entry/,
// a folder outside the releases that holds, for each entry point of backend/public/ (handleContact.php,
// inbox/index.php ...), a small file that reads the `current` link on every request and runs that
// release's entry point by a path without links.
//
// Why: PHP remembers where a path through a symbolic link leads (its realpath cache, per worker, for
// realpath_cache_ttl: 120 s by default, a setting only php.ini may change). Served as
// releases/<name>/backend/public through `current`, every worker went on running the release it had
// first seen for up to two minutes after a switch. This folder's path leads through no changing link,
// and a release's own files are named by a path that is only ever that release's, so there is nothing
// stale to remember; readlink() asks the file system itself. A request runs one release's code from
// start to end. The folder is brought in step with the live release at each switch (server.ts).
//
// Each release carries its own copy (releases/<name>/backend-entry/), written here when it is laid out:
// a new entry point in backend/public/ gets its file by itself. The stubs' paths never change, so a
// host whose OPcache never looks at files again (opcache.validate_timestamps=0) runs the first
// version of a stub it compiled: a change to entryStub must keep working beside the stubs before it.
import fs from "node:fs"
import path from "node:path"

/** The folder in DEPLOY_PATH served as /antenna-backend/, and each release's copy of it. */
export const ENTRY_FOLDER = "backend-entry"

/** The header a stub sends with the name of the release it ran (the deploy's check reads it). */
export const RELEASE_HEADER = "X-Antenna-Release"

/** The backend's entry points: the .php files of its web root, by path from it. */
export function entryPoints(webRoot: string, dir = ""): string[] {
  return fs.readdirSync(path.join(webRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entryPoints(webRoot, file)
    return entry.isFile() && file.endsWith(".php") ? [file] : []
  })
}

const phpString = (value: string) => `'${value.replace(/[\\']/g, "\\$&")}'`

/** The stub of `entry` (a path from backend/public), for DEPLOY_PATH/backend-entry/<entry>. */
export function entryStub(entry: string): string {
  const depth = entry.split("/").length
  return `<?php
/**
 * Written by npm run deploy (scripts/deploy/entry-points.ts): runs backend/public/${entry} of the live
 * release, the one the link DEPLOY_PATH/current names at this request, by a path without links. PHP
 * would remember a path through a link for two minutes (its realpath cache) and run the release
 * that was live before. backend/docs/deploying.md#releases
 */

declare(strict_types=1);

$antennaRoot = dirname(__DIR__, ${depth});
$antennaLive = readlink($antennaRoot . '/current');
$antennaRelease = !is_string($antennaLive) ? '' : ($antennaLive[0] === '/' ? $antennaLive : $antennaRoot . '/' . $antennaLive);
if ($antennaRelease === '' || !is_file($antennaRelease . '/backend/public/' . ${phpString(entry)})) {
    // No live release, or one without this entry point (rolled back to one from before it).
    error_log('antenna-backend error: no live release to answer ' . ${phpString(entry)} . ' (' . $antennaRoot . '/current)');
    http_response_code($antennaRelease === '' ? 503 : 404);
    header('Content-Type: text/plain; charset=utf-8');
    echo $antennaRelease === '' ? "Temporarily unavailable.\\n" : "Not found.\\n";
    return;
}
header('${RELEASE_HEADER}: ' . basename($antennaRelease));
require $antennaRelease . '/backend/public/' . ${phpString(entry)};
`
}

/**
 * Lays out `into` as the served folder of the backend in `webRoot`: a stub per entry point, and the
 * folder's own settings as they are (.htaccess, .user.ini: the dot files of each folder). Nothing
 * else: form-choices.json and the code stay in the release, where the entry points read them.
 */
export function stageEntryFolder(webRoot: string, into: string): void {
  for (const entry of entryPoints(webRoot)) {
    fs.mkdirSync(path.dirname(path.join(into, entry)), { recursive: true })
    fs.writeFileSync(path.join(into, entry), entryStub(entry))
  }
  const settings = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(webRoot, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) settings(file)
      else if (entry.isFile() && entry.name.startsWith(".")) {
        fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true })
        fs.copyFileSync(path.join(webRoot, file), path.join(into, file))
      }
    }
  }
  settings("")
}
