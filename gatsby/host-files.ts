// Server configuration written into public/ at build, for hosts that know nothing of Gatsby:
// Apache (.htaccess) and Netlify-style hosts (_redirects).
import { htaccessRules, netlifyRules, type Redirect } from "./redirects"
import { BLOG_FALLBACK_PATH } from "../src/lib/paths"

// A post published on the dashboard after the build has no page of its own: its address is answered
// with the client-side blog page, which fetches the post. Pre-rendered posts are files, so both hosts
// serve them as themselves.
const BLOG_FALLBACK_FILE = `${BLOG_FALLBACK_PATH}index.html`

export function htaccess(redirects: readonly Redirect[]): string {
  return `# Generated at build by gatsby/host-files.ts - edit that file, not this one.
Options -Indexes -MultiViews
DirectoryIndex index.html
# /aboutus answers with a 301 to /aboutus/, the canonical form.
DirectorySlash On
ErrorDocument 404 /404.html

# Old root URLs of the services.
${htaccessRules(redirects)}

# Blog posts newer than the build.
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME} !-d
RewriteRule ^blog/[^/]+/?$ ${BLOG_FALLBACK_FILE} [L]
</IfModule>
`
}

export function netlifyRedirects(redirects: readonly Redirect[]): string {
  return `# Generated at build by gatsby/host-files.ts
${netlifyRules(redirects)}
# Blog posts newer than the build (a rewrite: applies only where no file exists).
/blog/* ${BLOG_FALLBACK_FILE} 200
`
}
