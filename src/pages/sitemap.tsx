import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { CallAndQuote } from "../components/contact/call-and-quote"
import { blogPath, servicePath } from "../lib/paths"
import { MAIN_PAGES } from "../lib/site-pages"
import { blogListPages, blogListPath } from "../lib/blog/list-pages"

/**
 * A human-readable map of the site, grouped as the menus group them. The blog's group is its list's
 * first page (the newest posts) and the way on to the older ones, so this page stays the same size
 * however long the blog grows; sitemap-0.xml lists every post for search engines.
 */
export default function SitemapPage({ data, location }: PageProps<Queries.SitemapPageQuery>) {
  const page = data.sitemapYaml
  if (!page) throw new Error("content/sitemap.yaml is missing")
  const blogPages = blogListPages(data.allBlogPost.totalCount).length
  const olderPosts = blogPages > 1 ? [{ name: `Older posts (page 2 of ${blogPages})`, path: blogListPath(2) }] : []
  const groups = [
    { heading: "Main Pages", links: MAIN_PAGES },
    {
      heading: "Services",
      links: data.allServiceYaml.nodes.map((service) => ({ name: service.menuLabel, path: servicePath(service.slug) })),
    },
    {
      heading: "Blog",
      links: [
        ...data.allBlogPost.nodes.map((post) => ({ name: post.title, path: blogPath(post.slug) })),
        ...olderPosts,
      ],
    },
  ].filter((group) => group.links.length > 0)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} actions={<CallAndQuote />} />
      <div className="container-page section card-rows">
        {groups.map((group) => (
          <section key={group.heading} className="card p-6">
            <h2 className="text-2xl font-bold">{group.heading}</h2>
            <ul className="mt-4 sm:space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="tap font-semibold text-brand-600 underline-offset-2 hover:underline">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  query SitemapPage {
    sitemapYaml {
      seo {
        ...SeoFields
      }
      title
      intro
    }
    allServiceYaml(sort: { order: ASC }) {
      nodes {
        slug
        menuLabel
      }
    }
    # The blog list's first page (BLOG_LIST_PAGE_SIZE), and how many posts there are.
    allBlogPost(sort: { order: ASC }, limit: 12) {
      nodes {
        slug
        title
      }
      totalCount
    }
  }
`
