import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { BlogList } from "../components/blog/blog-list"
import type { BlogCardItem } from "../components/blog/blog-card"
import { DASHBOARD_URL } from "../lib/blog/dashboard-url"

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
        image: node.imageFile?.childImageSharp?.gatsbyImageData ?? null,
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
            gatsbyImageData(
              width: 640
              aspectRatio: 1.7778
              layout: CONSTRAINED
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP]
              outputPixelDensities: [0.5, 1]
              sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`
