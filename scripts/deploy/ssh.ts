// The deploy's SSH connection to the host: OpenSSH's `ssh` for the server's scripts and `rsync` over
// it for the upload, both with the same options. Never asks a question: keys only (the given one,
// or ssh's own keys and agent), and the server's host key must already be known (DEPLOY_KNOWN_HOSTS,
// or the user's known_hosts), so a deploy cannot be talked into another server.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Target } from "./config"

/** `value` quoted for a POSIX shell. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`

export class SshError extends Error {}

export interface Transfer {
  /** Bytes rsync sent: the changed files' data, plus its file list and checksums. */
  bytesSent: number
  filesChanged: number
  files: number
}

/** Reads the numbers of `rsync --stats`. */
export function parseRsyncStats(output: string): Transfer {
  const number = (label: string) => {
    const match = new RegExp(`^${label}: ([\\d,.]+)`, "m").exec(output)
    if (!match) throw new SshError(`rsync's report has no "${label.replace(/\(.*\)\?/, "")}":\n${output}`)
    return Number(match[1].replace(/[,.]/g, ""))
  }
  return {
    bytesSent: number("Total bytes sent"),
    // rsync 3.1 and later count regular files; older ones all files.
    filesChanged: number("Number of (?:regular )?files transferred"),
    files: Number(/^Number of files: [\d,.]+ \(reg: ([\d,.]+)/m.exec(output)?.[1].replace(/[,.]/g, "") ?? 0),
  }
}

function run(command: string, args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => (stdout += chunk))
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.on("error", (error) => reject(new SshError(`${command} could not start: ${error.message}`)))
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout, stderr })
      else reject(new SshError(explain(command, code, stderr)))
    })
    child.stdin.end(input ?? "")
  })
}

/** ssh's and rsync's complaint, with what to do about the usual ones. */
function explain(command: string, code: number | null, stderr: string): string {
  const said = stderr.trim() || `(${command} said nothing)`
  const hints: [RegExp, string][] = [
    [
      /Host key verification failed|No .* host key is known/,
      "The server's host key is not known: set DEPLOY_KNOWN_HOSTS to its line (ssh-keyscan -p PORT HOST prints it; check it against the host's own record).",
    ],
    [
      /REMOTE HOST IDENTIFICATION HAS CHANGED/,
      "The server's host key differs from DEPLOY_KNOWN_HOSTS: stop, and ask the host whether the key changed.",
    ],
    [
      /Permission denied \(publickey/,
      "The server refused the key: check DEPLOY_USER and that DEPLOY_SSH_KEY's public half is in the account's ~/.ssh/authorized_keys.",
    ],
    [
      /Connection refused|Connection timed out|Could not resolve hostname|No route to host/,
      "The server could not be reached: check DEPLOY_HOST and DEPLOY_PORT.",
    ],
    [
      /rsync: (command )?not found|rsync: not found/,
      "rsync is not installed on the server; ask the host, or use the FTP fallback in docs/deploying.md.",
    ],
  ]
  const hint = hints.find(([pattern]) => pattern.test(stderr))?.[1]
  return `${command} failed (exit ${code}): ${said}${hint ? `\n${hint}` : ""}`
}

export class Connection {
  /** The secrets' folder while they are on disk: made for a use, removed by dispose() (before the build). */
  private secrets: string | null = null

  constructor(private readonly target: Target) {}

  private get destination(): string {
    return `${this.target.user}@${this.target.host}`
  }

  /** ssh's options, with the secrets given as text written to files only this user can read. */
  private options(): string[] {
    const options = [
      "-p",
      String(this.target.port),
      "-o",
      "BatchMode=yes",
      "-o",
      "StrictHostKeyChecking=yes",
      "-o",
      "ConnectTimeout=20",
      "-o",
      "ServerAliveInterval=15",
      "-o",
      "LogLevel=ERROR",
    ]
    if (this.target.sshKey) {
      options.push("-i", this.secretFile("key", this.target.sshKey), "-o", "IdentitiesOnly=yes")
    }
    if (this.target.knownHosts) {
      options.push("-o", `UserKnownHostsFile=${this.secretFile("known_hosts", this.target.knownHosts)}`)
    }
    return options
  }

  private secretFile(name: string, secret: { file: string } | { text: string }): string {
    if ("file" in secret) return secret.file
    this.secrets ??= fs.mkdtempSync(path.join(os.tmpdir(), "antenna-deploy-ssh-"))
    const file = path.join(this.secrets, name)
    if (!fs.existsSync(file)) fs.writeFileSync(file, secret.text, { mode: 0o600 })
    return file
  }

  /** Runs `script` with sh on the server, with `args` as $1, $2 ...; its output. */
  async script(script: string, args: readonly string[]): Promise<string> {
    const command = ["sh", "-s", "--", ...args.map(shellQuote)].join(" ")
    const { stdout } = await run("ssh", [...this.options(), this.destination, command], script)
    return stdout
  }

  /** Uploads the folder `from` into `remoteFolder`, hard-linking files unchanged since `linkDest` (paths relative to it). */
  async upload(from: string, remoteFolder: string, linkDest: readonly string[], dryRun: boolean): Promise<Transfer> {
    const ssh = ["ssh", ...this.options()]
      .map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : shellQuote(part)))
      .join(" ")
    const args = [
      // Recursive, links as links (the release's own, made by stage.ts, which refuses any other),
      // permissions: the files' times are not kept, so that a file is linked (or sent) by its content
      // alone, whatever the build's clock said.
      "-rlpD",
      "--checksum",
      // Readable by the web server, whichever user it runs as; writable only by the account.
      "--chmod=D755,F644",
      "--stats",
      ...linkDest.map((dir) => `--link-dest=${dir}`),
      ...(dryRun ? ["--dry-run"] : []),
      "-e",
      ssh,
      `${from.replace(/\/?$/, "/")}`,
      `${this.destination}:${remoteFolder.replace(/\/?$/, "/")}`,
    ]
    const { stdout } = await run("rsync", args)
    return parseRsyncStats(stdout)
  }

  /** Removes the secrets written to disk; a later use writes them again. */
  dispose(): void {
    if (this.secrets) fs.rmSync(this.secrets, { recursive: true, force: true })
    this.secrets = null
  }
}
