#!/usr/bin/env node
// A plain static file server, like an ordinary web host that knows nothing of Gatsby: files as they
// are, index.html for folders (with a redirect to the trailing-slash form), 404.html for the rest.
// With --rewrite it also behaves like a host that reads public/_redirects' blog rule: a /blog/<slug>/
// without a file is answered, with status 200, by /blog/index.html (the client-side blog page).
// Usage: node scripts/serve-static.mjs [dir=public] [port=9000] [--host 127.0.0.1] [--rewrite]
import http from "node:http"
import fs from "node:fs"
import path from "node:path"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
}

/** The blog rewrite of gatsby/host-files.ts, as Apache and Netlify-style hosts apply it. */
export const BLOG_REWRITE = { pattern: /^\/blog\/[^/]+\/?$/, to: "/blog/index.html" }

export function createStaticServer(root, { extraHeaders = () => ({}), rewrites = [] } = {}) {
  const base = path.resolve(root)
  const send = (res, status, file, headers = {}) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    res.writeHead(status, { "Content-Type": type, ...headers })
    fs.createReadStream(file).pipe(res)
  }
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      res.writeHead(400).end("Bad request")
      return
    }
    const target = path.join(base, pathname)
    if (!target.startsWith(base)) {
      res.writeHead(403).end("Forbidden")
      return
    }
    const headers = extraHeaders(url.pathname)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const stat = fs.statSync(target, { throwIfNoEntry: false })
    if (stat?.isDirectory()) {
      if (!url.pathname.endsWith("/")) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
        return
      }
      const index = path.join(target, "index.html")
      if (fs.existsSync(index)) return send(res, 200, index, headers)
    } else if (stat?.isFile()) {
      return send(res, 200, target, headers)
    }
    const rewrite = rewrites.find(({ pattern }) => pattern.test(url.pathname))
    if (rewrite && fs.existsSync(path.join(base, rewrite.to)))
      return send(res, 200, path.join(base, rewrite.to), headers)
    const notFound = path.join(base, "404.html")
    if (fs.existsSync(notFound)) return send(res, 404, notFound, extraHeaders("/404.html"))
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found")
  })
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const [dir = "public", port = "9000"] = process.argv.slice(2).filter((a) => !a.startsWith("--"))
  const hostIndex = process.argv.indexOf("--host")
  const host = hostIndex > 0 ? process.argv[hostIndex + 1] : "127.0.0.1"
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`${dir}/index.html not found: run "npm run build" first.`)
    process.exit(1)
  }
  const rewrites = process.argv.includes("--rewrite") ? [BLOG_REWRITE] : []
  const server = createStaticServer(dir, { rewrites }).listen(Number(port), host, () => {
    console.log(
      `Serving ${dir} at http://${host}:${server.address().port}/${rewrites.length ? " with the blog rewrite" : ""}`,
    )
  })
}
