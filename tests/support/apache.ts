// Debian's Apache (packages apache2 and libapache2-mod-php8.2) with a configuration of its own, for
// tests of what a real host does with the site and the backend: a free loopback port, its own
// PidFile, logs and lock files in a temporary folder, modules from /usr/lib/apache2/modules, PHP as
// mod_php under the prefork MPM. The document root and any Alias or extra directive are the
// caller's, so one starter serves every deployment a test lays out (see host-account.ts).
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

const APACHE = "/usr/sbin/apache2"
const MODULES = "/usr/lib/apache2/modules"
const MODULE_FILES = {
  mpm_prefork_module: "mod_mpm_prefork.so",
  authz_core_module: "mod_authz_core.so",
  dir_module: "mod_dir.so",
  mime_module: "mod_mime.so",
  alias_module: "mod_alias.so",
  rewrite_module: "mod_rewrite.so",
  headers_module: "mod_headers.so",
  env_module: "mod_env.so",
  setenvif_module: "mod_setenvif.so",
  php_module: "libphp8.2.so",
}

export interface ApacheSite {
  /** The folder served at / (a symbolic link is followed, as Apache does). */
  documentRoot: string
  /** URL path => folder, each served with the document root's rules (Alias). */
  aliases?: Record<string, string>
  /** Variables the scripts see (SetEnv). */
  env?: Record<string, string>
  /** Further lines for the server's configuration. */
  directives?: string[]
}

/** Why Apache cannot run here, or null when it can. */
export function apacheUnavailable(): string | null {
  if (!fs.existsSync(APACHE)) return "apache2 is not installed (Debian: apache2)"
  const missing = Object.values(MODULE_FILES).filter((file) => !fs.existsSync(path.join(MODULES, file)))
  return missing.length ? `Apache modules missing: ${missing.join(", ")} (Debian: libapache2-mod-php8.2)` : null
}

export class Apache {
  /** Logs, pid and lock files, and the configuration itself. */
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-apache-"))
  /**
   * The user PHP runs as: Apache started by root hands its workers to www-data, as on a host;
   * started by anyone else it stays that user. A layout gives this user what the docs say.
   */
  readonly user = process.getuid?.() === 0 ? "www-data" : os.userInfo().username
  private port = 0
  private server?: ChildProcess

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** The server's error log (PHP's errors included), with what it said before it had one. */
  get errorLog(): string {
    const read = (file: string) =>
      fs.existsSync(path.join(this.dir, file)) ? fs.readFileSync(path.join(this.dir, file), "utf8") : ""
    return read("startup.log") + read("error.log")
  }

  async start(site: ApacheSite): Promise<void> {
    this.port = await freePort()
    const root = process.getuid?.() === 0
    const conf = [
      `ServerRoot "${this.dir}"`,
      `Listen 127.0.0.1:${this.port}`,
      `ServerName 127.0.0.1:${this.port}`,
      `PidFile "${this.dir}/apache.pid"`,
      `DefaultRuntimeDir "${this.dir}"`,
      `Mutex file:${this.dir} default`,
      `ErrorLog "${this.dir}/error.log"`,
      "LogLevel warn",
      ...Object.entries(MODULE_FILES).map(([name, file]) => `LoadModule ${name} "${path.join(MODULES, file)}"`),
      ...(root ? [`User ${this.user}`, `Group ${this.user}`] : []),
      "StartServers 2",
      "MinSpareServers 1",
      "MaxSpareServers 4",
      "MaxRequestWorkers 16",
      "TypesConfig /etc/mime.types",
      "AccessFileName .htaccess",
      "DirectoryIndex index.html index.php",
      // As Debian's php8.2.conf: .php files run, and a file named only ".php" does not.
      '<FilesMatch ".+\\.php$">',
      "  SetHandler application/x-httpd-php",
      "</FilesMatch>",
      '<Files ".ht*">',
      "  Require all denied",
      "</Files>",
      "<Directory />",
      "  AllowOverride None",
      "  Require all denied",
      "</Directory>",
      `DocumentRoot "${site.documentRoot}"`,
      ...[site.documentRoot, ...Object.values(site.aliases ?? {})].flatMap((folder) => [
        `<Directory "${folder}">`,
        "  Options FollowSymLinks",
        "  AllowOverride All",
        "  Require all granted",
        "</Directory>",
      ]),
      ...Object.entries(site.aliases ?? {}).map(([url, folder]) => `Alias "${url}" "${folder}"`),
      ...Object.entries(site.env ?? {}).map(([name, value]) => `SetEnv ${name} "${value}"`),
      ...(site.directives ?? []),
    ].join("\n")
    fs.writeFileSync(path.join(this.dir, "apache.conf"), `${conf}\n`)
    // The workers write nothing here, but must reach the folder's files through it.
    fs.chmodSync(this.dir, 0o755)
    const startup = fs.openSync(path.join(this.dir, "startup.log"), "a")
    // A process group of its own: stopping, Apache signals its whole group, which must not be the test runner's.
    this.server = spawn(APACHE, ["-f", path.join(this.dir, "apache.conf"), "-DFOREGROUND"], {
      stdio: ["ignore", startup, startup],
      detached: true,
    })
    fs.closeSync(startup)
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${this.url}/`).then(
        () => true,
        () => false,
      )
      if (up) return
      if (tries > 100 || this.server.exitCode !== null) throw new Error(`Apache did not start:\n${this.errorLog}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Stops the server (and its workers) and waits until it is gone. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server || server.exitCode !== null) return
    const gone = new Promise((resolve) => server.once("exit", resolve))
    server.kill("SIGTERM")
    const stuck = setTimeout(() => server.kill("SIGKILL"), 10_000)
    await gone
    clearTimeout(stuck)
  }

  /** Stops the server and removes its folder. */
  async dispose(): Promise<void> {
    await this.stop()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
