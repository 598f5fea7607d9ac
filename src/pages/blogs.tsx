import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { BlogList } from "../components/blog/blog-list"
import { BLOG_CARD_SIZES, type BlogCardItem } from "../components/blog/blog-card"
import { DASHBOARD_URL } from "../lib/blog/dashboard-url"
import { blogImageData } from "../lib/image-data"

export default function BlogsPage({ data, location }: PageProps<Queries.BlogsPageQuery>) {
  const page = data.blogYaml
  if (!page) throw new Error("content/blog.yaml is missing")
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
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} />
      <section className="container-page section" aria-label="Latest articles">
        <BlogList initial={initial} dashboardUrl={DASHBOARD_URL} />
      </section>
    </>
  )
}

export const query = graphql`
  query BlogsPage {
    blogYaml {
      seo {
        ...SeoFields
      }
      title
      intro
    }
    allBlogPost(sort: { order: ASC }) {
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
