// Server configuration written into public/ at build, for hosts that know nothing of Gatsby:
// Apache (.htaccess) and Netlify-style hosts (_redirects, _headers).
import { htaccessRules, netlifyRules, type Redirect } from "./redirects"
import { CACHE_RULES, securityHeaders, type Origins } from "./security"
import { CMS_PATH, cmsBackend, cmsHeaders, type CmsBackend } from "../cms"

/** An address answered with another file, status 200, where it has no file of its own. */
export interface Rewrite {
  /** A path pattern in the _redirects form: "*" stands for the rest of the path. */
  from: string
  to: string
}

/**
 * A post published on the dashboard after the build has no page of its own. The 404 page shows it
 * (src/pages/404.tsx): a host without rewrites serves 404.html there anyway; these rewrites answer
 * the post's address, and the page data Gatsby asks for it, with the 404 page's, so the address
 * answers 200 for visitors and search engines. Pre-rendered posts are files, so every host serves
 * them as themselves, and no list of posts ships in the JavaScript of every page.
 */
export const BLOG_REWRITES: readonly Rewrite[] = [
  { from: "/blog/*", to: "/404.html" },
  { from: "/page-data/blog/*", to: "/page-data/404.html/page-data.json" },
]

/** A rewrite's pattern for Apache's RewriteRule, which sees the path without its leading "/". */
const apachePattern = (from: string) =>
  `^${from
    .slice(1)
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")}$`

function apacheRewrites(rewrites: readonly Rewrite[]): string {
  // Each RewriteRule has its own conditions: a RewriteCond applies to the next rule only.
  const rules = rewrites.map(
    ({ from, to }) =>
      `RewriteCond %{REQUEST_FILENAME} !-f\nRewriteCond %{REQUEST_FILENAME} !-d\nRewriteRule ${apachePattern(from)} ${to} [L]`,
  )
  return `<IfModule mod_rewrite.c>\nRewriteEngine On\n${rules.join("\n")}\n</IfModule>`
}

/** Gatsby's content-hashed bundles at the root of public/ (app-<hash>.js, component---...-<hash>.js). */
export const HASHED_ASSET = /-[0-9a-f]{20}\.(js|css)$/

/** The CMS of a build without CMS_BACKEND, for callers that do not say which. */
const LOCAL_CMS = cmsBackend({}, "")

/**
 * An Apache condition: the visitor asked for an address under `prefix`. It reads the request line as
 * sent (THE_REQUEST), not REQUEST_URI: served from a release behind current/ (docs/deploying.md),
 * Apache sees the path with current/ in front of it.
 */
const requested = (prefix: string) => `%{THE_REQUEST} =~ m#^\\S+ ${prefix}#`

function apacheHeaders(origins: Origins, cms: CmsBackend): string {
  const set = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}Header always set ${name} "${value}"`)
  return `<IfModule mod_headers.c>
${set(securityHeaders(origins), "  ").join("\n")}
  # The editors' CMS has its own, looser policy and opener policy (gatsby/cms/security.ts) and is never cached.
  <If "${requested(CMS_PATH)}">
${set(cmsHeaders(cms), "    ").join("\n")}
    Header set Cache-Control "${CACHE_RULES.revalidate}"
  </If>
  # HTML and page data change with every deploy; bundles and /static/ files are named by content.
  <FilesMatch "\\.(html|json|xml|txt)$">
    Header set Cache-Control "${CACHE_RULES.revalidate}"
  </FilesMatch>
  <FilesMatch "${HASHED_ASSET.source}">
    Header set Cache-Control "${CACHE_RULES.immutable}"
  </FilesMatch>
  <If "${requested("/static/")}">
    Header set Cache-Control "${CACHE_RULES.immutable}"
  </If>
