/**
 * @jest-environment ./tests/support/jest/node-environment.js
 */
// The deploy's decisions that need no server: its settings, the releases it keeps and rolls back to,
// the fixed document root's .htaccess, the lock's message and rsync's report. What it does on a real
// server is in tests/e2e/deploy.spec.ts.
import { ConfigError, readOptions, readTarget } from "../../../scripts/deploy/config"
import { planDocroot } from "../../../scripts/deploy/docroot"
import { BLOCK_END, BLOCK_START, withFrontBlock } from "../../../scripts/deploy/front-htaccess"
import { lockRefusal } from "../../../scripts/deploy/lock"
import { liveRelease, previousRelease, releaseName, releasesToPrune } from "../../../scripts/deploy/releases"
import { parseState } from "../../../scripts/deploy/server"
import { parseRsyncStats } from "../../../scripts/deploy/ssh"

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
      backendLink: "../current/backend/public",
      htaccess: withFrontBlock("# host\n"),
    })
    const later = state("folder", "link:../current/site", "link:../current/backend/public", withFrontBlock("# host\n"))
    const again = planDocroot(fixed, later)
    expect(again).toEqual({ plan: expect.objectContaining({ htaccess: "-" }), problems: [] })
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
