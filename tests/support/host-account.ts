// A hosting account laid out as backend/docs/deploying.md tells a host admin, in a temporary folder
// standing for /home/acct: the site's build in public_html/, the backend's code (without its tests)
// in backend/, and the backend's private folder antenna-backend/ (config.php, data/, the inbox's
// password hash) beside them, found by the code's own rules. The backend's web root is reached as
// /antenna-backend/ through a symbolic link (a host with a shell) or as copied files (a host
// reached only by FTP).
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

export type Layout = "symlink" | "upload"

const BACKEND = path.resolve("backend")

export class HostAccount {
  readonly home = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-account-"))
  readonly publicHtml = path.join(this.home, "public_html")
  readonly code = path.join(this.home, "backend")
  readonly private = path.join(this.home, "antenna-backend")

  /** @param webUser the user PHP runs as (Apache's workers), given what the docs say for mod_php */
  constructor(
    readonly layout: Layout,
    private readonly webUser: string,
  ) {}

  /** Uploads the site's build and the backend's code. */
  layOut(siteBuild: string): void {
    fs.chmodSync(this.home, 0o755)
    fs.cpSync(siteBuild, this.publicHtml, { recursive: true })
    fs.cpSync(BACKEND, this.code, {
      recursive: true,
      filter: (file) => !/^(tests|vendor|data|config\.php)$/.test(path.relative(BACKEND, file).split(path.sep)[0]),
    })
    const served = path.join(this.publicHtml, "antenna-backend")
    if (this.layout === "symlink") {
      // The build's service choices go where the link leads; the link takes the folder's place.
      fs.copyFileSync(path.join(served, "form-choices.json"), path.join(this.code, "public/form-choices.json"))
      fs.rmSync(served, { recursive: true })
      fs.symlinkSync("../backend/public", served)
    } else {
      fs.cpSync(path.join(this.code, "public"), served, { recursive: true })
    }
  }

  /** Creates the private folder: the data folder, the configuration for `siteOrigin`, the inbox's password. */
  configure(siteOrigin: string, inboxPassword: string): void {
    const data = path.join(this.private, "data")
    const config = path.join(this.private, "config.php")
    const hash = path.join(this.private, "inbox-password.hash")
    fs.mkdirSync(data, { recursive: true })
    // Under mod_php the web server's user is not the account's: it writes the data folder and reads
    // the configuration and the password's hash through its group (docs/deploying.md).
    const shared = this.webUser !== os.userInfo().username
    if (shared) {
      execFileSync("chgrp", [this.webUser, data])
      fs.chmodSync(data, 0o2770)
    }
    fs.writeFileSync(
      config,
      this.phpArray({
        database: "data/enquiries.sqlite",
        log_file: "data/backend.log",
        notify_to: ["office@example.com"],
        mail: { transport: "file", from: "website@example.com", file_dir: "data/mail" },
        allowed_origins: [siteOrigin],
      }),
    )
    this.php([path.join(this.code, "bin/set-password.php")], `${inboxPassword}\n`)
    if (shared) {
      execFileSync("chgrp", [this.webUser, config, hash])
      fs.chmodSync(config, 0o640)
      fs.chmodSync(hash, 0o640)
    }
  }

  /** The stored enquiries that hold all these words, one line each as bin/export.php lists them. */
  enquiries(search: string): string[] {
    return this.php([path.join(this.code, "bin/export.php"), "--list", `--search=${search}`])
      .trim()
      .split("\n")
      .slice(0, -1)
  }

  dispose(): void {
    fs.rmSync(this.home, { recursive: true, force: true })
  }

  /** A configuration file: PHP returning the array. */
  private phpArray(values: object): string {
    return this.php(
      ["-r", "echo '<?php return ', var_export(json_decode(stream_get_contents(STDIN), true), true), \";\\n\";"],
      JSON.stringify(values),
    )
  }

  // The account's commands find its configuration by the rules, as cron's do: no ANTENNA_BACKEND_CONFIG.
  private php(args: string[], input?: string): string {
    const env = { ...process.env }
    delete env.ANTENNA_BACKEND_CONFIG
    return execFileSync("php", args, { encoding: "utf8", input, env })
  }
}
