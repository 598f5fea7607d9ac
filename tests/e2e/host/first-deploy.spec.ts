// docs/deploying.md followed by a new host admin: steps 1 to 3 of "Preparing the host" and the first
// deploy's example, run as they are written there (in bash, from a laptop's home and the project's
// folder), with only the examples' host name, port, account, folder and address replaced by a test
// host's: a real sshd, and Apache with mod_php serving a fixed document root. The deploy builds for
// real, in a checkout of its own (fixtures/host/project-copy.ts). While it builds, the build's own
// processes are read from /proc: none has a DEPLOY_* setting in its environment. The deploy after the
// dry run publishes the dry run's build without building again. Run again with nothing changed, it
// publishes nothing within seconds; with one line changed, it builds and uploads only what that line
// changed.
import { expect, test } from "@playwright/test"
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { RELEASE_HEADER } from "../../../scripts/deploy/entry-points"
import { Apache, apacheUnavailable } from "../../support/fixtures/host/apache"
import { projectRoot } from "../../support/fixtures/content-copy"
import { ReleaseHost } from "../../support/fixtures/host/deploy"
import { ProjectCopy } from "../../support/fixtures/host/project-copy"
import { sshdUnavailable } from "../../support/fixtures/host/sshd"

const DOCS = fs.readFileSync(path.join(projectRoot, "docs/deploying.md"), "utf8")

/** The ```sh blocks of the docs' section under `heading`. */
function shellBlocks(heading: string): string[] {
  const start = DOCS.indexOf(`\n### ${heading}\n`)
  expect(start, `docs/deploying.md has a section "${heading}"`).toBeGreaterThan(-1)
  const rest = DOCS.slice(start + heading.length + 6)
  const section = rest.slice(0, rest.search(/\n##+ /))
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1].replace(/^ {3}/gm, ""))
}

/** The environment of the test's own processes that are none of an admin's laptop's. */
function laptopEnv(home: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GITHUB_|DEPLOY_|GATSBY_|CMS_|SITE_URL$|INIT_CWD$)/.test(name)),
  )
  return { ...env, HOME: home, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" }
}

interface Shell {
  code: number
  output: string
  seconds: number
}

/** Runs `script` in bash, stopping at the first failing command, as a person at a terminal would notice. */
function bash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Shell> {
  const from = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-eo", "pipefail", "-c", script], { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - from) / 1000 }))
  })
}

/**
 * Watches /proc while `running` lasts for the processes of a Gatsby build in `folder`: their count,
 * and the DEPLOY_* names any of them has in its own environment.
 */
