import { BLOG_REWRITES, htaccess, netlifyRedirects } from "../../../../gatsby/host/config-files"

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

describe("the root .htaccess never serves what the build writes for itself or for other hosts", () => {
  const buildOnly = new RegExp(file.match(/<FilesMatch "(?!\(\?i\))(.+)">/)![1])

  test.each([
    "app-0123456789abcdef0123.js.map",
    "styles.0123456789abcdef0123.css.map",
    "webpack.stats.json",
    "chunk-map.json",
    "_headers",
    "_redirects",
  ])("refuses %s", (name) => {
    expect(buildOnly.test(name)).toBe(true)
  })

  test.each(["app-0123456789abcdef0123.js", "page-data.json", "app-data.json", "sitemap.xml", "build-info.json"])(
    "serves %s",
    (name) => {
      expect(buildOnly.test(name)).toBe(false)
    },
  )
})

describe("host files answer newer blog posts with the 404 page, which shows them", () => {
  test("Apache rewrites /blog/<slug> addresses and their page data when they are neither file nor folder", () => {
    const file = htaccess([])
    expect(file).toContain("RewriteEngine On")
    const conditions = "RewriteCond %{REQUEST_FILENAME} !-f\nRewriteCond %{REQUEST_FILENAME} !-d\n"
    expect(file).toContain(`${conditions}RewriteRule ^blog/.*$ /404.html [L]`)
    expect(file).toContain(`${conditions}RewriteRule ^page-data/blog/.*$ /page-data/404.html/page-data.json [L]`)
    // Unknown addresses elsewhere still fall to the 404 page.
    expect(file).toContain("ErrorDocument 404 /404.html")
  })

  test("Netlify-style hosts rewrite the same addresses with status 200, after the redirects", () => {
    const file = netlifyRedirects([{ from: "/cctv/", to: "/service/cctv/" }])
    const lines = file.trim().split("\n")
    expect(lines.slice(-2)).toEqual([
      "/blog/* /404.html 200",
      "/page-data/blog/* /page-data/404.html/page-data.json 200",
    ])
    expect(lines.indexOf("/cctv /service/cctv/ 301")).toBeLessThan(lines.length - 2)
  })

  test("both files say the same: each rewrite matches the same paths in either form", () => {
    const apache = [...htaccess([]).matchAll(/^RewriteRule (\S+) (\S+) \[L\]$/gm)].map(([, pattern, to]) => ({
      pattern: new RegExp(pattern),
      to,
    }))
    expect(apache.map((rule) => rule.to)).toEqual(BLOG_REWRITES.map((rewrite) => rewrite.to))
    const paths = ["/blog/new-post/", "/blog/new-post", "/page-data/blog/new-post/page-data.json", "/blogs/", "/blog"]
    const answers = paths.map((path) => ({
      path,
      apache: apache.find(({ pattern }) => pattern.test(path.slice(1)))?.to,
      netlify: BLOG_REWRITES.find(({ from }) => new RegExp(`^${from.replace(/\*/g, ".*")}$`).test(path))?.to,
    }))
    expect(answers.map(({ path, netlify }) => ({ path, apache: netlify }))).toEqual(
      answers.map(({ path, apache }) => ({ path, apache })),
    )
    expect(answers.filter(({ apache }) => apache).map(({ path }) => path)).toEqual(paths.slice(0, 3))
  })
})

describe("the root .htaccess holds wherever its folder is served from", () => {
  // Behind a fixed document root's current/ link (scripts/deploy/front-htaccess.ts), Apache sees
  // every path with /current in front; the visitor's address is what the rules must match.
  const file = htaccess([{ from: "/cctv/", to: "/service/cctv/" }])

  test("no rule matches the path Apache sees, only the visitor's", () => {
    expect(file).not.toContain("REQUEST_URI")
    expect(file).not.toMatch(/^\s*RedirectMatch 30\d/m)
    expect(file).toContain('<If "%{THE_REQUEST} =~ m#^\\S+ /admin/#">')
  })

  test("redirects and the trailing slash are rewrites relative to the folder, to the visitor's address", () => {
    expect(file).toContain("RewriteRule ^cctv/?$ /service/cctv/ [R=301,L]")
    expect(file).toContain("RewriteCond %{REQUEST_FILENAME} -d\nRewriteRule ^(.+[^/])$ /$1/ [R=301,L]")
  })
})
