import { htaccess, netlifyRedirects } from "../../gatsby/host-files"
import { blogPostingJsonLd, breadcrumbJsonLd, jsonLdScript } from "../../src/lib/json-ld"
import { testSite } from "./site-fixture"

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

describe("blog structured data", () => {
  const site = testSite

  test("BlogPosting names the post, its date, author, image and canonical URL", () => {
    expect(
      blogPostingJsonLd(site, {
        title: "T",
        description: "D",
        path: "/blog/t/",
        image: "https://site.example/static/t.jpg",
        datePublished: "2025-02-18",
        author: "Sam",
        category: "CCTV",
      }),
    ).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      description: "D",
      url: "https://site.example/blog/t/",
      image: "https://site.example/static/t.jpg",
      datePublished: "2025-02-18",
      author: { "@type": "Person", name: "Sam" },
      articleSection: "CCTV",
    })
  })

  test("without author or date the post is credited to the business and no date is invented", () => {
    const data = blogPostingJsonLd(site, { title: "T", description: "D", path: "/blog/t/" }) as Record<string, unknown>
    expect(data.author).toMatchObject({ "@type": "Organization", name: site.name })
    expect(data).not.toHaveProperty("datePublished")
    expect(data).not.toHaveProperty("image")
  })

  test("a hostile title cannot close the JSON-LD script", () => {
    const script = jsonLdScript(
      breadcrumbJsonLd(site.siteUrl, [{ name: "</script><script>alert(1)</script>", path: "/" }]),
    )
    expect(script).not.toContain("</script>")
  })
})
