import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { CallAndQuote } from "../components/contact/call-and-quote"
import { BlogList } from "../components/blog/blog-list"
import { BlogPager } from "../components/blog/blog-pager"
import { BLOG_CARD_SIZES, type BlogCardItem } from "../components/blog/blog-card"
import { DASHBOARD_URL } from "../lib/blog/dashboard-url"
import type { BlogListPage } from "../lib/blog/list-pages"
import { blogImageData } from "../lib/image-data"

/** A page of the blog list (gatsby/blog/pages.ts makes one per BLOG_LIST_PAGE_SIZE posts). */
export default function BlogListTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogListPageQuery, BlogListPage>) {
  const blog = data.blogYaml
  if (!blog) throw new Error("content/blog.yaml is missing")
  const { page: number, pages } = pageContext
  // Each page its own title and description, as search engines want; /blogs/ keeps the editors' own.
  const ofPages = number > 1 ? `Page ${number} of ${pages}` : ""
  const initial = useMemo<BlogCardItem[]>(
    () =>
      data.allBlogPost.nodes.map((node) => ({
        // The card's navigation state; built posts have pages of their own, so no HTML is carried.
        post: {
          postId: node.postId,
          slug: node.slug,
          title: node.title,
          author: node.author,
          date: node.date,
          image: node.image,
          imageUrl: node.imageUrl,
          categoryName: node.categoryName,
          shortDescription: "",
          content: "",
          metaTitle: null,
          metaDescription: null,
        },
        excerpt: node.excerpt,
        image: blogImageData(node.imageFile?.childImageSharp, BLOG_CARD_SIZES) ?? null,
      })),
    [data.allBlogPost.nodes],
  )
  return (
    <>
      <Seo
        title={ofPages ? `${blog.seo.title} | ${ofPages}` : blog.seo.title}
        description={ofPages ? `${ofPages}. ${blog.seo.description}` : blog.seo.description}
        path={location.pathname}
      />
      <PageHero title={blog.title} intro={blog.intro} actions={<CallAndQuote />} />
      <section
        className="container-page section"
        aria-label={number > 1 ? `Older articles, page ${number}` : "Latest articles"}
      >
        {/* A list of its own for each page, so going from page to page never shows another's posts. */}
        <BlogList key={number} initial={initial} page={pageContext} dashboardUrl={DASHBOARD_URL} />
        <BlogPager page={number} pages={pages} />
      </section>
    </>
  )
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    blogYaml {
      seo {
        ...SeoFields
      }
      title
      intro
    }
    allBlogPost(sort: { order: ASC }, skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostSummary
        excerpt
        imageFile {
          childImageSharp {
            ...BlogImageRenditions
          }
        }
      }
    }
  }
`
