// What a page fetches as its scripts start, besides Gatsby's three scripts: its template's chunks,
// the chunks its code asks for as it loads (every lazyComponent's import is marked
// `webpackPreload: true`), and the JSON Gatsby's loader reads before it hydrates (the page's data,
// the site's app data, the static queries). Left to the scripts, these come one after another:
// the app asks for the page's data, the data names the template's chunk, the chunk asks for its
// sections; on a mobile connection each step waits a round trip (Lighthouse's applied throttling:
// 562 ms). The script starter (scripts-after-paint.ts) requests them all at once instead.
//
// Read from what the build wrote: public/webpack.stats.json (Gatsby's record of the chunk groups
// and of their preload children) and public/page-data/<page>/page-data.json.

/** The part of Gatsby's public/webpack.stats.json this reads. */
export interface WebpackStats {
  assetsByChunkName: Record<string, string[]>
  childAssetsByChunkName: Record<string, { preload?: string[] }>
}

/** The part of a page's page-data.json this reads. */
export interface PageData {
  componentChunkName: string
  staticQueryHashes?: string[]
}

/** The URLs a page fetches as it starts, after Gatsby's scripts: script chunks, and JSON. */
export interface PageLoad {
  chunks: string[]
  data: string[]
}

/** The folder of public/page-data/ that holds a page's data: "index" for "/", "blog/a" for "/blog/a/". */
export function pageDataFolder(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  return trimmed === "" ? "index" : trimmed
}

const scripts = (files: string[] | undefined) => (files ?? []).filter((file) => file.endsWith(".js"))

export function pageLoadOf(stats: WebpackStats, pagePath: string, pageData: PageData): PageLoad {
  const component = pageData.componentChunkName
  const onEveryPage = new Set(scripts(stats.assetsByChunkName.app))
  const chunks = [
    ...scripts(stats.assetsByChunkName[component]),
    ...scripts(stats.childAssetsByChunkName[component]?.preload),
    ...scripts(stats.childAssetsByChunkName.app?.preload),
  ].filter((file) => !onEveryPage.has(file))
  return {
    chunks: [...new Set(chunks)].map((file) => `/${file}`),
    data: [
      `/page-data/${pageDataFolder(pagePath)}/page-data.json`,
      "/page-data/app-data.json",
      ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
  }
}
