/** @jest-environment ./tests/support/jest/node-environment.js */
// Where the CMS saves and how editors sign in, from the CMS_* variables: GitHub through the site's
// own endpoint, GitLab and Gitea/Forgejo with PKCE, git-gateway only when chosen (with a warning),
// nothing set: the local backend, which the live /admin/ explains. A setting that cannot work stops
// the build with a message naming the variable.
import fs from "fs"
import path from "path"
import { checkCmsSetup, cmsBackend, cmsHeaders, CmsSetupError, type CmsEnv } from "../../../../gatsby/cms"

const SITE = "https://www.example.com.au"
const backend = (env: CmsEnv) => cmsBackend(env, SITE)
const refusal = (env: CmsEnv) => {
  try {
    backend(env)
  } catch (error) {
    expect(error).toBeInstanceOf(CmsSetupError)
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}
const github = { CMS_BACKEND: "github", CMS_REPO: "example/antenna-site" }
const policy = (env: CmsEnv) => cmsHeaders(backend(env))["Content-Security-Policy"]
const directive = (env: CmsEnv, name: string) =>
  policy(env)
    .split("; ")
    .find((d) => d.startsWith(`${name} `))

describe("GitHub: sign-in through the site's own endpoint, beside the form handlers", () => {
  it("is on the site's origin by default, at /antenna-backend/cms-auth.php", () => {
    expect(backend(github).decap).toEqual({
      name: "github",
      repo: "example/antenna-site",
      branch: "main",
      base_url: SITE,
      auth_endpoint: "antenna-backend/cms-auth.php",
    })
    expect(cmsBackend(github, "https://staging.example.com.au/").decap.base_url).toBe("https://staging.example.com.au")
  })

  it("follows the form handlers (GATSBY_BACKEND_URL), on this origin or another", () => {
    expect(backend({ ...github, GATSBY_BACKEND_URL: "/forms/" }).decap).toMatchObject({
      base_url: SITE,
      auth_endpoint: "forms/cms-auth.php",
    })
    expect(backend({ ...github, GATSBY_BACKEND_URL: "https://forms.example.com.au" }).decap).toMatchObject({
      base_url: "https://forms.example.com.au",
      auth_endpoint: "cms-auth.php",
    })
    expect(
      backend({
        ...github,
        GATSBY_BACKEND_URL: "https://forms.example.com.au/antenna-backend",
        CMS_BASE_URL: "https://forms.example.com.au/",
      }).decap,
    ).toMatchObject({ base_url: "https://forms.example.com.au", auth_endpoint: "antenna-backend/cms-auth.php" })
    expect(refusal({ ...github, GATSBY_BACKEND_URL: "https://forms.example.com.au", CMS_BASE_URL: SITE })).toMatch(
      /^CMS_BASE_URL=https:\/\/www\.example\.com\.au is not where the form handlers are \(https:\/\/forms\.example\.com\.au, from GATSBY_BACKEND_URL\)/,
    )
  })

  it("takes GitHub Enterprise's API (CMS_API_ROOT), which the editor's page may then reach", () => {
    const enterprise = { ...github, CMS_API_ROOT: "https://git.example.com.au/api/v3/" }
    expect(backend(enterprise).decap.api_root).toBe("https://git.example.com.au/api/v3")
    expect(directive(enterprise, "connect-src")).toBe(
      "connect-src 'self' blob: http://localhost:8081 https://git.example.com.au",
    )
    expect(directive(github, "connect-src")).toBe(
      "connect-src 'self' blob: http://localhost:8081 https://api.github.com",
    )
    expect(directive(github, "img-src")).toBe("img-src 'self' data: blob: https://*.githubusercontent.com")
  })

  it("keeps the sign-in window the editor's page's own (its opener policy)", () => {
    expect(cmsHeaders(backend(github))["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    expect(cmsHeaders(backend({}))["Cross-Origin-Opener-Policy"]).toBe("same-origin")
  })

  it("refuses what could not work, naming the variable", () => {
    expect(refusal({ CMS_BACKEND: "github" })).toBe(
      "CMS_BACKEND=github needs CMS_REPO, the repository the CMS commits to, e.g. example/antenna-site",
    )
    expect(refusal({ ...github, CMS_REPO: "antenna-site" })).toBe(
      "CMS_REPO=antenna-site must be written as example/antenna-site",
    )
    expect(refusal({ ...github, CMS_BASE_URL: "https://www.example.com.au/admin/" })).toMatch(
      /^CMS_BASE_URL=.* must be an origin only, e.g. https:\/\/www\.example\.com\.au, without a path$/,
    )
    expect(refusal({ ...github, GATSBY_BACKEND_URL: "http://forms.example.com.au" })).toMatch(
      /^GATSBY_BACKEND_URL=http:\/\/forms\.example\.com\.au must start with https:\/\//,
    )
    expect(refusal({ ...github, CMS_API_ROOT: "api.github.com" })).toMatch(
      /^CMS_API_ROOT=api\.github\.com is not a web address/,
    )
    // On this computer plain http is fine (the tests' fake GitHub).
    expect(cmsBackend(github, "http://cms.localhost:9000").decap.base_url).toBe("http://cms.localhost:9000")
  })
})

describe("GitLab and Gitea/Forgejo: PKCE in the browser, no server", () => {
  it("GitLab.com by default, with the application's id", () => {
    const gitlab = { CMS_BACKEND: "gitlab", CMS_REPO: "example/antenna-site", CMS_APP_ID: "0123abcd" }
    expect(backend(gitlab).decap).toEqual({
      name: "gitlab",
      repo: "example/antenna-site",
      branch: "main",
      auth_type: "pkce",
      app_id: "0123abcd",
      base_url: "https://gitlab.com",
      api_root: "https://gitlab.com/api/v4",
    })
    expect(directive(gitlab, "connect-src")).toBe("connect-src 'self' blob: http://localhost:8081 https://gitlab.com")
    expect(cmsHeaders(backend(gitlab))["Cross-Origin-Opener-Policy"]).toBe("same-origin")
  })

  it("a GitLab of the business's own, whose API is its own too", () => {
    const own = {
      CMS_BACKEND: "gitlab",
      CMS_REPO: "web/site",
      CMS_APP_ID: "id",
      CMS_BASE_URL: "https://git.example.com.au/",
    }
    expect(backend(own).decap).toMatchObject({
      base_url: "https://git.example.com.au",
      api_root: "https://git.example.com.au/api/v4",
    })
  })

  it("Gitea or Forgejo at its own address, always with PKCE", () => {
    for (const name of ["gitea", "forgejo"]) {
      const gitea = {
        CMS_BACKEND: name,
        CMS_REPO: "web/site",
        CMS_APP_ID: "uuid",
        CMS_BASE_URL: "https://code.example.com.au",
      }
      expect(backend(gitea).decap).toEqual({
        name: "gitea",
        repo: "web/site",
        branch: "main",
        app_id: "uuid",
        base_url: "https://code.example.com.au",
        api_root: "https://code.example.com.au/api/v1",
      })
    }
  })

  it("refuses what could not work, naming the variable", () => {
    expect(refusal({ CMS_BACKEND: "gitlab", CMS_REPO: "web/site" })).toBe(
      "CMS_BACKEND=gitlab needs CMS_APP_ID, the Application ID of the OAuth application registered on GitLab",
    )
    expect(refusal({ CMS_BACKEND: "gitea", CMS_REPO: "web/site", CMS_APP_ID: "uuid" })).toBe(
      "CMS_BACKEND=gitea needs CMS_BASE_URL, the address of the Gitea or Forgejo server",
    )
    expect(refusal({ CMS_BACKEND: "gitlab", CMS_APP_ID: "id" })).toMatch(/^CMS_BACKEND=gitlab needs CMS_REPO/)
  })
})

describe("git-gateway, nothing, or something else", () => {
  it("git-gateway only when chosen, and the build says it is deprecated", () => {
    const gateway = backend({ CMS_BACKEND: "git-gateway", CMS_BRANCH: "content" })
    expect(gateway.decap).toEqual({ name: "git-gateway", branch: "content" })
    expect(gateway.warnings.join()).toMatch(/Netlify has deprecated/)
  })

  it("nothing set: the local backend of npm run cms, and the live editor explains what to set up", () => {
    const local = backend({})
    expect(local).toMatchObject({
      decap: { name: "proxy", proxy_url: "http://localhost:8081/api/v1", branch: "main" },
      localOnly: true,
    })
    expect(local.warnings.join()).toMatch(/CMS_BACKEND is not set/)
  })

  it("an unknown backend stops the build, naming the variable and the choices", () => {
    expect(refusal({ CMS_BACKEND: "netlify" })).toBe(
      "CMS_BACKEND=netlify is not a backend the CMS knows: use one of github, gitlab, gitea, forgejo, git-gateway",
    )
  })
})

describe("every setting written is one Decap 3.6's backend reads", () => {
  const source = (pkg: string) =>
    fs
      .readdirSync(path.join("node_modules", pkg, "src"))
      .filter((file) => /\.(js|ts|tsx)$/.test(file))
      .map((file) => fs.readFileSync(path.join("node_modules", pkg, "src", file), "utf8"))
      .join("\n")
  // Decap's core hands base_url and auth_endpoint to the GitHub sign-in page.
  const core = fs.readFileSync("node_modules/decap-cms-core/src/components/App/App.js", "utf8")
  it.each([
    ["decap-cms-backend-github", { ...github, CMS_API_ROOT: "https://git.example.com.au/api/v3" }],
    ["decap-cms-backend-gitlab", { CMS_BACKEND: "gitlab", CMS_REPO: "a/b", CMS_APP_ID: "id" }],
    [
      "decap-cms-backend-gitea",
      { CMS_BACKEND: "gitea", CMS_REPO: "a/b", CMS_APP_ID: "id", CMS_BASE_URL: "https://g.example" },
    ],
  ])("%s", (pkg, env) => {
    const read = `${source(pkg)}\n${core}`
    for (const key of Object.keys(backend(env).decap).filter((k) => k !== "name"))
      expect({ key, read: new RegExp(`\\b${key}\\b`).test(read) }).toEqual({ key, read: true })
  })
})

describe("the check before the build", () => {
  const run = (env: CmsEnv) => {
    const saved = { ...process.env }
    Object.assign(process.env, env)
    const reporter = { warn: jest.fn(), panicOnBuild: jest.fn() }
    try {
      checkCmsSetup({ reporter } as never, {} as never, () => undefined)
    } finally {
      for (const key of Object.keys(env)) delete process.env[key]
      Object.assign(process.env, saved)
    }
    return reporter
  }

  it("stops the build with the message", () => {
    const reporter = run({ CMS_BACKEND: "github", CMS_REPO: "" })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^CMS: CMS_BACKEND=github needs CMS_REPO/))
  })

  it("prints what the build should know", () => {
    const reporter = run({ CMS_BACKEND: "git-gateway" })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/^CMS: CMS_BACKEND=git-gateway: .*deprecated/))
  })
})
