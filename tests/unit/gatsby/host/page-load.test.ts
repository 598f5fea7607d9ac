import { pageDataFolder, pageLoadOf, type WebpackStats } from "../../../../gatsby/host/page-load"

// The shape of Gatsby's public/webpack.stats.json for a site whose layout and home page mark their
// lazy parts' imports with webpackPreload.
const stats: WebpackStats = {
  assetsByChunkName: {
    app: ["webpack-runtime-1.js", "framework-2.js", "styles.css", "app-3.js"],
    "component---src-pages-index-tsx": ["component---src-pages-index-tsx-4.js"],
    "component---src-templates-blog-post-tsx": ["shared-5.js", "component---src-templates-blog-post-tsx-6.js"],
    deferred: ["shared-7.js", "deferred-8.js"],
  },
  childAssetsByChunkName: {
    app: { preload: ["shared-7.js", "deferred-8.js"] },
    "component---src-pages-index-tsx": { preload: ["shared-7.js", "deferred-8.js", "home-sections-9.js", "x.css"] },
  },
}

describe("what a page fetches as its scripts start", () => {
  it("the template's chunks, then the lazy parts its code and the layout ask for, each once", () => {
    const home = pageLoadOf(stats, "/", { componentChunkName: "component---src-pages-index-tsx" })
    expect(home.chunks).toEqual([
      "/component---src-pages-index-tsx-4.js",
      "/shared-7.js",
      "/deferred-8.js",
      "/home-sections-9.js",
    ])
    const post = pageLoadOf(stats, "/blog/a/", { componentChunkName: "component---src-templates-blog-post-tsx" })
    expect(post.chunks).toEqual([
      "/shared-5.js",
      "/component---src-templates-blog-post-tsx-6.js",
      "/shared-7.js",
      "/deferred-8.js",
    ])
  })

  it("never Gatsby's own scripts, which the page starts anyway", () => {
    const withApp: WebpackStats = {
      ...stats,
      childAssetsByChunkName: { app: { preload: ["framework-2.js", "deferred-8.js"] } },
    }
    const load = pageLoadOf(withApp, "/", { componentChunkName: "component---src-pages-index-tsx" })
    expect(load.chunks).toEqual(["/component---src-pages-index-tsx-4.js", "/deferred-8.js"])
  })

  it("the page's data, the app's data and each of its static queries", () => {
    const load = pageLoadOf(stats, "/blog/a/", {
      componentChunkName: "component---src-templates-blog-post-tsx",
      staticQueryHashes: ["11", "22"],
    })
    expect(load.data).toEqual([
      "/page-data/blog/a/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/11.json",
      "/page-data/sq/d/22.json",
    ])
  })
})

describe("the folder of a page's data", () => {
  it.each([
    ["/", "index"],
    ["/blogs/", "blogs"],
    ["/blog/a-post/", "blog/a-post"],
    ["/404.html", "404.html"],
  ])("%s is in page-data/%s/", (pagePath, folder) => {
    expect(pageDataFolder(pagePath)).toBe(folder)
  })
})
