// Where the CMS saves and how editors sign in, from the build's CMS_* variables, checked once: the
// "backend" of config.json, what the editor's page may connect to (its policy), and what the build
// says about it. A setting that cannot work stops the build with a message naming the variable.
//
//   github       sign-in through the site's own server (backend/public/cms-auth.php), no Netlify
//   gitlab       sign-in in the browser with PKCE, no server (GitLab.com or a GitLab of your own)
//   gitea        the same for Gitea and Forgejo ("forgejo" is accepted as a name for it)
//   git-gateway  Netlify Identity and Git Gateway, deprecated by Netlify: only when chosen
//   (nothing)    the local backend of `npm run cms`; the live /admin/ says what to set up

/** The variables the CMS reads at build time (docs/cms-sign-in.md). */
export interface CmsEnv {
  CMS_BACKEND?: string
  /** owner/name (GitHub, Gitea) or group/project (GitLab) of the repository. */
  CMS_REPO?: string
  CMS_BRANCH?: string
  /** Decap's base_url: the sign-in endpoint's origin (github), the GitLab or Gitea server (PKCE). */
  CMS_BASE_URL?: string
  /** The Git host's API: GitHub Enterprise's https://HOST/api/v3, a GitLab's or Gitea's own. */
  CMS_API_ROOT?: string
  /** The OAuth application's id (client id) on GitLab or Gitea. */
  CMS_APP_ID?: string
  /** Where the form handlers are; the sign-in endpoint is beside them. */
  GATSBY_BACKEND_URL?: string
  /** The blog's dashboard: while one is configured it is the blog's editor, not this CMS. */
  GATSBY_DASHBOARD_URL?: string
  /** The rest of the environment (process.env), which the CMS does not read. */
  [variable: string]: string | undefined
}

/** A setting the CMS cannot work with; the message names the variable and what to do. */
export class CmsSetupError extends Error {}

export interface CmsBackend {
  /** config.json's "backend". */
  decap: Record<string, string>
  /** Origins the editor's page fetches from besides its own (the Git host's API, a PKCE token URL). */
  connect: string[]
  /** Origins of pictures the editor's page shows (avatars). */
  images: string[]
  /** Sign-in opens a window that must stay the page's own (its Cross-Origin-Opener-Policy allows it). */
  signInWindow: boolean
  /** No backend chosen: the editor works on this computer with `npm run cms` only. */
  localOnly: boolean
  /** What the build says about the choice. */
  warnings: string[]
}

/** Where `npm run cms` runs Decap's local backend (decap-server); only used on localhost. */
export const LOCAL_BACKEND = "http://localhost:8081"

/** The sign-in endpoint, beside the form handlers in the backend's web root. */
export const SIGN_IN_SCRIPT = "cms-auth.php"

/** Where the form handlers are when GATSBY_BACKEND_URL does not say (src/lib/forms). */
const DEFAULT_BACKEND_PATH = "/antenna-backend"

const BACKENDS = ["github", "gitlab", "gitea", "forgejo", "git-gateway"]

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/.test(host)

/** An absolute http(s) URL, https unless on this computer; without a trailing slash. */
function webAddress(variable: string, value: string, { originOnly = false } = {}): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new CmsSetupError(
      `${variable}=${value} is not a web address: write it in full, e.g. https://www.example.com.au`,
    )
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLocalHost(url.hostname)))
    throw new CmsSetupError(`${variable}=${value} must start with https:// (sign-in must not travel in clear)`)
  if (originOnly && (url.pathname !== "/" || url.search || url.hash))
    throw new CmsSetupError(`${variable}=${value} must be an origin only, e.g. ${url.origin}, without a path`)
  return url
}

const withoutSlash = (url: URL) => url.href.replace(/\/+$/, "")

/** owner/name: the CMS commits to it, so a missing or malformed one would only fail on first sign-in. */
function repository(name: string, env: CmsEnv, example: string): string {
  const repo = env.CMS_REPO?.trim()
  if (!repo)
    throw new CmsSetupError(`CMS_BACKEND=${name} needs CMS_REPO, the repository the CMS commits to, e.g. ${example}`)
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw new CmsSetupError(`CMS_REPO=${repo} must be written as ${example}`)
  return repo
}

/** The form handlers' origin and path, where the sign-in endpoint is too. */
function handlers(env: CmsEnv, siteUrl: string): { origin: string; path: string } {
  const given = env.GATSBY_BACKEND_URL?.trim() || DEFAULT_BACKEND_PATH
  if (/^https?:\/\//i.test(given)) {
    const url = webAddress("GATSBY_BACKEND_URL", given)
    return { origin: url.origin, path: url.pathname }
  }
  return { origin: webAddress("SITE_URL (or siteUrl of content/site.yaml)", siteUrl).origin, path: given }
}

