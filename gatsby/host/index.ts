// The static host: its configuration files (config-files.ts: Apache's .htaccess, Netlify-style
// _redirects and _headers) with the redirects (redirects.ts) and security headers (security.ts),
// the pages' script starter (scripts-after-paint.ts) and what it requests with the scripts
// (page-load.ts), the sitemap (sitemap.ts), all written into public/ after the build (post-build.ts);
// and the build's own small file (build-info.ts).
export { writeBuildInfo } from "./build-info"
export { writeHostFiles } from "./post-build"
export { siteRedirects } from "./redirects"
export { isCanonicalPage, type SitemapCandidate } from "./sitemap"
