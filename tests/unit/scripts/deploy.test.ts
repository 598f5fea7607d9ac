/**
 * @jest-environment ./tests/support/jest/node-environment.js
 */
// The deploy's decisions that need no server: its settings, the releases it keeps and rolls back to,
// whether there is anything to publish (the fingerprint and the hold), the backend's entry points, the
// fixed document root's .htaccess, the lock's message and rsync's report. What it does on a real
// server is in tests/e2e/host/deploy.spec.ts.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { verdictOf, type Sources } from "../../../scripts/deploy/compare"
import { ConfigError, readOptions, readTarget, USAGE } from "../../../scripts/deploy/config"
import { ENTRY_FOLDER, entryPoints, entryStub, stageEntryFolder } from "../../../scripts/deploy/entry-points"
import { changedParts, codeDigest, contentDigest, settingsDigest } from "../../../scripts/deploy/fingerprint"
import { holdStops, holdText, parseHold, type Hold } from "../../../scripts/deploy/hold"
import { isLastBuildOf, LAST_BUILD_FILE, noteBuild } from "../../../scripts/deploy/last-build"
import { describeChanges, ownAssets, type ReleaseInfo } from "../../../scripts/deploy/release-info"
import { planDocroot } from "../../../scripts/deploy/docroot"
import { BLOCK_END, BLOCK_START, withFrontBlock } from "../../../scripts/deploy/front-htaccess"
import { lockRefusal } from "../../../scripts/deploy/lock"
import { liveRelease, previousRelease, releaseName, releasesToPrune } from "../../../scripts/deploy/releases"
import { parseState } from "../../../scripts/deploy/server"
import { parseRsyncStats } from "../../../scripts/deploy/ssh"
import { buildInfoText } from "../../../src/lib/build-info"

