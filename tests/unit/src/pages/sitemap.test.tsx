// The HTML sitemap stays the same size however long the blog grows: the newest posts, then the way on.
import fs from "fs"
import path from "path"
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery, type PageProps } from "gatsby"
import SitemapPage from "../../../../src/pages/sitemap"
import { QuoteModalProvider } from "../../../../src/components/contact/quote-modal-context"
import { BLOG_LIST_PAGE_SIZE } from "../../../../src/lib/blog/list-pages"
import { testSite, testSiteMetadata } from "../../../support/jest/site-fixture"
import { staticQueryData } from "../../../support/jest/content-fixture"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, site: testSiteMetadata, siteYaml: testSite })
})

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ slug: `post-${i + 1}`, title: `Post ${i + 1}` }))

/** The page with the query's answer for a blog of `total` posts (the query asks for the first page's). */
function renderWithPosts(total: number) {
  const data = {
    sitemapYaml: { seo: { title: "Sitemap", description: "Every page." }, title: "Sitemap", intro: "Find it." },
    allServiceYaml: { nodes: [{ slug: "cctv-installation-melbourne", menuLabel: "CCTV Installation" }] },
    allBlogPost: { nodes: posts(Math.min(total, BLOG_LIST_PAGE_SIZE)), totalCount: total },
  }
  render(
    <QuoteModalProvider>
      <SitemapPage {...({ data, location: { pathname: "/sitemap/" } } as unknown as PageProps<never>)} />
    </QuoteModalProvider>,
  )
  const blog = screen.getByRole("heading", { name: /^Blog$/ }).closest("section") as HTMLElement
  return within(blog).queryAllByRole("link")
}

test("a blog of one list page: its posts, newest first, and nothing more", () => {
  const links = renderWithPosts(5)
  expect(links.map((a) => a.textContent)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"])
  expect(links[0]).toHaveAttribute("href", "/blog/post-1/")
})

test("a longer blog: the list's first page of posts, then the older posts' page, whatever its length", () => {
  for (const [total, pages] of [
    [13, 2],
    [1000, 84],
    [10_000, 834],
  ]) {
    document.body.innerHTML = ""
    const links = renderWithPosts(total)
    expect(links).toHaveLength(BLOG_LIST_PAGE_SIZE + 1)
    expect(links.at(-1)).toHaveTextContent(`Older posts (page 2 of ${pages})`)
    expect(links.at(-1)).toHaveAttribute("href", "/blogs/2/")
  }
})

test("its query asks for the blog list's first page of posts, and how many there are", () => {
  const source = fs.readFileSync(path.resolve(__dirname, "../../../../src/pages/sitemap.tsx"), "utf8")
  expect(source).toMatch(new RegExp(`allBlogPost\\(sort: \\{ order: ASC \\}, limit: ${BLOG_LIST_PAGE_SIZE}\\)`))
  expect(source).toMatch(/totalCount/)
})
