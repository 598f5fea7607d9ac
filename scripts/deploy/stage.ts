// A release laid out locally, as backend/docs/deploying.md#releases says the server must hold it,
// so that one rsync uploads it whole:
//   site/                       the build, without its antenna-backend/ folder
//   site/antenna-backend -> ../backend/public
//   backend/                    the backend's code without tests/ and local data; public/ gets the
//                               build's antenna-backend/ files (form-choices.json)
// Files are hard links to the build and the repository where the file system allows, else copies.
import fs from "node:fs"
import path from "node:path"

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

/** Puts `from`'s tree into `to`, but for the top-level entries `skip` leaves out. */
function mirror(from: string, to: string, skip: (name: string) => boolean = () => false): void {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) mirror(source, target)
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target)
    else if (entry.isFile()) linkOrCopy(source, target)
  }
}

/** Lays out a release of the built site `siteBuild` and the backend in `backend` into the empty folder `into`. */
export function stageRelease(siteBuild: string, backend: string, into: string): void {
  for (const needed of ["index.html", ".htaccess"]) {
    if (!fs.existsSync(path.join(siteBuild, needed))) {
      throw new Error(`${siteBuild} is not a build of the site: it has no ${needed} (run npm run build)`)
    }
  }
  mirror(siteBuild, path.join(into, "site"), (name) => name === "antenna-backend")
  mirror(backend, path.join(into, "backend"), (name) => BACKEND_LEFT_OUT.has(name))
  const builtForBackend = path.join(siteBuild, "antenna-backend")
  if (fs.existsSync(builtForBackend)) mirror(builtForBackend, path.join(into, "backend/public"))
  fs.symlinkSync("../backend/public", path.join(into, "site/antenna-backend"))
}
