// The service pages, one per file of content/services/ from one template, and a redirect page for
// each service's old address at the root.
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { siteRedirects } from "./host"
import { servicePath } from "../src/lib/paths"

export async function createServicePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allServiceYaml: { nodes: { slug: string }[] } }>(`
    query ServiceSlugs {
      allServiceYaml(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the services from content/services/", result.errors)
    return
  }
  // Slugs equal to file names and unique choices are rules of the content check (gatsby/content/check-across-files.ts).
  const slugs = result.data.allServiceYaml.nodes.map((s) => s.slug)

  const serviceTemplate = path.resolve("src/templates/service.tsx")
  for (const slug of slugs) {
    actions.createPage({ path: servicePath(slug), component: serviceTemplate, context: { slug } })
  }

  const redirectTemplate = path.resolve("src/templates/redirect.tsx")
  for (const { from, to } of siteRedirects(slugs)) {
    // A real page for static hosts that ignore redirect files, and the redirect for hosts and
    // adapters that read Gatsby's list (given without the slash, the form the page does not own).
    actions.createPage({ path: from, component: redirectTemplate, context: { to } })
    actions.createRedirect({ fromPath: from.replace(/\/$/, ""), toPath: to, isPermanent: true })
  }
}
