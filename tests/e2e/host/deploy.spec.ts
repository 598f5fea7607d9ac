// `npm run deploy` as the workflow runs it (tests/support/fixtures/host/deploy.ts), over a real sshd into
// an account on this machine, served by a real Apache (tests/support/fixtures/host/apache.ts). The tests
// deploy the build already made for the browser tests (public/) with --prebuilt, and a copy of it
// with one page changed as the next version: no build of their own. What a visitor sees while a
// release goes live and after a rollback, what a failed content check, a held lock and the backend's
// private folder come to, and what a release costs on disk.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Apache, apacheUnavailable } from "../../support/fixtures/host/apache"
import { projectRoot } from "../../support/fixtures/content-copy"
import { HOST_HTACCESS_LINE, ReleaseHost, runDeploy } from "../../support/fixtures/host/deploy"
import { BLOCK_START } from "../../../scripts/deploy/front-htaccess"
import { ProjectCopy } from "../../support/fixtures/host/project-copy"
import { sshdUnavailable } from "../../support/fixtures/host/sshd"
import type { DocrootMode } from "../../../scripts/deploy/config"

const CHANGED_PAGE = "/aboutus/"
const V2_MARK = "Deployed as version 2"

/** A copy of the build `from` with one page changed: the rest hard links, as cheap as can be. */
function changedBuild(from: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-build-v2-"))
  execFileSync("cp", ["-al", `${from}/.`, dir])
  const page = path.join(dir, CHANGED_PAGE, "index.html")
  const html = fs.readFileSync(page, "utf8")
  // A new file, not the linked one written over: public/ stays as it was.
  fs.rmSync(page)
  fs.writeFileSync(page, html.replace("</h1>", ` <span>${V2_MARK}</span></h1>`))
  expect(fs.readFileSync(page, "utf8")).toContain(V2_MARK)
  return dir
}

/** A project folder whose content/ the check refuses: a service file of the wrong shape. */
function brokenContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-broken-content-"))
  fs.cpSync(path.join(projectRoot, "content"), path.join(dir, "content"), { recursive: true })
  fs.copyFileSync(
    path.join(projectRoot, "tests/support/fixtures/broken-content/wrong-type.yaml"),
    path.join(dir, "content/services/wrong-type.yaml"),
  )
  return dir
}

/** Kilobytes each release adds on disk, in order: du counts a file hard-linked into several once. */
function diskUse(host: ReleaseHost): number[] {
  const dirs = host.releases().map((name) => path.join(host.home, "releases", name))
  return execFileSync("du", ["-sk", ...dirs], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => Number(line.split("\t")[0]))
}

const MODES: { mode: DocrootMode; name: string }[] = [
  { mode: "symlink", name: "the document root a link to the live release" },
  { mode: "fixed", name: "a fixed document root serving from current/" },
]