const problems = (read: () => unknown): string[] => {
  try {
    read()
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const SETTINGS = { DEPLOY_HOST: "ssh.example.com.au", DEPLOY_USER: "acct", DEPLOY_PATH: "/home/acct" }

describe("settings", () => {
  it("names every missing setting at once, with an example", () => {
    expect(problems(() => readTarget({}))).toEqual([
      expect.stringMatching(/^DEPLOY_HOST is not set: .*e\.g\. DEPLOY_HOST=/),
      expect.stringMatching(/^DEPLOY_USER is not set: /),
      expect.stringMatching(/^DEPLOY_PATH is not set: /),
    ])
  })

  it("defaults to port 22, a symlinked document root, 5 releases and a 30-minute stale lock", () => {
    expect(readTarget(SETTINGS)).toMatchObject({
      port: 22,
      path: "/home/acct",
      docrootMode: "symlink",
      docroot: null,
      sshKey: null,
      keepReleases: 5,
      lockStaleMinutes: 30,
    })
  })

  it("refuses a relative or odd path, a mode it does not know, a fixed mode without its folder and a bad port", () => {
    expect(
      problems(() =>
        readTarget({
          ...SETTINGS,
          DEPLOY_PATH: "/home/acct/../other",
          DEPLOY_DOCROOT_MODE: "cpanel",
          DEPLOY_PORT: "70000",
        }),
      ),
    ).toEqual([
      expect.stringContaining("DEPLOY_PATH must be an absolute folder on the server"),
      expect.stringContaining('DEPLOY_DOCROOT_MODE must be "symlink"'),
      'DEPLOY_PORT must be a whole number from 1 to 65535 (it is "70000")',
    ])
    expect(problems(() => readTarget({ ...SETTINGS, DEPLOY_DOCROOT_MODE: "fixed" }))).toEqual([
      expect.stringMatching(/^DEPLOY_DOCROOT is not set: in fixed mode/),
    ])
    expect(
      problems(() => readTarget({ ...SETTINGS, DEPLOY_DOCROOT: "/home/acct/current", DEPLOY_DOCROOT_MODE: "fixed" })),
    ).toEqual([expect.stringContaining("DEPLOY_DOCROOT must be apart from DEPLOY_PATH's releases/ and current")])
  })

  it("takes the key and known_hosts as text (CI secrets) or as files", () => {
    const target = readTarget({
      ...SETTINGS,
      DEPLOY_SSH_KEY: "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----",
      DEPLOY_KNOWN_HOSTS: "ssh.example.com.au ssh-ed25519 AAAAC3Nza",
    })
    expect(target.sshKey).toEqual({ text: expect.stringMatching(/KEY-----\n$/) })
    expect(target.knownHosts).toEqual({ text: "ssh.example.com.au ssh-ed25519 AAAAC3Nza\n" })
    expect(problems(() => readTarget({ ...SETTINGS, DEPLOY_SSH_KEY: "/nowhere/id_ed25519" }))).toEqual([
      "DEPLOY_SSH_KEY names no file: /nowhere/id_ed25519 (give a file, or the text itself)",
    ])
    // A relative path, from the folder the command was typed in (npm says which in INIT_CWD).
    const laptop = fs.mkdtempSync(path.join(os.tmpdir(), "laptop-"))
    try {
      fs.writeFileSync(path.join(laptop, "deploy_key"), "key")
      expect(readTarget({ ...SETTINGS, DEPLOY_SSH_KEY: "deploy_key", INIT_CWD: laptop }).sshKey).toEqual({
        file: path.join(laptop, "deploy_key"),
      })
    } finally {
      fs.rmSync(laptop, { recursive: true, force: true })
    }
  })

  it("reads the options, and refuses ones that do not go together", () => {
    expect(readOptions(["--prebuilt", "public", "--dry-run"], "/p")).toMatchObject({
      action: "deploy",
      dryRun: true,
      prebuilt: expect.stringMatching(/\/public$/),
    })
    expect(readOptions(["--rollback"], "/p").action).toBe("rollback")
    expect(problems(() => readOptions(["--rollback", "--unlock", "--fast"], "/p"))).toEqual([
      "Unknown option --fast",
      "--rollback and --unlock are two separate commands: give one",
    ])
    expect(problems(() => readOptions(["--content-root", "elsewhere"], "/p"))).toEqual([
      "--content-root goes with --prebuilt: a build reads this project's own content/",
    ])
  })

  it("every option and setting it knows is in docs/deploying.md, for the host admin", () => {
    const docs = fs.readFileSync(path.resolve(__dirname, "../../../docs/deploying.md"), "utf8")
    const named = [...new Set(USAGE.match(/--[a-z-]+|DEPLOY_[A-Z_]+/g))]
    expect(named).toEqual(expect.arrayContaining(["--prebuilt", "--check", "--list", "DEPLOY_CHECK_URL"]))
    expect(named.filter((name) => !docs.includes(name))).toEqual([])
  })

  it("--check alone, --list with --rollback", () => {
    expect(readOptions(["--check"], "/p")).toMatchObject({ action: "deploy", checkOnly: true })
    expect(readOptions(["--rollback", "--list"], "/p").action).toBe("list")
    expect(problems(() => readOptions(["--list"], "/p"))).toEqual([
      "--list goes with --rollback: npm run deploy -- --rollback --list",
    ])
    expect(problems(() => readOptions(["--check", "--dry-run"], "/p"))).toEqual([
      "--check goes alone: it only says whether there is anything to publish",
    ])
  })

  it("checks the site at DEPLOY_CHECK_URL (default: the site's own address) for DEPLOY_CHECK_SECONDS", () => {
    expect(readTarget(SETTINGS)).toMatchObject({ checkUrl: null, checkSeconds: 60 })
    expect(
      readTarget({ ...SETTINGS, DEPLOY_CHECK_URL: "https://acct.host.example/", DEPLOY_CHECK_SECONDS: "20" }),
    ).toMatchObject({ checkUrl: "https://acct.host.example", checkSeconds: 20 })
    expect(problems(() => readTarget({ ...SETTINGS, DEPLOY_CHECK_URL: "www.example.com.au" }))).toEqual([
      expect.stringContaining("DEPLOY_CHECK_URL must be the site's address, e.g. DEPLOY_CHECK_URL=https://"),
    ])
  })
})

describe("releases", () => {
  const names = ["20251101T000000Z-aaaaaaa", "20251102T000000Z-bbbbbbb", "20251103T000000Z", "20251104T000000Z-ddddddd"]

  it("are named by their UTC time and commit, so that they sort by age", () => {
    expect(releaseName(new Date("2025-11-25T18:49:00.123Z"), "5b4a36d0123")).toBe("20251125T184900Z-5b4a36d")
    expect(liveRelease("releases/20251103T000000Z")).toBe("20251103T000000Z")
    expect(liveRelease("/elsewhere")).toBeNull()
  })

  it("roll back to the one before the live one, even after an earlier rollback", () => {
    expect(previousRelease(names, names[3])).toBe(names[2])
    expect(previousRelease(names, names[1])).toBe(names[0])
    expect(previousRelease(names, names[0])).toBeNull()
  })

  it("keep the newest ones and never the live one", () => {
    expect(releasesToPrune(names, "20251105T000000Z", 3)).toEqual([names[0], names[1]])
    // After a rollback the live release may be among the oldest: it stays.
    expect(releasesToPrune(names, names[0], 2)).toEqual([names[1]])
  })
})

describe("the fixed document root's .htaccess", () => {
  it("adds the deploy's block after the host's own lines, and replaces it on the next deploy", () => {
    const host = "# php -- cPanel-generated handler\nAddHandler application/x-httpd-ea-php82 .php\n"
    const once = withFrontBlock(host)
    expect(once.startsWith(`${host}\n${BLOCK_START}\n`)).toBe(true)
    expect(once.endsWith(`${BLOCK_END}\n`)).toBe(true)
    expect(once).toContain("RewriteRule ^(.*)$ current/$1 [L]")
    expect(withFrontBlock(once)).toBe(once)
    expect(withFrontBlock("")).toBe(withFrontBlock("\n"))
  })
})

describe("the document root", () => {
  const fixed = readTarget({ ...SETTINGS, DEPLOY_DOCROOT_MODE: "fixed", DEPLOY_DOCROOT: "/home/acct/public_html" })
  const state = (docroot: string, current: string, backend: string, htaccess: string | null) =>
    parseState(
      `now=1\nlock=taken\ndocroot=${docroot}\ndocroot_current=${current}\ndocroot_backend=${backend}\n${
        htaccess === null ? "" : `htaccess<<\n${htaccess}\n>>htaccess\n`
      }`,
    )

  it("in fixed mode gets links into current/ and the .htaccess block once, keeping the host's lines", () => {
    const first = state("folder", "missing", "missing", "# host\n")
    const { plan, problems } = planDocroot(fixed, first)
    expect(problems).toEqual([])
    expect(plan).toMatchObject({
      currentLink: "../current/site",
      backendLink: `../${ENTRY_FOLDER}`,
      htaccess: withFrontBlock("# host\n"),
    })
    const later = state("folder", "link:../current/site", `link:../${ENTRY_FOLDER}`, withFrontBlock("# host\n"))
    const again = planDocroot(fixed, later)
    expect(again).toEqual({ plan: expect.objectContaining({ htaccess: "-" }), problems: [] })
    // The link an earlier deploy made to the live release's backend is its own: the switch replaces it.
    const earlier = state(
      "folder",
      "link:../current/site",
      "link:../current/backend/public",
      withFrontBlock("# host\n"),
    )
    expect(planDocroot(fixed, earlier)).toEqual({
      plan: expect.objectContaining({ backendLink: `../${ENTRY_FOLDER}` }),
      problems: [],
    })
  })

  it("names what is in the way: an old backend folder in fixed mode, a full folder in symlink mode", () => {
    const old = planDocroot(fixed, state("folder", "missing", "folder", null))
    expect(old.problems).toEqual([
      expect.stringMatching(/^\/home\/acct\/public_html\/antenna-backend is a folder; .* Move it away/),
    ])
    const symlink = readTarget({ ...SETTINGS, DEPLOY_DOCROOT: "/home/acct/public_html" })
    const full = planDocroot(symlink, state("folder", "missing", "missing", null))
    expect(full.problems).toEqual([expect.stringContaining("is a folder with files in it")])
    expect(full.plan.docrootLink).toBe("current/site")
  })
})

describe("the lock", () => {
  const state = parseState("now=1000\nholder=ci@runner (pid 7, GitHub Actions run 42)\nsince=880\nrsync=yes\n")

  it("says who holds it since when, that nothing changed, and how to release it", () => {
    expect(state.heldBy).toEqual({ holder: "ci@runner (pid 7, GitHub Actions run 42)", since: 880 })
    expect(lockRefusal(state, 30)).toBe(
      [
        "Another deploy holds the server's deploy lock: ci@runner (pid 7, GitHub Actions run 42), since 1970-01-01T00:14:40Z (120 s ago).",
        "Nothing was uploaded, and the live site is as it was. Deploy again once that one has finished.",
        "A lock older than 30 minutes is taken as left by a deploy that died, and taken over;",
        "to release it now, when you know no deploy is running: npm run deploy -- --unlock",
      ].join("\n"),
    )
    expect(lockRefusal(parseState("now=1000\nlock=taken\n"), 30)).toBeNull()
  })
})

describe("the server's state", () => {
  it("reads the releases, the live link, the document root and its .htaccess as it is", () => {
    const state = parseState(
      [
        "now=5",
        "lock=taken",
        "current=releases/20251102T000000Z",
        "release=20251101T000000Z",
        "release=20251102T000000Z",
        "docroot=folder",
        "docroot_current=missing",
        "docroot_backend=link:../current/backend/public",
        "htaccess<<",
        "# line=with equals\n",
        ">>htaccess",
        "",
      ].join("\n"),
    )
    expect(state).toMatchObject({
      lockTaken: true,
      currentLink: "releases/20251102T000000Z",
      currentIsLink: true,
      releases: ["20251101T000000Z", "20251102T000000Z"],
      hasRsync: false,
      docroot: { docroot: "folder", docroot_current: "missing", docroot_backend: "link:../current/backend/public" },
      htaccess: "# line=with equals\n",
    })
  })
})

it("reads rsync's report of what it sent", () => {
  const report = [
    "Number of files: 612 (reg: 527, dir: 84, link: 1)",
    "Number of created files: 612 (reg: 527, dir: 84, link: 1)",
    "Number of regular files transferred: 1",
    "Total file size: 14,718,211 bytes",
    "Total bytes sent: 44,199",
    "Total bytes received: 2,634",
  ].join("\n")
  expect(parseRsyncStats(report)).toEqual({ bytesSent: 44199, filesChanged: 1, files: 527 })
})

describe("a release only when something changed", () => {
  const LIVE = "20261125T194151Z-5b4a36d"
  const fingerprint = { content: "c1", code: "k1", settings: "s1", dashboard: "d1", build: "b1" }
  const info: ReleaseInfo = {
    name: LIVE,
    time: "2026-11-25T19:41:51.000Z",
    commit: "5b4a36d".padEnd(40, "0"),
    subject: "Publish about page",
    fingerprint,
    after: null,
    changed: ["content", "code", "settings", "dashboard", "build"],
    by: "ci@runner",
  }
  const serverState = (hold: Hold | null = null) =>
    parseState(
      [
        "now=2000",
        `current=releases/${LIVE}`,
        `release=${LIVE}`,
        `info:${LIVE}<<`,
        JSON.stringify(info),
        `>>info:${LIVE}`,
        ...(hold ? ["hold<<", holdText(hold), ">>hold"] : []),
      ].join("\n"),
    )
  const sources = (changes: Partial<typeof fingerprint> = {}, commit = "9c0e1f2".padEnd(40, "0")): Sources => ({
    commit,
    subject: "Next",
    fingerprint: { content: "c1", code: "k1", settings: "s1", dashboard: "d1", ...changes },
  })

  it("compares what a build reads with what the live release was built from; a build's own files only for --prebuilt", () => {
    expect(changedParts(sources().fingerprint, fingerprint)).toEqual([])
    expect(changedParts(sources({ dashboard: "d2", content: "c2" }).fingerprint, fingerprint)).toEqual([
      "content",
      "dashboard",
    ])
    expect(changedParts({ ...sources().fingerprint, build: "b2" }, fingerprint)).toEqual(["build"])
    // An unreadable dashboard, a folder outside git: changed; no live fingerprint: everything.
    expect(changedParts(sources({ dashboard: null as unknown as string }).fingerprint, fingerprint)).toEqual([
      "dashboard",
    ])
    expect(changedParts(sources().fingerprint, null)).toEqual(["content", "code", "settings", "dashboard"])
  })

  it("with nothing changed: nothing to publish; otherwise what changed, in words", () => {
    expect(verdictOf(serverState(), sources(), {})).toEqual({
      publish: false,
      unchanged: true,
      message: `Nothing to publish: the live release ${LIVE} was built from the same content, code, build settings and dashboard posts.`,
    })
    expect(verdictOf(serverState(), sources({ dashboard: "d2" }), {})).toEqual({
      publish: true,
      changed: ["dashboard"],
      message: `To publish: the dashboard posts differ from the live release ${LIVE}'s.`,
    })
    expect(describeChanges(["content", "settings", "dashboard"])).toBe("content, build settings and dashboard posts")
    expect(describeChanges(["content"], null)).toBe("the first release")
  })

  it("a hold stops the hourly runs and the dashboard's hook of the held commit; a new commit or a run by hand publishes", () => {
    const held: Hold = { commit: sources().commit!, release: LIVE, since: 1900, by: "admin@laptop", reason: "rollback" }
    expect(parseHold(holdText(held))).toEqual(held)
    const changed = sources({ content: "c2" })
    for (const event of ["schedule", "repository_dispatch"]) {
      expect(holdStops(held, changed.commit, { GITHUB_EVENT_NAME: event })).toBe(true)
      expect(verdictOf(serverState(held), changed, { GITHUB_EVENT_NAME: event })).toMatchObject({
        publish: false,
        unchanged: false,
        message: expect.stringContaining("a new commit lifts the hold"),
      })
    }
    expect(verdictOf(serverState(held), changed, { GITHUB_EVENT_NAME: "push" })).toMatchObject({
      publish: true,
      message: expect.stringContaining(`It lifts the hold on ${LIVE} (a deploy started by hand).`),
    })
    const next = sources({ content: "c3" }, "1234567".padEnd(40, "0"))
    expect(verdictOf(serverState(held), next, { GITHUB_EVENT_NAME: "schedule" })).toMatchObject({
      publish: true,
      message: expect.stringContaining("(a new commit)"),
    })
  })

  it("digests the content, the code git lists and the build's settings", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fingerprint-"))
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        fs.writeFileSync(path.join(dir, file), text)
      }
      write("content/site.yaml", "phone: 1\n")
      write("src/app.ts", "x\n")
      write("docs/readme.md", "manual\n")
      write(".gitignore", "public/\n")
      write("public/index.html", "<html>\n")
      expect(codeDigest(dir)).toBeNull()
      execFileSync("git", ["init", "-q"], { cwd: dir })
      const [content, code] = [contentDigest(dir), codeDigest(dir)]
      write("docs/readme.md", "another manual\n")
      write("public/index.html", "<html>built</html>\n")
      expect([contentDigest(dir), codeDigest(dir)]).toEqual([content, code])
      write("src/app.ts", "y\n")
      write("content/site.yaml", "phone: 2\n")
      expect(contentDigest(dir)).not.toBe(content)
      expect(codeDigest(dir)).not.toBe(code)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    const settings = { GATSBY_DASHBOARD_URL: "https://dash.example", SITE_URL: "https://a.example" }
    expect(settingsDigest({ ...settings, GATSBY_TELEMETRY_DISABLED: "1", PATH: "/bin" })).toBe(settingsDigest(settings))
    expect(settingsDigest({ ...settings, CMS_BACKEND: "github" })).not.toBe(settingsDigest(settings))
  })
})

