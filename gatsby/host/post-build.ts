// What the host needs in public/ besides Gatsby's own output, written after the build: its
// configuration files (.htaccess, _redirects, _headers), each page's priority image carried inline
// where the page asks for it, its script starter (with what the page loads next) and script hashes, robots.txt, sitemap.xml, and the
// form choices the PHP handlers accept.
import fs from "fs"
import path from "path"
import type { BuildArgs } from "gatsby"
import { CMS_PATH, cmsBackend } from "../cms"
import { HASHED_ASSET, htaccess, netlifyHeaders, netlifyRedirects } from "./config-files"
import { siteRedirects } from "./redirects"
import { inlinePriorityImages } from "./inline-image"
import { injectScriptHashes, originOf, type Origins } from "./security"
import { pageDataFolder, pageLoadOf, type PageData, type PageLoad, type WebpackStats } from "./page-load"
import { pagePathOf, startScriptsAfterPaint } from "./scripts-after-paint"
import { robotsTxt } from "./sitemap"

interface Choice {
  value: string
  label: string
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } }
  allServiceYaml: { nodes: { slug: string; choice: Choice }[] }
  contactYaml: { serviceOptions: Choice[] } | null
}

/** The pages' HTML files; not Gatsby's data folders, nor the CMS, whose page has a policy of its own. */
function htmlFilesIn(dir: string): string[] {
  const skipped = ["static", "page-data", CMS_PATH.replace(/\//g, "")]
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return skipped.includes(entry.name) ? [] : htmlFilesIn(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Writes the host's files into public/; false (after stopping the build) when the data is missing. */
export async function writeHostFiles({ graphql, reporter }: BuildArgs): Promise<boolean> {
  const result = await graphql<PostBuildData>(`
    query PostBuildData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allServiceYaml(sort: { order: ASC }) {
        nodes {
          slug
          choice {
            value
            label
          }
        }
      }
      contactYaml {
        serviceOptions {
          value
          label
        }
      }
    }
  `)
  if (result.errors || !result.data?.contactYaml) {
    reporter.panicOnBuild(
      "Could not read siteUrl, the services of content/services/ or content/contact.yaml's serviceOptions after the build",
      result.errors,
    )
    return false
  }
  const { site, allServiceYaml, contactYaml } = result.data
  const services = allServiceYaml.nodes
  const redirects = siteRedirects(services.map((s) => s.slug))
  const publicDir = path.resolve("public")
  const origins: Origins = {
    backend: originOf(process.env.GATSBY_BACKEND_URL),
    dashboard: originOf(process.env.GATSBY_DASHBOARD_URL),
  }
  const hashedAssets = fs.readdirSync(publicDir).filter((file) => HASHED_ASSET.test(file))
  const cms = cmsBackend(process.env, site.siteMetadata.siteUrl)
  fs.writeFileSync(path.join(publicDir, ".htaccess"), htaccess(redirects, origins, cms))
  fs.writeFileSync(path.join(publicDir, "_redirects"), netlifyRedirects(redirects))
  fs.writeFileSync(path.join(publicDir, "_headers"), `${netlifyHeaders(origins, hashedAssets, cms)}\n`)
  const pages = htmlFilesIn(publicDir)
  const readBuilt = (urlPath: string) => {
    const file = path.join(publicDir, decodeURI(urlPath))
    return file.startsWith(publicDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file) : null
  }
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats
  // A page with no data of Gatsby's starts with Gatsby's scripts alone.
  const loadOf = (pagePath: string | null): PageLoad | undefined => {
    const file = pagePath && path.join(publicDir, "page-data", pageDataFolder(pagePath), "page-data.json")
    if (!file || !fs.existsSync(file)) return undefined
    return pageLoadOf(stats, pagePath, JSON.parse(fs.readFileSync(file, "utf8")) as PageData)
  }
  for (const file of pages) {
    const html = inlinePriorityImages(fs.readFileSync(file, "utf8"), readBuilt)
    fs.writeFileSync(file, injectScriptHashes(startScriptsAfterPaint(html, loadOf(pagePathOf(html)))))
  }
  reporter.info(
    `Wrote .htaccess, _redirects (${redirects.length} redirects), _headers, and script starters and hashes into ${pages.length} pages`,
  )

  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteMetadata.siteUrl))
  // gatsby-plugin-sitemap names its index sitemap-index.xml; crawlers and audits look for /sitemap.xml.
  fs.copyFileSync(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"))

  // The PHP handlers accept exactly the service choices the forms offer (backend/src/Enquiry/FormChoices.php).
  const toMap = (list: Choice[]) => Object.fromEntries(list.map((c) => [c.value, c.label]))
  const choices = { enquiry: toMap(services.map((s) => s.choice)), contact: toMap(contactYaml.serviceOptions) }
  fs.mkdirSync(path.join(publicDir, "antenna-backend"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "antenna-backend/form-choices.json"), `${JSON.stringify(choices, null, 2)}\n`)
  return true
}
