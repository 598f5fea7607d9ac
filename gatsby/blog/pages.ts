// The blog's pages: the list in pages of BLOG_LIST_PAGE_SIZE posts (/blogs/, /blogs/2/, ...) and one
// page per post of the build. Posts published after it are shown by the 404 page
// (src/pages/404.tsx), which hosts serve at their addresses (gatsby/host/config-files.ts).
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { blogListPages, blogListPath } from "../../src/lib/blog/list-pages"
import { blogPath } from "../../src/lib/paths"

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
  const posts = result.data.allBlogPost.nodes
  const list = path.resolve("src/templates/blog-list.tsx")
  for (const page of blogListPages(posts.length)) {
    actions.createPage({ path: blogListPath(page.page), component: list, context: page })
  }
  const template = path.resolve("src/templates/blog-post.tsx")
  for (const { id, slug } of posts) {
    actions.createPage({ path: blogPath(slug), component: template, context: { id } })
  }
}
