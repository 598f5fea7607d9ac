// Where the web server finds the live release, for each document root mode (docs/deploying.md):
// - symlink: the document root is itself a link to DEPLOY_PATH/current/site (made on the first
//   deploy), or the web server's DocumentRoot names that path (no DEPLOY_DOCROOT);
// - fixed: the document root stays a folder (cPanel's public_html), holding the links current (into
//   DEPLOY_PATH/current) and antenna-backend (to DEPLOY_PATH/backend-entry, entry-points.ts), and the
//   .htaccess block that serves from them.
// Checked before anything is uploaded; the links and the .htaccess are written at the switch.
import path from "node:path"
import type { Target } from "./config"
import { ENTRY_FOLDER } from "./entry-points"
import { withFrontBlock } from "./front-htaccess"
import type { ServerState } from "./server"

/** What FINISH puts in place; "-" for nothing. */
export interface DocrootPlan {
  docrootLink: string
  currentLink: string
  backendLink: string
  htaccess: string
}

const NOTHING: DocrootPlan = { docrootLink: "-", currentLink: "-", backendLink: "-", htaccess: "-" }

/** What the document root needs, or the problems that stop the deploy before it uploads. */
export function planDocroot(target: Target, state: ServerState): { plan: DocrootPlan; problems: string[] } {
  const docroot = target.docroot
  if (!docroot || !state.docroot) return { plan: NOTHING, problems: [] }
  const live = `${target.path}/current`
  const linkTo = (from: string, to: string) => path.posix.relative(path.posix.dirname(from), to)
  const linksTo = (described: string, link: string, absolute: string) =>
    described === `link:${link}` || described === `link:${absolute}`
  const problems: string[] = []
  const { docroot: kind, docroot_current: current, docroot_backend: backend } = state.docroot

  if (target.docrootMode === "symlink") {
    const link = linkTo(docroot, `${live}/site`)
    if (kind === "folder") {
      problems.push(
        `DEPLOY_DOCROOT ${docroot} is a folder with files in it (the site as it was?). Move them away so the deploy can put a link there, or use DEPLOY_DOCROOT_MODE=fixed if the host does not let you replace the folder.`,
      )
    } else if (kind.startsWith("link:") && !linksTo(kind, link, `${live}/site`)) {
      problems.push(
        `DEPLOY_DOCROOT ${docroot} is a ${kind.replace(":", " to ")}, not to ${link}: remove it, and the deploy makes it.`,
      )
    } else if (kind === "file") {
      problems.push(`DEPLOY_DOCROOT ${docroot} is a file: remove it, and the deploy makes the link.`)
    }
    return { plan: { ...NOTHING, docrootLink: link }, problems }
  }

  const currentLink = linkTo(`${docroot}/current`, `${live}/site`)
  const entry = `${target.path}/${ENTRY_FOLDER}`
  const backendLink = linkTo(`${docroot}/antenna-backend`, entry)
  // Before backend-entry/, the deploy linked the live release's backend/public: replaced at the switch.
  const earlierBackendLink = linkTo(`${docroot}/antenna-backend`, `${live}/backend/public`)
  if (kind.startsWith("link:")) {
    problems.push(
      `DEPLOY_DOCROOT ${docroot} is a ${kind.replace(":", " to ")}: give the folder it leads to as DEPLOY_DOCROOT.`,
    )
  } else if (kind === "file") {
    problems.push(`DEPLOY_DOCROOT ${docroot} is a file, not the document root's folder.`)
  }
  if (current !== "missing" && !linksTo(current, currentLink, `${live}/site`)) {
    problems.push(
      `${docroot}/current is a ${current.replace(":", " to ")}, not the deploy's link to ${currentLink}: move it away.`,
    )
  }
  if (
    backend !== "missing" &&
    !linksTo(backend, backendLink, entry) &&
    !linksTo(backend, earlierBackendLink, `${live}/backend/public`)
  ) {
    problems.push(
      `${docroot}/antenna-backend is a ${backend.replace(":", " to ")}; the deploy serves the backend of the live release there (a link to ${backendLink}). Move it away (backend/docs/deploying.md#moving-from-the-old-layout): the backend's configuration and data stay where they are.`,
    )
  }
  const htaccess = withFrontBlock(state.htaccess ?? "")
  return {
    plan: { docrootLink: "-", currentLink, backendLink, htaccess: htaccess === state.htaccess ? "-" : htaccess },
    problems,
  }
}