function github(env: CmsEnv, siteUrl: string, branch: string): CmsBackend {
  const repo = repository("github", env, "example/antenna-site")
  const forms = handlers(env, siteUrl)
  const explicit = env.CMS_BASE_URL?.trim()
  const baseUrl = explicit ? webAddress("CMS_BASE_URL", explicit, { originOnly: true }).origin : forms.origin
  if (baseUrl !== forms.origin)
    throw new CmsSetupError(
      `CMS_BASE_URL=${explicit} is not where the form handlers are (${forms.origin}, from GATSBY_BACKEND_URL): ` +
        "the sign-in endpoint is part of them; leave CMS_BASE_URL out, or make the two agree",
    )
  const apiRoot = env.CMS_API_ROOT?.trim()
    ? withoutSlash(webAddress("CMS_API_ROOT", env.CMS_API_ROOT.trim()))
    : undefined
  const api = apiRoot ? new URL(apiRoot).origin : "https://api.github.com"
  return {
    decap: {
      name: "github",
      repo,
      branch,
      base_url: baseUrl,
      auth_endpoint: `${forms.path.replace(/^\/+|\/+$/g, "")}/${SIGN_IN_SCRIPT}`.replace(/^\//, ""),
      ...(apiRoot ? { api_root: apiRoot } : {}),
    },
    connect: [api],
    // Avatars and the repository's pictures; GitHub Enterprise serves both from its own host.
    images: ["https://*.githubusercontent.com", ...(apiRoot ? [api] : [])],
    signInWindow: true,
    localOnly: false,
    warnings: [],
  }
}

/** GitLab and Gitea/Forgejo: Decap signs in with PKCE in the page itself, so no server is involved. */
function pkce(name: "gitlab" | "gitea", env: CmsEnv, branch: string): CmsBackend {
  const label = name === "gitlab" ? "GitLab" : "Gitea or Forgejo"
  const repo = repository(
    name,
    env,
    name === "gitlab" ? "example/antenna-site (group/project)" : "example/antenna-site",
  )
  const appId = env.CMS_APP_ID?.trim()
  if (!appId)
    throw new CmsSetupError(
      `CMS_BACKEND=${name} needs CMS_APP_ID, the Application ID of the OAuth application registered on ${label}`,
    )
  const given = env.CMS_BASE_URL?.trim()
  if (!given && name === "gitea")
    throw new CmsSetupError("CMS_BACKEND=gitea needs CMS_BASE_URL, the address of the Gitea or Forgejo server")
  const baseUrl = withoutSlash(webAddress("CMS_BASE_URL", given || "https://gitlab.com"))
  // Decap would otherwise use gitlab.com's or try.gitea.io's API whatever the server.
  const apiRoot = withoutSlash(
    webAddress("CMS_API_ROOT", env.CMS_API_ROOT?.trim() || `${baseUrl}/api/${name === "gitlab" ? "v4" : "v1"}`),
  )
  const origins = [...new Set([new URL(baseUrl).origin, new URL(apiRoot).origin])]
  return {
    decap: {
      name,
      repo,
      branch,
      // Decap's gitea backend always signs in with PKCE and reads no auth_type.
      ...(name === "gitlab" ? { auth_type: "pkce" } : {}),
      app_id: appId,
      base_url: baseUrl,
      api_root: apiRoot,
    },
    // The token is fetched from the server's /oauth/token (GitLab) or /login/oauth/access_token (Gitea).
    connect: origins,
    // Avatars: the server's own, or Gravatar's, which both use for users without one.
    images: [...origins, "https://secure.gravatar.com"],
    signInWindow: false,
    localOnly: false,
    warnings: [],
  }
}

export function cmsBackend(env: CmsEnv, siteUrl: string): CmsBackend {
  const chosen = env.CMS_BACKEND?.trim().toLowerCase() ?? ""
  const branch = env.CMS_BRANCH?.trim() || "main"
  switch (chosen) {
    case "":
      return {
        decap: { name: "proxy", proxy_url: `${LOCAL_BACKEND}/api/v1`, branch },
        connect: [],
        images: [],
        signInWindow: false,
        localOnly: true,
        warnings: [
          "CMS_BACKEND is not set: the content editor at /admin/ works only on this computer (npm run cms); " +
            "on the live site it explains what to set up. See docs/cms-sign-in.md.",
        ],
      }
    case "github":
      return github(env, siteUrl, branch)
    case "gitlab":
      return pkce("gitlab", env, branch)
    case "gitea":
    case "forgejo":
      return pkce("gitea", env, branch)
    case "git-gateway":
      return {
        decap: { name: "git-gateway", branch },
        connect: [],
        images: [],
        signInWindow: false,
        localOnly: false,
        warnings: [
          "CMS_BACKEND=git-gateway: editors sign in with Netlify Identity and save through Netlify's Git Gateway, " +
            "which Netlify has deprecated; new sites cannot count on them. CMS_BACKEND=github signs in through this " +
            "site's own server instead (docs/cms-sign-in.md).",
        ],
      }
    default:
      throw new CmsSetupError(
        `CMS_BACKEND=${env.CMS_BACKEND} is not a backend the CMS knows: use one of ${BACKENDS.join(", ")}`,
      )
  }
}