describe("the build a dry run made, published by the deploy after it", () => {
  const sources = { content: "c1", code: "k1", settings: "s1", dashboard: "d1" }
  let project = ""
  let site = ""
  const builtAt = (time: string) =>
    fs.writeFileSync(path.join(site, "build-info.json"), buildInfoText({ builtAt: time, release: "", dashboard: "d1" }))
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), "antenna-last-build-"))
    site = path.join(project, "public")
    fs.mkdirSync(path.join(site, "aboutus"), { recursive: true })
    fs.writeFileSync(path.join(site, "index.html"), "<h1>Home</h1>")
    fs.writeFileSync(path.join(site, "aboutus/index.html"), "<h1>About</h1>")
    builtAt("2026-11-29T01:00:00.000Z")
  })
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

  it("is this folder's last build while its sources and files are the ones noted, whatever its build time", () => {
    expect(isLastBuildOf(project, sources, site)).toBe(false) // nothing noted yet
    noteBuild(project, sources, site)
    expect(fs.existsSync(path.join(project, LAST_BUILD_FILE))).toBe(true)
    expect(isLastBuildOf(project, sources, site)).toBe(true)
    builtAt("2026-11-29T02:00:00.000Z")
    expect(isLastBuildOf(project, sources, site)).toBe(true)
  })

  it("is built again when a source differs or is unknown, or public/ has changed since", () => {
    noteBuild(project, sources, site)
    for (const part of ["content", "code", "settings", "dashboard"] as const) {
      expect(isLastBuildOf(project, { ...sources, [part]: "other" }, site)).toBe(false)
      expect(isLastBuildOf(project, { ...sources, [part]: null }, site)).toBe(false)
    }
    fs.writeFileSync(path.join(site, "aboutus/index.html"), "<h1>About us</h1>")
    expect(isLastBuildOf(project, sources, site)).toBe(false)
    noteBuild(project, sources, site)
    fs.rmSync(path.join(site, "aboutus"), { recursive: true })
    expect(isLastBuildOf(project, sources, site)).toBe(false)
    fs.writeFileSync(path.join(project, LAST_BUILD_FILE), "{ not json")
    expect(isLastBuildOf(project, sources, site)).toBe(false)
  })

  it("notes the dashboard's posts the build read, which may be newer than those compared before it", () => {
    fs.writeFileSync(path.join(site, "build-info.json"), buildInfoText({ builtAt: "x", release: "", dashboard: "d2" }))
    noteBuild(project, sources, site)
    expect(isLastBuildOf(project, sources, site)).toBe(false)
    expect(isLastBuildOf(project, { ...sources, dashboard: "d2" }, site)).toBe(true)
  })
})