</IfModule>
<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE text/html text/css text/plain text/javascript application/javascript application/json application/xml image/svg+xml application/manifest+json
</IfModule>`
}

/**
 * Files that are never served, wherever they end up under the web root (a backend uploaded with
 * its data, a config copied next to the handlers): databases and their -wal/-shm files, logs,
 * e-mail copies, READMEs and the backend's config, Composer and PHPUnit files. Case-insensitive.
 */
const PRIVATE_FILES =
  /\.(sqlite|sqlite3|db)(-wal|-shm|-journal)?$|\.(log|eml)$|^(readme|changelog)(\.md|\.txt)?$|^config(\.example)?\.php$|^composer\.(json|lock)$|^phpunit\.xml(\.dist)?$/

/**
 * What the build writes for itself or for other hosts and no page ever requests: source maps (the
 * sources' text), webpack's statistics and chunk map (read by the build's last step), and the
 * Netlify-style hosts' _headers and _redirects (this file says the same to Apache).
 */
export const BUILD_ONLY_FILES = /\.map$|^(webpack\.stats|chunk-map)\.json$|^_(headers|redirects)$/

/** Paths with a dotfile or dot-folder in them (.env, .git/, .user.ini), except /.well-known/. */
const HIDDEN_PATH = /\/\.(?!well-known\/)/

/** Apache's refusal of the files whose names match `pattern`, on 2.4 and 2.2. */
const refused = (pattern: string) => `<FilesMatch "${pattern}">
  <IfModule mod_authz_core.c>
    Require all denied
  </IfModule>
  <IfModule !mod_authz_core.c>
    Order allow,deny
    Deny from all
  </IfModule>
</FilesMatch>`

function privateFiles(): string {
  return `# Private files are never served: dotfiles and dot-folders, and the backend's data and config.
<IfModule mod_alias.c>
  RedirectMatch 404 "${HIDDEN_PATH.source}"
</IfModule>
${refused(`(?i)${PRIVATE_FILES.source}`)}
# Nor what the build writes for itself or for other hosts: source maps, webpack's files, _headers, _redirects.
${refused(BUILD_ONLY_FILES.source)}`
}

// The site's own rules hold wherever its folder is served from: at the document root, or from a
// release behind current/ in a fixed document root (scripts/deploy/front-htaccess.ts), where Apache
// sees every path with /current in front. So the rules that look at the address match it relative
// to this folder (mod_rewrite) or as the visitor sent it (THE_REQUEST), not by REQUEST_URI,
// RedirectMatch or DirectorySlash (the hidden-path rule matches anywhere in the path, so it may),
// and their targets are the visitor's addresses.
export function htaccess(redirects: readonly Redirect[], origins: Origins = {}, cms: CmsBackend = LOCAL_CMS): string {
  return `# Generated at build by gatsby/host/config-files.ts - edit that file, not this one.
Options -Indexes -MultiViews
DirectoryIndex index.html
# Without mod_rewrite; with it, the rewrite below answers first, with the visitor's address.
DirectorySlash On
ErrorDocument 404 /404.html

${privateFiles()}

${apacheHeaders(origins, cms)}

# Old root URLs of the services, and /aboutus answered with a 301 to /aboutus/, the canonical form.
<IfModule mod_rewrite.c>
RewriteEngine On
${htaccessRules(redirects)}
RewriteCond %{REQUEST_FILENAME} -d
RewriteRule ^(.+[^/])$ /$1/ [R=301,L]
</IfModule>

# Blog posts newer than the build, and their page data: the 404 page shows them.
${apacheRewrites(BLOG_REWRITES)}
`
}

export function netlifyRedirects(redirects: readonly Redirect[]): string {
  return `# Generated at build by gatsby/host/config-files.ts
${netlifyRules(redirects)}
# Blog posts newer than the build, and their page data: the 404 page shows them (a rewrite:
# applies only where no file exists).
${BLOG_REWRITES.map(({ from, to }) => `${from} ${to} 200`).join("\n")}
`
}

/** Netlify-style _headers: security headers everywhere, caching by kind of file. */
export function netlifyHeaders(origins: Origins, hashedAssets: readonly string[], cms: CmsBackend = LOCAL_CMS): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}`
  return [
    "# Generated at build by gatsby/host/config-files.ts",
    block("/*", securityHeaders(origins)),
    block(`${CMS_PATH}*`, { ...cmsHeaders(cms), "Cache-Control": CACHE_RULES.revalidate }),
    block("/page-data/*", { "Cache-Control": CACHE_RULES.revalidate }),
    block("/static/*", { "Cache-Control": CACHE_RULES.immutable }),
    ...hashedAssets.map((file) => block(`/${file}`, { "Cache-Control": CACHE_RULES.immutable })),
  ].join("\n")
}
