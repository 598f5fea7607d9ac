// The blog's pages: one per post of the build, and one client-side page for posts published after it.
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { BLOG_FALLBACK_PATH, blogPath } from "../../src/lib/paths"

export async function createBlogPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
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
  // post in the browser (hosts are told to answer those addresses with it, see gatsby/host/config-files.ts).
  actions.createPage({
    path: BLOG_FALLBACK_PATH,
    matchPath: `${BLOG_FALLBACK_PATH}*`,
    component: path.resolve("src/templates/blog-post-fallback.tsx"),
    context: {},
  })
}
