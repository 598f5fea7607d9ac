import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { createBlogPages } from "../../../../gatsby/blog/pages"

/** createBlogPages against a GraphQL layer holding `count` posts; the pages it asked for. */
async function pagesFor(count: number) {
  const nodes = Array.from({ length: count }, (_, index) => ({ id: `node-${index + 1}`, slug: `post-${index + 1}` }))
  const createPage = jest.fn()
  const args = {
    graphql: jest.fn().mockResolvedValue({ data: { allBlogPost: { nodes } } }),
    actions: { createPage },
    reporter: { panicOnBuild: jest.fn() },
  } as unknown as CreatePagesArgs
  await createBlogPages(args)
  return createPage.mock.calls.map(([page]: [{ path: string; component: string; context: unknown }]) => ({
    path: page.path,
    template: path.basename(page.component),
    context: page.context,
  }))
}

describe("the blog's pages", () => {
  test("the list in pages of twelve, each told which posts it shows, then one page per post", async () => {
    const pages = await pagesFor(25)
    expect(pages.filter((p) => p.template === "blog-list.tsx")).toEqual([
      { path: "/blogs/", template: "blog-list.tsx", context: { page: 1, pages: 3, skip: 0, limit: 12 } },
      { path: "/blogs/2/", template: "blog-list.tsx", context: { page: 2, pages: 3, skip: 12, limit: 12 } },
      { path: "/blogs/3/", template: "blog-list.tsx", context: { page: 3, pages: 3, skip: 24, limit: 12 } },
    ])
    const posts = pages.filter((p) => p.template === "blog-post.tsx")
    expect(posts).toHaveLength(25)
    expect(posts[0]).toEqual({ path: "/blog/post-1/", template: "blog-post.tsx", context: { id: "node-1" } })
  })

  test("without posts, /blogs/ is still made (it says none are available)", async () => {
    expect(await pagesFor(0)).toEqual([
      { path: "/blogs/", template: "blog-list.tsx", context: { page: 1, pages: 1, skip: 0, limit: 12 } },
    ])
  })
})
