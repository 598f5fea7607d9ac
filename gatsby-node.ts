import fs from "fs"
import path from "path"
import type { CreateResolversArgs, GatsbyNode } from "gatsby"
import { toSdl } from "./gatsby/content-model"
import { yamlModels } from "./gatsby/models"
import { checkChangedContent, checkContentFirst, watchContent } from "./gatsby/validate-content"
import { createContentNode } from "./gatsby/content-nodes"
import { serviceRedirects, type Redirect } from "./gatsby/redirects"
import { HASHED_ASSET, htaccess, netlifyHeaders, netlifyRedirects } from "./gatsby/host-files"
import { injectScriptHashes, originOf, type Origins } from "./gatsby/security"
import { startScriptsAfterPaint } from "./gatsby/scripts-after-paint"
import { robotsTxt } from "./gatsby/sitemap"
import { blogPostTypeDefs, sourceBlogPosts } from "./gatsby/blog-source"
import { createBlogResolvers } from "./gatsby/blog-related"
import { createSiteResolvers } from "./gatsby/site-resolvers"
import { ADMIN_DIR, writeAdmin } from "./gatsby/admin-build"
import { createRichTextExtension, richTextTypeDefs } from "./gatsby/rich-text-schema"
import { BLOG_FALLBACK_PATH, blogPath, servicePath } from "./src/lib/paths"
import { FIXED_PATHS } from "./src/lib/site-pages"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createRichTextExtension(actions)
  actions.createTypes(`${richTextTypeDefs}\n\n${toSdl(yamlModels)}\n\n${blogPostTypeDefs}`)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceBlogPosts(args)
// One argument: Gatsby waits for the callback of an API function that declares a third.
export const createResolvers = (args: CreateResolversArgs) => {
  createBlogResolvers(args)
  createSiteResolvers(args)
}

// The content check reports every mistake in content/ with file and line before Gatsby reads it.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = checkContentFirst
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = watchContent
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  checkChangedContent(args)
  await createContentNode(args)
}

interface ServiceRow {
  slug: string
  choice: { value: string; label: string }
}

async function loadServices(
  graphql: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"],
  reporter: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["reporter"],
): Promise<ServiceRow[] | undefined> {
  const result = await graphql<{ allServiceYaml: { nodes: ServiceRow[] } }>(`
    query ServiceSlugs {
      allServiceYaml(sort: { order: ASC }) {
        nodes {
          slug
          choice {
            value
            label
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the services from content/services/", result.errors)
    return undefined
  }
  // Slugs equal to file names and unique choices are rules of the content check (gatsby/content-rules.ts).
  return result.data.allServiceYaml.nodes
}

function redirectsOf(services: ServiceRow[]): Redirect[] {
  return serviceRedirects(
    services.map((s) => s.slug),
    FIXED_PATHS,
  )
}

async function createBlogPages({
  graphql,
  actions,
  reporter,
}: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]): Promise<void> {
  const result = await graphql<{ allBlogPost: { nodes: { id: string; slug: string }[] } }>(`
    query BlogPostIds {
      allBlogPost {
        nodes {
          id
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog posts", result.errors)
    return
  }
  const template = path.resolve("src/templates/blog-post.tsx")
  for (const { id, slug } of result.data.allBlogPost.nodes) {
    actions.createPage({ path: blogPath(slug), component: template, context: { id } })
  }
  // Posts published after the build: every other /blog/<slug>/ renders this page, which fetches the
  // post in the browser (hosts are told to answer those addresses with it, see gatsby/host-files).
  actions.createPage({
    path: BLOG_FALLBACK_PATH,
    matchPath: `${BLOG_FALLBACK_PATH}*`,
    component: path.resolve("src/templates/blog-post-fallback.tsx"),
    context: {},
  })
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args
  await createBlogPages(args)
  const services = await loadServices(graphql, reporter)
  if (!services) return

  const serviceTemplate = path.resolve("src/templates/service.tsx")
  for (const { slug } of services) {
    actions.createPage({ path: servicePath(slug), component: serviceTemplate, context: { slug } })
  }

  const redirectTemplate = path.resolve("src/templates/redirect.tsx")
  for (const { from, to } of redirectsOf(services)) {
    // A real page for static hosts that ignore redirect files, and the redirect for hosts and
    // adapters that read Gatsby's list (given without the slash, the form the page does not own).
    actions.createPage({ path: from, component: redirectTemplate, context: { to } })
    actions.createRedirect({ fromPath: from.replace(/\/$/, ""), toPath: to, isPermanent: true })
  }
}

function htmlFilesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["static", "page-data", ADMIN_DIR].includes(entry.name) ? [] : htmlFilesIn(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const services = await loadServices(graphql, reporter)
  if (!services) return
  const redirects = redirectsOf(services)
  const publicDir = path.resolve("public")
  const origins: Origins = {
    backend: originOf(process.env.GATSBY_BACKEND_URL),
    dashboard: originOf(process.env.GATSBY_DASHBOARD_URL),
  }
  const hashedAssets = fs.readdirSync(publicDir).filter((file) => HASHED_ASSET.test(file))
  fs.writeFileSync(path.join(publicDir, ".htaccess"), htaccess(redirects, origins))
  fs.writeFileSync(path.join(publicDir, "_redirects"), netlifyRedirects(redirects))
  fs.writeFileSync(path.join(publicDir, "_headers"), `${netlifyHeaders(origins, hashedAssets)}\n`)
  const pages = htmlFilesIn(publicDir)
  for (const file of pages) {
    fs.writeFileSync(file, injectScriptHashes(startScriptsAfterPaint(fs.readFileSync(file, "utf8"))))
  }
  reporter.info(
    `Wrote .htaccess, _redirects (${redirects.length} redirects), _headers, and script starters and hashes into ${pages.length} pages`,
  )

  // One query for what the remaining files need: siteUrl (robots.txt) and the contact form's choices.
  const extra = await graphql<{
    site: { siteMetadata: { siteUrl: string } }
    contactYaml: { serviceOptions: { value: string; label: string }[] } | null
  }>(`
    query PostBuildData {
      site {
        siteMetadata {
          siteUrl
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
  if (extra.errors || !extra.data?.contactYaml) {
    reporter.panicOnBuild(
      "Could not read siteUrl or content/contact.yaml's serviceOptions after the build",
      extra.errors,
    )
    return
  }
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(extra.data.site.siteMetadata.siteUrl))
  // gatsby-plugin-sitemap names its index sitemap-index.xml; crawlers and audits look for /sitemap.xml.
  fs.copyFileSync(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"))

  // The PHP handlers accept exactly the service choices the forms offer (backend/lib/FormChoices.php).
  const toMap = (list: { value: string; label: string }[]) => Object.fromEntries(list.map((c) => [c.value, c.label]))
  const choices = {
    enquiry: toMap(services.map((s) => s.choice)),
    contact: toMap(extra.data.contactYaml.serviceOptions),
  }
  fs.mkdirSync(path.join(publicDir, "antenna-backend"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "antenna-backend/form-choices.json"), `${JSON.stringify(choices, null, 2)}\n`)
  await writeAdmin(process.cwd(), publicDir, process.env)
}
