import { htaccess, netlifyRedirects } from "../../../../gatsby/host/config-files"

// The patterns as Apache applies them: FilesMatch to the file's name (case-insensitive through the
// emitted "(?i)"), RedirectMatch to the whole path.
const file = htaccess([])
const filesMatch = new RegExp(file.match(/<FilesMatch "\(\?i\)(.+)">/)![1], "i")
const redirectMatch = new RegExp(file.match(/RedirectMatch 404 "(.+)"/)![1])

describe("the root .htaccess never serves the backend's private files", () => {
  test.each([
    "enquiries.sqlite",
    "enquiries.sqlite-wal",
    "enquiries.sqlite-shm",
    "backend.log",
    "20260101-120000-enquiry-7-ab12cd34.eml",
    "README.md",
    "readme",
    "config.php",
    "config.example.php",
    "composer.json",
    "composer.lock",
    "phpunit.xml.dist",
  ])("refuses %s", (name) => {
    expect(filesMatch.test(name)).toBe(true)
  })

  test.each([
    "index.html",
    "app-0123456789abcdef0123.js",
    "handleContact.php",
    "form-choices.json",
    "logo.svg",
    "blog.html",
  ])("serves %s", (name) => {
    expect(filesMatch.test(name)).toBe(false)
  })

  test.each(["/.env", "/antenna-backend/.user.ini", "/.git/config", "/antenna-backend/.htaccess"])(
    "hides %s",
    (path) => {
      expect(redirectMatch.test(path)).toBe(true)
    },
  )

  test.each(["/.well-known/security.txt", "/blog/a.b/", "/static/x.png"])("does not hide %s", (path) => {
    expect(redirectMatch.test(path)).toBe(false)
  })
})

describe("host files send newer blog posts to the client-side blog page", () => {
  test("Apache rewrites only /blog/<slug> addresses that are neither file nor folder", () => {
    const file = htaccess([])
    expect(file).toContain("RewriteEngine On")
    expect(file).toMatch(
      /RewriteCond %\{REQUEST_FILENAME\} !-f\nRewriteCond %\{REQUEST_FILENAME\} !-d\nRewriteRule \^blog\/\[\^\/\]\+\/\?\$ \/blog\/index\.html \[L\]/,
    )
    // Unknown addresses elsewhere still fall to the 404 page.
    expect(file).toContain("ErrorDocument 404 /404.html")
  })

  test("Netlify-style hosts rewrite /blog/* with status 200, after the service redirects", () => {
    const file = netlifyRedirects([{ from: "/cctv/", to: "/service/cctv/" }])
    const lines = file.trim().split("\n")
    expect(lines.at(-1)).toBe("/blog/* /blog/index.html 200")
    expect(lines.indexOf("/cctv /service/cctv/ 301")).toBeLessThan(lines.length - 1)
  })
})