async function watchBuilds<T>(
  folder: string,
  running: Promise<T>,
): Promise<{ result: T; seen: number; secrets: string[] }> {
  const pids = new Set<string>()
  const secrets = new Set<string>()
  let done = false
  void running.finally(() => (done = true))
  while (!done) {
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")
        if (!/gatsby/.test(command) || !/\bbuild\b/.test(command) || fs.readlinkSync(`/proc/${pid}/cwd`) !== folder)
          continue
        const environ = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")
        pids.add(pid)
        for (const entry of environ) if (entry.startsWith("DEPLOY_")) secrets.add(`${pid}: ${entry.split("=")[0]}`)
      } catch {
        // The process ended meanwhile.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { result: await running, seen: pids.size, secrets: [...secrets] }
}

test.describe("docs/deploying.md's first deploy, as written, onto a fresh host", () => {
  const unavailable = apacheUnavailable() ?? sshdUnavailable()
  // Under CI a missing server fails the run (.ci/run installs them); elsewhere the test says what is missing.
  test.skip(unavailable !== null && process.env.CI !== "true", unavailable ?? "")

  let apache: Apache
  let host: ReleaseHost
  let project: ProjectCopy
  let laptop = ""

  test.beforeAll(async () => {
    if (unavailable) throw new Error(unavailable)
    apache = new Apache()
    // cPanel's kind of account: public_html is there, with the host's own .htaccess line.
    host = new ReleaseHost("fixed", apache.user)
    await host.sshd.start()
    await apache.start({ documentRoot: host.account.publicHtml })
    project = new ProjectCopy()
    laptop = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "antenna-laptop-")))
  })
  test.afterAll(async () => {
    await apache?.dispose()
    await host?.dispose()
    project?.dispose()
    if (laptop) fs.rmSync(laptop, { recursive: true, force: true })
  })

  test("steps 1 to 3 and the first deploy's example work as written; the build never has a DEPLOY_* setting; nothing changed publishes nothing", async () => {
    test.setTimeout(20 * 60_000)
    const port = String(host.sshd.port)
    const user = host.sshd.user
    /** A block of the docs with the examples' host, port, account, folder and address made the test host's. */
    const onTestHost = (block: string) => {
      const made = block
        .replaceAll("ssh.example.com.au", "127.0.0.1")
        .replace(/(-[pP] |DEPLOY_PORT=)22\b/g, `$1${port}`)
        .replaceAll("acct@", `${user}@`)
        .replaceAll("DEPLOY_USER=acct", `DEPLOY_USER=${user}`)
        .replaceAll("/home/acct", host.home)
        .replaceAll("https://www.example.com.au", apache.url)
      expect(made, "every example value replaced").not.toMatch(/example\.com\.au|\bacct\b/)
      return made
    }
    const env = laptopEnv(laptop)
    const [keyStep, hostKeyStep, privateFolderStep] = shellBlocks("Preparing the host (once)")
    const [example] = shellBlocks("The first deploy")
    expect(example, "the first deploy's example names the key and known_hosts files of steps 1 and 2").toMatch(
      /DEPLOY_SSH_KEY=\S*deploy_key[\s\S]*DEPLOY_KNOWN_HOSTS=\S*known_hosts/,
    )

    // Steps 1 and 2, in one terminal on the laptop; the public key goes in as the host's panel takes it.
    const keys = await bash(`${onTestHost(keyStep)}\n${onTestHost(hostKeyStep)}`, laptop, env)
    expect(keys.code, keys.output).toBe(0)
    host.sshd.authorize(path.join(laptop, "antenna-deploy/deploy_key.pub"))
    // Step 3, from the project's folder: the example configuration, which the host has no copy of yet.
    const privateFolder = await bash(onTestHost(privateFolderStep), project.dir, env)
    expect(privateFolder.code, privateFolder.output).toBe(0)
    expect(fs.readFileSync(path.join(host.account.private, "config.php"), "utf8")).toBe(
      project.read("backend/config.example.php"),
    )

    const dryRun = onTestHost(example)
    const deploy = dryRun.replace(/ -- --dry-run\b.*$/m, "")
    expect(deploy).not.toContain("--dry-run")
    const first = await watchBuilds(project.dir, bash(dryRun, project.dir, env))
    expect(first.result.code, first.result.output).toBe(0)
    expect(first.result.output).toContain("Would switch current from nothing to releases/")
    expect(fs.existsSync(path.join(host.home, "current")), "the dry run switched nothing").toBe(false)
    // The deploy publishes the dry run's build of the same sources: it does not build again.
    const second = await watchBuilds(project.dir, bash(deploy, project.dir, env))
    expect(second.result.code, second.result.output).toBe(0)
    expect(second.result.output).toMatch(/\[verify\] .* answers from /)
    expect(second.result.output).toContain("[build] skipped: public/ is this folder's last build (a dry run's)")
    expect(second.seen, "Gatsby build processes seen in /proc").toBe(0)
    const live = host.live()
    const home = await fetch(`${apache.url}/`)
    expect([home.status, await home.text()]).toEqual([
      200,
      fs.readFileSync(path.join(project.dir, "public/index.html"), "utf8"),
    ])
    const handler = await fetch(`${apache.url}/antenna-backend/handleContact.php`)
    expect(handler.headers.get(RELEASE_HEADER)).toBe(live)

    // Again, with nothing changed: no build, no upload, no new release, within seconds.
    const again = await bash(deploy, project.dir, env)
    expect(again.code, again.output).toBe(0)
    expect(again.output).toContain(`Nothing to publish: the live release ${live} was built from the same`)
    expect(again.output).not.toMatch(/\[build\]|\[upload\]/)
    expect(again.seconds, "seconds for a deploy with nothing to publish").toBeLessThan(30)
    expect([host.releases(), host.live()]).toEqual([[live], live])
    test.info().annotations.push({ type: "nothing to publish", description: `${again.seconds.toFixed(1)} s` })
    console.log(
      `Dry run ${first.result.seconds.toFixed(1)} s, first deploy ${second.result.seconds.toFixed(1)} s, nothing to publish ${again.seconds.toFixed(1)} s`,
    )

    // One line changed: the page, its page data and what the release says of itself.
    const about = project.read("content/about.yaml")
    project.commit("About: one line changed", {
      "content/about.yaml": about.replace(/^(intro: .*?)(["']?)$/m, "$1 Family owned.$2"),
    })
    const rebuilt = await watchBuilds(project.dir, bash(deploy, project.dir, env))
    const changed = rebuilt.result
    expect(changed.code, changed.output).toBe(0)
    for (const run of [first, rebuilt]) {
      expect(run.seen, "Gatsby build processes seen in /proc").toBeGreaterThan(0)
      expect(run.secrets, "DEPLOY_* in a build process's own environment").toEqual([])
    }
    const upload = /\[upload\] sent ([\d,]+) bytes; (\d+) of (\d+) files new or changed/.exec(changed.output)
    expect(upload, changed.output).not.toBeNull()
    test.info().annotations.push({
      type: "one line changed",
      description: `${upload![1]} bytes sent, ${upload![2]} of ${upload![3]} files new or changed`,
    })
    console.log(`One line changed: ${changed.seconds.toFixed(1)} s; ${upload![0]}`)
    expect(Number(upload![2])).toBeLessThanOrEqual(4)
    expect(await (await fetch(`${apache.url}/aboutus/`)).text()).toContain("Family owned.")
  })
})