describe("the backend's entry points", () => {
  const webRoot = path.resolve(__dirname, "../../../backend/public")

  it("are every .php file of backend/public, each with a stub that runs the live release's by a path without links", () => {
    const entries = entryPoints(webRoot)
    expect(entries).toEqual(
      expect.arrayContaining(["handleContact.php", "handleQuote.php", "count.php", "cms-auth.php", "inbox/index.php"]),
    )
    const stub = entryStub("inbox/index.php")
    expect(stub).toContain("$antennaRoot = dirname(__DIR__, 2);")
    expect(stub).toContain("$antennaLive = readlink($antennaRoot . '/current');")
    expect(stub).toContain("require $antennaRelease . '/backend/public/' . 'inbox/index.php';")
    expect(entryStub("handleContact.php")).toContain("dirname(__DIR__, 1)")
  })

  it("a stub answers from the release `current` names, and 404 for an entry point that release does not have", () => {
    const account = fs.mkdtempSync(path.join(os.tmpdir(), "entry-"))
    try {
      for (const [release, text] of [
        ["a", "from a"],
        ["b", "from b"],
      ]) {
        fs.mkdirSync(path.join(account, "releases", release, "backend/public"), { recursive: true })
        fs.writeFileSync(path.join(account, "releases", release, "backend/public/probe.php"), `<?php echo '${text}';`)
      }
      stageEntryFolder(path.join(account, "releases/a/backend/public"), path.join(account, ENTRY_FOLDER))
      const run = () =>
        execFileSync("php", [path.join(account, ENTRY_FOLDER, "probe.php")], { encoding: "utf8", stdio: "pipe" })
      fs.symlinkSync("releases/a", path.join(account, "current"))
      expect(run()).toBe("from a")
      fs.rmSync(path.join(account, "current"))
      fs.symlinkSync("releases/b", path.join(account, "current"))
      expect(run()).toBe("from b")
      fs.rmSync(path.join(account, "releases/b/backend/public/probe.php"))
      expect(run()).toBe("Not found.\n")
    } finally {
      fs.rmSync(account, { recursive: true, force: true })
    }
  })

  it("the served folder holds the stubs and the folder's own settings, never the build's data", () => {
    const into = fs.mkdtempSync(path.join(os.tmpdir(), "entry-folder-"))
    try {
      stageEntryFolder(webRoot, into)
      const files = fs.readdirSync(into, { recursive: true, encoding: "utf8" }).sort()
      expect(files).toEqual(expect.arrayContaining([".htaccess", ".user.ini", "inbox/.htaccess", "inbox/index.php"]))
      expect(files.filter((file) => /\.(json|md)$|^src/.test(file))).toEqual([])
      expect(fs.readFileSync(path.join(into, ".htaccess"), "utf8")).toBe(
        fs.readFileSync(path.join(webRoot, ".htaccess"), "utf8"),
      )
    } finally {
      fs.rmSync(into, { recursive: true, force: true })
    }
  })
})

it("a release keeps its build's content-named scripts, styles and images for the next releases", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"))
  try {
    for (const file of [
      "app-0123456789abcdef0123.js",
      "styles.0123456789abcdef0123.css",
      "app-0123456789abcdef0123.js.map",
      "index.html",
      "static/ab/cd/photo.webp",
      "page-data/app-data.json",
    ]) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), "x")
    }
    expect(ownAssets(site)).toEqual([
      "app-0123456789abcdef0123.js",
      "static/ab/cd/photo.webp",
      "styles.0123456789abcdef0123.css",
    ])
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})
