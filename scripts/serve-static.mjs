#!/usr/bin/env node
// A plain static file server, like an ordinary web host that knows nothing of Gatsby: files as they
// are, index.html for folders (with a redirect to the trailing-slash form), 404.html for the rest.
// Usage: node scripts/serve-static.mjs [dir=public] [port=9000] [--host 127.0.0.1] [--backend URL]
// --backend forwards /antenna-backend/* to the PHP form handlers, as on the business's own host.
// --headers applies a Netlify-style _headers file (e.g. public/_headers) to the answers.
// --rewrite also applies the rewrites (status 200) of the build's _redirects file where no file
// exists, as Apache and Netlify-style hosts do with public/.htaccess and public/_redirects (posts
// newer than the build and their page data are answered with the 404 page's).
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

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

/** A path pattern of the Netlify-style files, where "*" stands for any rest of the path. */
const splatPattern = (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`)

/**
 * Reads a Netlify-style _headers file (path pattern lines, then indented "Name: value" lines) and
 * returns the headers for a path, so that tests and audits see the headers a real host would send.
 */
export function headersFromNetlifyFile(file) {
  if (!fs.existsSync(file)) return () => ({})
  const rules = []
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: splatPattern(line.trim()), headers: {} })
    } else if (rules.length) {
      const index = line.indexOf(":")
      rules[rules.length - 1].headers[line.slice(0, index).trim()] = line.slice(index + 1).trim()
    }
  }
  return (pathname) => Object.assign({}, ...rules.filter((r) => r.pattern.test(pathname)).map((r) => r.headers))
}

/**
 * Largest request body forwarded to the PHP handlers (theirs is 128 KiB). PHP's built-in server
 * allocates a request's declared length before anything else runs, so one request claiming 100 GB
 * would kill it; bodies must therefore declare a length, and a small one.
 */
const MAX_BACKEND_BODY = 1024 * 1024

function bodyTooLarge(req) {
  const declared = req.headers["content-length"]
  if (req.headers["transfer-encoding"]) return true
  return declared !== undefined && !(/^\d{1,15}$/.test(declared) && Number(declared) <= MAX_BACKEND_BODY)
}

/** Forwards a request to `target` (e.g. the PHP handlers) and streams the answer back. */
function proxy(req, res, target) {
  if (bodyTooLarge(req)) {
    const text = "Sorry, your enquiry is too long. Please shorten your message and try again.\n"
    res.writeHead(413, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      Connection: "close",
    })
    res.end(text, () => req.socket.destroy())
    return
  }
  const url = new URL(req.url, target)
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on("error", () =>
    res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end("The form handlers are not running."),
  )
  req.pipe(upstream)
}

/**
 * The rewrites of a Netlify-style _redirects file ("from to 200" lines, "*" for the rest of the
 * path), which gatsby/host/config-files.ts writes from the same list as the rules of .htaccess.
 */
export function rewritesFromNetlifyFile(file) {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith("#") && to && status === "200")
    .map(([from, to]) => ({ pattern: splatPattern(from), to }))
}

export function createStaticServer(root, { extraHeaders = () => ({}), backend, rewrites = [] } = {}) {
  const base = path.resolve(root)
  // Each file is compressed once while it is unchanged (size and time of change), as hosts keep
  // compressed copies; the browser tests load the same few files hundreds of times.
  const compressed = new Map()
  const gzipped = (file) => {
    const { size, mtimeMs } = fs.statSync(file)
    const kept = compressed.get(file)
    if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.body
    const body = zlib.gzipSync(fs.readFileSync(file))
    compressed.set(file, { size, mtimeMs, body })
    return body
  }
  const send = (req, res, status, file, headers = {}) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    // Compress text like any production host does (so audits measure what visitors download).
    const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type)
    if (compressible && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      const body = gzipped(file)
      res.writeHead(status, {
        "Content-Type": type,
        "Content-Encoding": "gzip",
        "Content-Length": body.length,
        Vary: "Accept-Encoding",
        ...headers,
      })
      return res.end(req.method === "HEAD" ? undefined : body)
    }
    res.writeHead(status, { "Content-Type": type, ...headers })
    if (req.method === "HEAD") return res.end()
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
    if (backend && url.pathname.startsWith("/antenna-backend/") && !url.pathname.endsWith(".json")) {
      req.url = `${url.pathname.slice("/antenna-backend".length)}${url.search}`
      return proxy(req, res, backend)
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
      if (fs.existsSync(index)) return send(req, res, 200, index, headers)
    } else if (stat?.isFile()) {
      return send(req, res, 200, target, headers)
    }
    const rewrite = rewrites.find(({ pattern }) => pattern.test(url.pathname))
    if (rewrite && fs.existsSync(path.join(base, rewrite.to))) {
      return send(req, res, 200, path.join(base, rewrite.to), extraHeaders(rewrite.to))
    }
    const notFound = path.join(base, "404.html")
    if (fs.existsSync(notFound)) return send(req, res, 404, notFound, extraHeaders("/404.html"))
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found")
  })
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const option = (name) => {
    const index = process.argv.indexOf(name)
    return index > 0 ? process.argv[index + 1] : undefined
  }
  const values = new Set([option("--host"), option("--backend"), option("--headers")])
  const [dir = "public", port = "9000"] = process.argv.slice(2).filter((a) => !a.startsWith("--") && !values.has(a))
  const host = option("--host") ?? "127.0.0.1"
  const backend = option("--backend")
  const headersFile = option("--headers")
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`${dir}/index.html not found: run "npm run build" first.`)
    process.exit(1)
  }
  const extraHeaders = headersFile ? headersFromNetlifyFile(headersFile) : undefined
  const rewrites = process.argv.includes("--rewrite") ? rewritesFromNetlifyFile(path.join(dir, "_redirects")) : []
  const server = createStaticServer(dir, { backend, extraHeaders, rewrites }).listen(Number(port), host, () => {
    const notes = [
      backend && `form handlers: ${backend}`,
      rewrites.length && `${rewrites.length} rewrites of _redirects`,
    ].filter(Boolean)
    console.log(
      `Serving ${dir} at http://${host}:${server.address().port}/${notes.length ? ` (${notes.join(", ")})` : ""}`,
    )
  })
}
