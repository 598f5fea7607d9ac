import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { GatsbyConfig } from "gatsby"
import { isCanonicalPage, type SitemapCandidate } from "./gatsby/sitemap"

// siteUrl decides canonical links, og:url and the sitemap; SITE_URL overrides the editor's value
// so that staging and local audits can point canonicals at themselves.
const site = yaml.load(fs.readFileSync(path.join(__dirname, "content/site.yaml"), "utf8")) as {
  name: string
  description: string
  siteUrl: string
}
const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

const typeNameOf = ({ node }: { node: { relativeDirectory?: string; name?: string } }): string => {
  if (node.relativeDirectory === "services") return "ServiceYaml"
  const name = String(node.name)
  return `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase())}Yaml`
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
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
        // Sample blog posts are read by gatsby/blog-source.ts as dashboard data, not as site YAML.
        ignore: ["**/blogs/*.yaml", "**/README.md"],
      },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: typeNameOf },
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
                matchPath
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
