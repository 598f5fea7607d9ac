// What `npm run deploy` is asked to do (its options) and where (the DEPLOY_* variables), checked
// before anything runs: every problem is named at once, with what to set.
import fs from "node:fs"
import path from "node:path"

export type DocrootMode = "symlink" | "fixed"

export interface Target {
  host: string
  user: string
  port: number
  /** The account's folder on the server that holds releases/ and current (absolute). */
  path: string
  docrootMode: DocrootMode
  /** The web server's document root: a link to current/site (symlink mode, optional) or a folder (fixed mode). */
  docroot: string | null
  /** A private key: a file, or the key itself (CI secrets); null for ssh's own keys and agent. */
  sshKey: { file: string } | { text: string } | null
  /** known_hosts lines for the server: a file, or the lines themselves; null for ssh's own files. */
  knownHosts: { file: string } | { text: string } | null
  keepReleases: number
  lockStaleMinutes: number
  /** The site's address the deploy checks after the switch; null: the site's own (SITE_URL or content/site.yaml). */
  checkUrl: string | null
  /** How long the new release has to answer the check before the deploy switches back. */
  checkSeconds: number
}

export type Action = "deploy" | "rollback" | "list" | "unlock"

export interface Options {
  action: Action
  dryRun: boolean
  /** Only find out whether there is anything to publish (the workflow's first step): no build, no upload. */
  checkOnly: boolean
  /** An already-built site to deploy instead of building (the content check still runs). */
  prebuilt: string | null
  /** The project whose content/ the check reads. */
  contentRoot: string
}

export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    readonly usage = "",
  ) {
    super(problems.join("\n"))
  }
}

export const USAGE = `Usage: npm run deploy [-- options]
  (no option)           check the content; when the content, the code, the build's settings or the
                        dashboard's posts differ from the live release's: build, upload a new release,
                        switch the site to it, check it answers (else switch back); else nothing
  --check               only say whether there is anything to publish (no build, nothing changed)
  --dry-run             check, build and compare with the server; change nothing there
  --rollback            switch the site back to the release before the live one, and hold it there
  --rollback --list     list the releases on the server: time, commit, what changed, which is live
  --unlock              release the server's deploy lock left by a deploy that died
  --prebuilt DIR        deploy DIR, an already-built site, instead of building (the check still runs)
  --content-root DIR    check the content/ of the project in DIR (default: this project)
Settings: DEPLOY_HOST, DEPLOY_USER, DEPLOY_PATH, DEPLOY_PORT, DEPLOY_SSH_KEY, DEPLOY_KNOWN_HOSTS,
DEPLOY_DOCROOT_MODE, DEPLOY_DOCROOT, DEPLOY_KEEP_RELEASES, DEPLOY_LOCK_STALE_MINUTES,
DEPLOY_CHECK_URL, DEPLOY_CHECK_SECONDS (docs/deploying.md).`

export function readOptions(argv: readonly string[], projectRoot: string): Options {
  const options: Options = {
    action: "deploy",
    dryRun: false,
    checkOnly: false,
    prebuilt: null,
    contentRoot: projectRoot,
  }
  const problems: string[] = []
  const actions = new Set<Action>()
  let list = false
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => {
      const given = inline ?? argv[++i]
      if (!given) problems.push(`${flag} needs a folder, e.g. ${flag} public`)
      return given ? path.resolve(given) : null
    }
    if (flag === "--dry-run") options.dryRun = true
    else if (flag === "--check") options.checkOnly = true
    else if (flag === "--list") list = true
    else if (flag === "--rollback") actions.add("rollback")
    else if (flag === "--unlock") actions.add("unlock")
    else if (flag === "--prebuilt") options.prebuilt = value()
    else if (flag === "--content-root") options.contentRoot = value() ?? projectRoot
    else problems.push(`Unknown option ${argv[i]}`)
  }
  if (actions.size > 1) problems.push("--rollback and --unlock are two separate commands: give one")
  options.action = [...actions][0] ?? "deploy"
  if (list) {
    if (options.action === "rollback") options.action = "list"
    else problems.push("--list goes with --rollback: npm run deploy -- --rollback --list")
  }
  if (options.checkOnly && (options.action !== "deploy" || options.dryRun))
    problems.push("--check goes alone: it only says whether there is anything to publish")
  if (options.action !== "deploy" && options.prebuilt)
    problems.push(`--prebuilt goes with a deploy, not --${options.action}`)
  if (options.contentRoot !== projectRoot && !options.prebuilt) {
    problems.push("--content-root goes with --prebuilt: a build reads this project's own content/")
  }
  if (problems.length) throw new ConfigError(problems, USAGE)
  return options
}

const SAFE_PATH = /^\/[A-Za-z0-9._/-]*$/

function absolutePath(name: string, value: string, problems: string[]): string {
  const clean = value.replace(/\/+$/, "")
  if (!SAFE_PATH.test(value) || clean === "" || clean.split("/").some((part) => part === "." || part === "..")) {
    problems.push(
      `${name} must be an absolute folder on the server made of letters, digits, ".", "_", "-" and "/", e.g. /home/acct (it is "${value}")`,
    )
  }
  return clean
}

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
) {
  if (value === undefined || value === "") return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max)
    problems.push(`${name} must be a whole number from ${min} to ${max} (it is "${value}")`)
  return n
}

