import path from "path"
import type { GatsbyConfig } from "gatsby"
import { cpuCoreCount } from "gatsby-core-utils"
import { readContentData, siteUrlOf } from "./gatsby/content"
import { isCanonicalPage, visitCounterSwitch, type SitemapCandidate } from "./gatsby/host"

// siteUrl decides canonical links, og:url and the sitemap; SITE_URL overrides the editor's value
// so that staging and local audits can point canonicals at themselves. A site.yaml that does not
// read must not stop Gatsby here, before the content check (gatsby-node onPreBootstrap) can name
// the line at fault; the build stops there, so these fallbacks only ever reach `gatsby develop`.
const site = (readContentData(__dirname, "content/site.yaml") ?? {}) as Record<string, unknown>
const text = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback)
const siteUrl = siteUrlOf(__dirname, process.env)

// Gatsby leaves one core to its main process: its workers (queries, HTML) and gatsby-plugin-sharp's
// queue get GATSBY_CPU_COUNT - 1. But the main process mostly waits while they work, so on two cores
// one of them sat idle through the whole image work. Counting one more puts every core to work.
process.env.GATSBY_CPU_COUNT ||= String(cpuCoreCount() + 1)

// Inlined into the pages' script like every GATSBY_ variable: "off" where no PHP host will answer.
process.env.GATSBY_VISIT_COUNTER = visitCounterSwitch(process.env)

const config: GatsbyConfig = {
  siteMetadata: {
    title: text(site.name, "Website"),
    description: text(site.description, ""),
    siteUrl,
  },
  // Directory-style URLs: public/x/index.html is served at /x/ by every static host, and hosts
  // redirect /x to /x/ on their own, so canonical links, internal links and the sitemap all end in "/".
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: path.join(__dirname, "content"),
        // Sample blog posts are read by gatsby/blog/source.ts as dashboard data, not as site YAML.
        ignore: ["**/blogs/*.yaml", "**/README.md"],
      },
    },
    {
      // Writes sitemap-index.xml and sitemap-0.xml; robots.txt (gatsby-node) points to the index.
      resolve: "gatsby-plugin-sitemap",
      options: {
        output: "/",
        query: `
          query SitemapPages {
            allSitePage {
              nodes {
                path
                pageContext
              }
            }
          }
        `,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapCandidate[] } }) =>
          allSitePage.nodes.filter(isCanonicalPage),
        serialize: ({ path: pagePath }: SitemapCandidate) => ({ url: pagePath, changefreq: "weekly" }),
      },
    },
  ],
}

export default config
