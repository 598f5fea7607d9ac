// Server configuration written into public/ at build, for hosts that know nothing of Gatsby:
// Apache (.htaccess) and Netlify-style hosts (_redirects).
import { htaccessRules, netlifyRules, type Redirect } from "./redirects"

export function htaccess(redirects: readonly Redirect[]): string {
  return `# Generated at build by gatsby/host-files.ts - edit that file, not this one.
Options -Indexes -MultiViews
DirectoryIndex index.html
# /aboutus answers with a 301 to /aboutus/, the canonical form.
DirectorySlash On
ErrorDocument 404 /404.html

# Old root URLs of the services.
${htaccessRules(redirects)}
`
}

export function netlifyRedirects(redirects: readonly Redirect[]): string {
  return `# Generated at build by gatsby/host-files.ts
${netlifyRules(redirects)}
`
}