for (const { mode, name } of MODES) {
  test.describe(`npm run deploy over SSH to Apache, ${name}`, () => {
    test.describe.configure({ mode: "serial" })
    const unavailable = apacheUnavailable() ?? sshdUnavailable()
    // Under CI a missing server fails the run (.ci/run installs them); elsewhere the test says what is missing.
    test.skip(unavailable !== null && process.env.CI !== "true", unavailable ?? "")

    let apache: Apache
    let host: ReleaseHost
    let v2 = ""
    let broken = ""
    const pages: Record<"v1" | "v2", string> = { v1: "", v2: "" }
    let home = ""
    let config = ""
    const enquirer = `Deploy Visitor ${Date.now().toString(36)}`

    test.beforeAll(async () => {
      if (unavailable) throw new Error(unavailable)
      v2 = changedBuild(path.join(projectRoot, "public"))
      broken = brokenContent()
      pages.v1 = fs.readFileSync(path.join(projectRoot, "public", CHANGED_PAGE, "index.html"), "utf8")
      pages.v2 = fs.readFileSync(path.join(v2, CHANGED_PAGE, "index.html"), "utf8")
      home = fs.readFileSync(path.join(projectRoot, "public/index.html"), "utf8")
      apache = new Apache()
      host = new ReleaseHost(mode, apache.user)
      await host.sshd.start()
      await apache.start({ documentRoot: host.account.publicHtml })
      host.checkUrl = apache.url
      host.account.configure(apache.url, "a password for the deploy test")
      const first = await host.deploy("public")
      expect(first.code, first.output).toBe(0)
      config = fs.readFileSync(path.join(host.account.private, "config.php"), "utf8")
      const visitor = await playwrightRequest.newContext()
      expect(await enquire(visitor, enquirer)).toBe(200)
      await visitor.dispose()
    })
    test.afterAll(async () => {
      await apache?.dispose()
      await host?.dispose()
      for (const dir of [v2, broken]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
    })

    const page = async (request: APIRequestContext, at: string) => {
      const r = await request.get(`${apache.url}${at}`, { maxRedirects: 0 })
      return { status: r.status(), body: await r.text() }
    }
    /** Posts an enquiry from `name` through Apache; the handler's status. */
    const enquire = async (request: APIRequestContext, name: string) => {
      const r = await request.post(`${apache.url}/antenna-backend/handleContact.php`, {
        headers: { Origin: apache.url },
        form: {
          name,
          email: "deploy.visitor@example.com",
          phone: "0491 570 156",
          address: "1 Test St",
          city: "Box Hill",
          service: "tv-antenna-repair",
          message: "Stored while releases come and go",
        },
      })
      return r.status()
    }
    const version = async (request: APIRequestContext) => {
      const { status, body } = await page(request, CHANGED_PAGE)
      return status === 200 && body === pages.v1 ? "v1" : status === 200 && body === pages.v2 ? "v2" : `${status}`
    }

    test("the next release goes live in one switch: a visitor gets a whole v1 or v2 page, never an error or a mix", async ({
      request,
    }) => {
      expect(await version(request)).toBe("v1")
      const releasesBefore = host.releases()
      const answers: string[] = []
      let deploying = true
      const deploy = host.deploy(v2).finally(() => (deploying = false))
      // Bounded: until the deploy has ended and two more rounds after it, and at most 3,000 rounds.
      for (let round = 0, after = 0; round < 3000 && after < 2; round++) {
        if (!deploying) after++
        const [changed, front] = await Promise.all([version(request), page(request, "/")])
        answers.push(changed, front.status === 200 && front.body === home ? "home" : `home ${front.status}`)
      }
      const run = await deploy
      expect(run.code, run.output).toBe(0)
      expect(
        answers.filter((a) => !["v1", "v2", "home"].includes(a)),
        "answers other than a whole page",
      ).toEqual([])
      expect(answers.at(-2), "the last answer").toBe("v2")
      // v1 was served before the switch and v2 after: the loop saw the switch happen.
      expect(answers.filter((a) => a === "v1").length).toBeGreaterThan(0)
      expect(host.releases()).toHaveLength(releasesBefore.length + 1)

      // Unchanged files are hard links to v1: the second release costs a small part of the first.
      const [first, second] = diskUse(host)
      expect(second, `kilobytes on disk: first release ${first}, second ${second}`).toBeLessThan(first * 0.15)
      const sent = Number(/Uploaded ([\d,]+) bytes/.exec(run.output)?.[1].replace(/,/g, ""))
      expect(sent, run.output).toBeLessThan(200_000)
      // The page, and the two files that name the release: its build-info.json and release/info.json.
      expect(run.output).toMatch(/\[upload\] sent [\d,]+ bytes; 3 of \d+ files new or changed/)
      expect(run.output).toMatch(
        /Seconds per phase: check [\d.]+, compare [\d.]+, stage [\d.]+, lock [\d.]+, upload [\d.]+, switch [\d.]+, verify [\d.]+, settle [\d.]+/,
      )
      if (mode === "fixed") {
        // The document root's .htaccess keeps the host's own line, and holds the deploy's block once after two deploys.
        const htaccess = fs.readFileSync(path.join(host.account.publicHtml, ".htaccess"), "utf8")
        expect(htaccess.startsWith(`${HOST_HTACCESS_LINE}\n`)).toBe(true)
        expect(htaccess.split(BLOCK_START)).toHaveLength(2)
      }
    })

    test("--rollback switches back to the release before in one step, says which, and holds it there", async ({
      request,
    }) => {
      const [v1Release, v2Release] = host.releases()
      expect(host.live()).toBe(v2Release)
      const run = await runDeploy(["--rollback"], host.env())
      expect(run.code, run.output).toBe(0)
      expect(run.output).toContain(`Rolled back: live is now ${v1Release} (it was ${v2Release}).`)
      expect(run.output).toContain(`Held: ${v2Release} (commit `)
      expect([host.live(), await version(request)]).toEqual([v1Release, "v1"])
      expect(host.releases()).toEqual([v1Release, v2Release])
    })

    // The rest does not depend on the document root's mode: once, with the document root a link.
    if (mode === "symlink") {
      test("a deploy whose content check fails uploads nothing, and the live site stays as it was", async ({
        request,
      }) => {
        const releases = host.releases()
        const live = host.live()
        const run = await host.deploy(v2, ["--content-root", broken])
        expect(run.code).toBe(1)
        expect(run.output).toContain("content/services/wrong-type.yaml")
        expect(run.output).toContain("The content check failed: nothing was uploaded, and the live site is as it was.")
        expect(run.output).not.toContain("[upload]")
        // v1 is live since the rollback: the refused v2 is nowhere.
        expect([host.releases(), host.live(), await version(request)]).toEqual([releases, live, "v1"])
      })

      test("a deploy finding the lock held stops with who holds it since when; a stale lock is taken over", async ({
        request,
      }) => {
        const lock = path.join(host.home, ".deploy-lock")
        const hold = (holder: string, secondsAgo: number) => {
          fs.mkdirSync(lock)
          fs.writeFileSync(path.join(lock, "holder"), `${holder}\n`)
          fs.writeFileSync(path.join(lock, "since"), `${Math.floor(Date.now() / 1000) - secondsAgo}\n`)
        }
        const releases = host.releases()
        const live = host.live()
        hold("editor@office-laptop (pid 4242)", 60)
        const refused = await host.deploy(v2)
        expect(refused.code).toBe(1)
        expect(refused.output).toMatch(
          /Another deploy holds the server's deploy lock: editor@office-laptop \(pid 4242\), since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(6\d s ago\)\./,
        )
        expect(refused.output).toContain("Nothing was uploaded, and the live site is as it was.")
        expect(refused.output).toContain("npm run deploy -- --unlock")
        expect([host.releases(), host.live(), await version(request)]).toEqual([releases, live, "v1"])
        // The lock is the other deploy's still.
        expect(fs.readFileSync(path.join(lock, "holder"), "utf8")).toContain("office-laptop")

        const unlocked = await runDeploy(["--unlock"], host.env())
        expect(unlocked.output).toContain("Released the deploy lock of editor@office-laptop (pid 4242)")
        expect(fs.existsSync(lock)).toBe(false)

        // Older than DEPLOY_LOCK_STALE_MINUTES (30): left by a deploy that died.
        hold("ci@runner (pid 7)", 31 * 60)
        const takeover = await host.deploy(v2)
        expect(takeover.code, takeover.output).toBe(0)
        expect(takeover.output).toMatch(
          /Took over a stale deploy lock held by ci@runner \(pid 7\) since \S+ \(18\d\d s ago\)\./,
        )
        expect([host.live(), await version(request)]).toEqual([host.releases().at(-1), "v2"])
        expect(fs.existsSync(lock), "the lock is released after the switch").toBe(false)
      })

      test("the backend's configuration and enquiries survive three deploys, and the last 5 releases are kept", async ({
        request,
      }) => {
        // Stored before v2; since then v2 and the deploy that took the stale lock went live, and one more here.
        expect(host.account.enquiries(enquirer)).toEqual([expect.stringContaining("[new, e-mail sent]")])
        // Two releases older than the server's first, as deploys before these tests would have left them.
        const older = ["20200101T000000Z-0000001", "20200102T000000Z-0000002"]
        for (const name of older) fs.mkdirSync(path.join(host.home, "releases", name, "site"), { recursive: true })
        const kept = host.releases()
        expect(kept).toHaveLength(5)
        const run = await host.deploy("public")
        expect(run.code, run.output).toBe(0)
        // Six releases: the oldest goes, the live one and the four before it stay.
        expect(host.releases()).toEqual([...kept.slice(1), host.live()])
        expect(run.output).toContain(`deleted ${older[0]}`)
        expect(await version(request)).toBe("v1")
        expect(fs.readFileSync(path.join(host.account.private, "config.php"), "utf8")).toBe(config)
        expect(host.account.enquiries(enquirer)).toEqual([expect.stringContaining("[new, e-mail sent]")])
        // The backend of the new release finds the private folder: it stores the next enquiry there too.
        expect(await enquire(request, `${enquirer} again`)).toBe(200)
        expect(host.account.enquiries(enquirer)).toHaveLength(2)
      })

      test("a build holding a symbolic link is refused before anything is uploaded", async ({ request }) => {
        const linked = changedBuild(path.join(projectRoot, "public"))
        const config = path.join(host.account.private, "config.php")
        fs.symlinkSync(config, path.join(linked, "notes.txt"))
        try {
          const [releases, live] = [host.releases(), host.live()]
          const run = await host.deploy(linked)
          expect(run.code).toBe(1)
          expect(run.output).toContain(`${linked}/notes.txt is a symbolic link (to ${config})`)
          expect(run.output).toContain("Nothing was uploaded, and the live site is as it was.")
          expect(run.output).not.toContain("[upload]")
          expect([host.releases(), host.live()]).toEqual([releases, live])
          const served = await request.get(`${apache.url}/notes.txt`)
          expect(served.status()).toBe(404)
        } finally {
          fs.rmSync(linked, { recursive: true, force: true })
        }
      })

      test("after --rollback an hourly run of the same commit keeps the site as it was put back; a new commit publishes; --rollback --list says what each release was", async ({
        request,
      }) => {
        const project = new ProjectCopy()
        const outputs = path.join(project.dir, "github-output")
        try {
          const about = project.read("content/about.yaml")
          project.commit("About: version 1 of this test", {
            "content/about.yaml": about.replace(/^(title: .*)$/m, "$1 (v1)"),
          })
          const first = await host.deploy("public", [], {}, project.dir)
          expect(first.code, first.output).toBe(0)
          const kept = host.live()
          const held = project.commit("About: say we are version 2", {
            "content/about.yaml": about.replace(/^(title: .*)$/m, "$1 (v2)"),
          })
          const second = await host.deploy(v2, [], {}, project.dir)
          expect(second.code, second.output).toBe(0)
          const rolledBack = host.live()
          expect(await version(request)).toBe("v2")
          const back = await runDeploy(["--rollback"], host.env(), project.dir)
          expect(back.code, back.output).toBe(0)
          expect([host.live(), await version(request)]).toEqual([kept, "v1"])

          const releases = host.releases()
          for (const event of ["schedule", "repository_dispatch"]) {
            const run = await host.deploy(v2, [], { GITHUB_EVENT_NAME: event, GITHUB_OUTPUT: outputs }, project.dir)
            expect(run.code, run.output).toBe(0)
            expect(run.output).toContain("Nothing to publish")
            expect(run.output).toContain(`Held: ${rolledBack} (commit ${held.slice(0, 7)}) was rolled back`)
            expect(run.output).not.toContain("[upload]")
          }
          const check = await runDeploy(
            ["--check"],
            host.env({ GITHUB_EVENT_NAME: "schedule", GITHUB_OUTPUT: outputs }),
            project.dir,
          )
          expect(check.code, check.output).toBe(0)
          expect(fs.readFileSync(outputs, "utf8")).toBe("publish=false\n".repeat(3))
          expect([host.releases(), host.live(), await version(request)]).toEqual([releases, kept, "v1"])

          const list = await runDeploy(["--rollback", "--list"], host.env(), project.dir)
          expect(list.code, list.output).toBe(0)
          const line = (release: string) => list.output.split("\n").find((l) => l.includes(release)) ?? ""
          expect(line(kept)).toMatch(
            new RegExp(
              `^\\* ${kept}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC  \\w{7} "About: version 1 of this test"  changed: content  \\[LIVE\\]$`,
            ),
          )
          expect(line(rolledBack)).toMatch(
            new RegExp(
              `^  ${rolledBack}  .* ${held.slice(0, 7)} "About: say we are version 2"  changed: content and built files  \\[held: rolled back from\\]$`,
            ),
          )

          const next = project.commit("About: version 2, corrected", {
            "content/about.yaml": about.replace(/^(title: .*)$/m, "$1 (v2, corrected)"),
          })
          const hourly = await host.deploy(v2, [], { GITHUB_EVENT_NAME: "schedule" }, project.dir)
          expect(hourly.code, hourly.output).toBe(0)
          expect(hourly.output).toContain(`It lifts the hold on ${rolledBack} (a new commit).`)
          expect(host.live()).toMatch(new RegExp(`-${next.slice(0, 7)}$`))
          expect(await version(request)).toBe("v2")
          expect(fs.existsSync(path.join(host.home, ".deploy-hold"))).toBe(false)
        } finally {
          project.dispose()
        }
      })
    }
  })
}
