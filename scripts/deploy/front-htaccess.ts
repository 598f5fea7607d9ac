// The fixed document root's own .htaccess (DEPLOY_DOCROOT_MODE=fixed, e.g. cPanel's public_html):
// every request is served from current/, a link in the document root to the live release's site,
// and the backend from antenna-backend/, a link to DEPLOY_PATH/backend-entry, whose files run the
// live release's entry points (entry-points.ts). Both lead to what DEPLOY_PATH/current names at each
// request, so the one switch of that link changes site and backend at once.
//
// How Apache runs it: a request for /aboutus/ is rewritten here to current/aboutus/, which Apache
// serves by an internal redirect to /current/aboutus/. That second pass is under current/, whose
// .htaccess (the site's own) has rewrite rules of its own, so these rules do not run again; the
// site's rules match paths relative to their folder or as the visitor sent them
// (gatsby/host/config-files.ts), so its redirects, slashes and headers hold. A site rule that
// rewrites to an absolute path (the blog's /blog/index.html) or an ErrorDocument (/404.html) comes
// back through here and is sent into current/ like any request. RewriteBase / makes the rewritten
// path /current/… whatever the folder's place on disk. The backend is served as antenna-backend/
// itself, not through current/, so PHP sees the visitor's path (the inbox's cookie is set for it).
//
// A visitor's own /current/... is refused by the decoded, normalised path (REQUEST_URI) of a request
// that no rewrite passed on: the request line as sent (THE_REQUEST) let /%63urrent/ through.
//
// The block sits between markers; the deploy replaces only the block and keeps the rest of the
// file (a host's own lines, such as cPanel's PHP handler), and adds it after those lines.

export const BLOCK_START = "# BEGIN antenna-site deploy (npm run deploy writes this block; edit outside it)"
export const BLOCK_END = "# END antenna-site deploy"

export const FRONT_HTACCESS_BLOCK = `${BLOCK_START}
# Served from the live release: current/ (the site) and antenna-backend/ (the backend), both links.
# A visitor's own request for /current/... is refused, however its address is written (/%63urrent/,
# //current/), so no page has a second address: only the rewrite below leads there, and a request
# Apache passes on from a rewrite carries REDIRECT_STATUS.
<If "%{REQUEST_URI} =~ m#^/current(/|$)# && -z %{ENV:REDIRECT_STATUS}">
  Require all denied
</If>
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteBase /
# Already in the release; the backend; the host's certificate checks (e.g. cPanel's AutoSSL).
RewriteRule ^(current|antenna-backend|\\.well-known)(/|$) - [L]
RewriteRule ^(.*)$ current/$1 [L]
</IfModule>
${BLOCK_END}`

/** `existing` (a document root's .htaccess, or "") with the deploy's block in it, once, at the end. */
export function withFrontBlock(existing: string): string {
  const kept: string[] = []
  let inBlock = false
  for (const line of existing.split("\n")) {
    if (line === BLOCK_START) inBlock = true
    else if (line === BLOCK_END) inBlock = false
    else if (!inBlock) kept.push(line)
  }
  const rest = kept.join("\n").trimEnd()
  return `${rest ? `${rest}\n\n` : ""}${FRONT_HTACCESS_BLOCK}\n`
}