/** A deploy's lock older than this is taken as left by one that died (the workflow's job ends before). */
export const DEFAULT_LOCK_STALE_MINUTES = 30

/** An http(s) address without a trailing slash, or null when unset. */
function siteAddress(name: string, value: string | undefined, problems: string[]): string | null {
  const given = value?.trim()
  if (!given) return null
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(given)) {
    problems.push(`${name} must be the site's address, e.g. ${name}=https://www.example.com.au (it is "${given}")`)
  }
  return given.replace(/\/+$/, "")
}

/**
 * A secret given either as a file's path or as its text (CI secrets hold the text). A relative path is
 * taken from the folder the command was typed in (npm runs the script in the project's folder, and
 * says where it was started in INIT_CWD).
 */
function fileOrText(
  name: string,
  value: string | undefined,
  looksLikeText: RegExp,
  env: NodeJS.ProcessEnv,
  problems: string[],
) {
  if (!value) return null
  if (looksLikeText.test(value)) return { text: value.endsWith("\n") ? value : `${value}\n` }
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), value)
  if (!fs.existsSync(file)) problems.push(`${name} names no file: ${file} (give a file, or the text itself)`)
  return { file }
}

export function readTarget(env: NodeJS.ProcessEnv): Target {
  const problems: string[] = []
  const required = (name: string, example: string) => {
    const value = env[name]?.trim()
    if (!value) problems.push(`${name} is not set: ${example}`)
    return value ?? ""
  }
  const host = required("DEPLOY_HOST", "the server's name or address, e.g. DEPLOY_HOST=ssh.example.com.au")
  if (host && !/^([A-Za-z0-9][A-Za-z0-9.-]*|\[?[0-9A-Fa-f:.]+\]?)$/.test(host)) {
    problems.push(`DEPLOY_HOST must be a host name or an IP address (it is "${host}")`)
  }
  const user = required("DEPLOY_USER", "the SSH account's user name, e.g. DEPLOY_USER=acct")
  if (user && !/^[A-Za-z0-9._][A-Za-z0-9._-]*$/.test(user))
    problems.push(`DEPLOY_USER is not a user name (it is "${user}")`)
  const rawPath = required(
    "DEPLOY_PATH",
    "the absolute folder on the server for releases/ and current, e.g. DEPLOY_PATH=/home/acct",
  )
  const deployPath = rawPath ? absolutePath("DEPLOY_PATH", rawPath, problems) : ""
  const mode = env.DEPLOY_DOCROOT_MODE?.trim() || "symlink"
  if (mode !== "symlink" && mode !== "fixed") {
    problems.push(
      `DEPLOY_DOCROOT_MODE must be "symlink" (the document root is a link to the live release) or "fixed" (a fixed folder such as public_html) (it is "${mode}")`,
    )
  }
  const rawDocroot = env.DEPLOY_DOCROOT?.trim()
  let docroot: string | null = null
  if (rawDocroot) {
    docroot = absolutePath("DEPLOY_DOCROOT", rawDocroot, problems)
    if (
      deployPath &&
      (docroot === deployPath ||
        `${docroot}/`.startsWith(`${deployPath}/releases/`) ||
        docroot === `${deployPath}/current`)
    ) {
      problems.push(`DEPLOY_DOCROOT must be apart from DEPLOY_PATH's releases/ and current (it is ${docroot})`)
    }
  } else if (mode === "fixed") {
    problems.push(
      "DEPLOY_DOCROOT is not set: in fixed mode, the host's document root, e.g. DEPLOY_DOCROOT=/home/acct/public_html",
    )
  }
  const target: Target = {
    host,
    user,
    port: integer("DEPLOY_PORT", env.DEPLOY_PORT, 22, 1, 65535, problems),
    path: deployPath,
    docrootMode: mode as DocrootMode,
    docroot,
    sshKey: fileOrText("DEPLOY_SSH_KEY", env.DEPLOY_SSH_KEY, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, env, problems),
    knownHosts: fileOrText("DEPLOY_KNOWN_HOSTS", env.DEPLOY_KNOWN_HOSTS, /\s(ssh-|ecdsa-|sk-)\S+\s+\S+/, env, problems),
    // One earlier release at least, for --rollback.
    keepReleases: integer("DEPLOY_KEEP_RELEASES", env.DEPLOY_KEEP_RELEASES, 5, 2, 100, problems),
    lockStaleMinutes: integer(
      "DEPLOY_LOCK_STALE_MINUTES",
      env.DEPLOY_LOCK_STALE_MINUTES,
      DEFAULT_LOCK_STALE_MINUTES,
      1,
      24 * 60,
      problems,
    ),
    checkUrl: siteAddress("DEPLOY_CHECK_URL", env.DEPLOY_CHECK_URL, problems),
    checkSeconds: integer("DEPLOY_CHECK_SECONDS", env.DEPLOY_CHECK_SECONDS, 60, 5, 600, problems),
  }
  if (problems.length) throw new ConfigError(problems)
  return target
}
