// A release laid out locally, as backend/docs/deploying.md#releases says the server must hold it,
// so that one rsync uploads it whole:
//   site/                       the build, without its antenna-backend/ folder; its build-info.json
//                               names the release
//   site/antenna-backend -> ../../../backend-entry    (DEPLOY_PATH/backend-entry, entry-points.ts)
//   backend/                    the backend's code without tests/ and local data; public/ gets the
//                               build's antenna-backend/ files (form-choices.json)
//   backend-entry/              the stubs of the backend's entry points, and its .htaccess files
//   release/                    info.json and own-assets (release-info.ts); never served
// Files are hard links to the build and the repository where the file system allows, else copies.
// A symbolic link in the build or the backend stops the deploy: uploaded as it is, a link can make
// the web server serve what it leads to (the backend's configuration, say).
import fs from "node:fs"
import path from "node:path"
import { BUILD_INFO_FILE, buildInfoText, parseBuildInfo } from "../../src/lib/build-info"
import { ENTRY_FOLDER, stageEntryFolder } from "./entry-points"
import { Stopped } from "./phases"
import { INFO_FILE, OWN_ASSETS_FILE, ownAssets, type ReleaseInfo } from "./release-info"

/** What of backend/ stays home: its tests, and what a developer's own run leaves there. */
const BACKEND_LEFT_OUT = new Set(["tests", "data", "config.php"])

function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to)
  } catch (error) {
    // Another file system, or one that refuses links to files of another owner.
    if (!["EXDEV", "EPERM", "EMLINK"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error
    fs.copyFileSync(from, to)
  }
}

/** Puts `from`'s tree into `to`, but for the top-level entries `skip` leaves out; stops at a symbolic link. */
function mirror(from: string, to: string, skip: (name: string) => boolean = () => false): void {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isSymbolicLink()) {
      throw new Stopped(
        `${source} is a symbolic link (to ${fs.readlinkSync(source)}): the deploy uploads files and folders only, since a link could make the web server serve what it leads to. Remove it, or build again (a build makes none). Nothing was uploaded, and the live site is as it was.`,
      )
    }
    if (entry.isDirectory()) mirror(source, target)
    else if (entry.isFile()) linkOrCopy(source, target)
  }
}

/** The release's build-info.json: the build's own, with the release's name. */
function nameRelease(site: string, name: string): void {
  const file = path.join(site, BUILD_INFO_FILE)
  const built = fs.existsSync(file) ? parseBuildInfo(fs.readFileSync(file, "utf8")) : null
  // A new file, not the build's (a hard link) written over.
  fs.rmSync(file, { force: true })
  fs.writeFileSync(
    file,
    buildInfoText({
      builtAt: built?.builtAt ?? new Date().toISOString(),
      release: name,
      dashboard: built?.dashboard ?? "",
    }),
  )
}

/** Lays out a release of the built site `siteBuild` and the backend in `backend` into the empty folder `into`. */
export function stageRelease(siteBuild: string, backend: string, into: string, info: ReleaseInfo): void {
  for (const needed of ["index.html", ".htaccess"]) {
    if (!fs.existsSync(path.join(siteBuild, needed))) {
      throw new Stopped(`${siteBuild} is not a build of the site: it has no ${needed} (run npm run build)`)
    }
  }
  const site = path.join(into, "site")
  mirror(siteBuild, site, (name) => name === "antenna-backend")
  nameRelease(site, info.name)
  mirror(backend, path.join(into, "backend"), (name) => BACKEND_LEFT_OUT.has(name))
  const builtForBackend = path.join(siteBuild, "antenna-backend")
  if (fs.existsSync(builtForBackend)) mirror(builtForBackend, path.join(into, "backend/public"))
  stageEntryFolder(path.join(into, "backend/public"), path.join(into, ENTRY_FOLDER))
  fs.symlinkSync(`../../../${ENTRY_FOLDER}`, path.join(site, "antenna-backend"))
  fs.mkdirSync(path.join(into, "release"))
  fs.writeFileSync(path.join(into, INFO_FILE), `${JSON.stringify(info, null, 1)}\n`)
  fs.writeFileSync(
    path.join(into, OWN_ASSETS_FILE),
    ownAssets(site)
      .map((file) => `${file}\n`)
      .join(""),
  )
}
