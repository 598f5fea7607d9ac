import React from "react"
import { graphql, type PageProps } from "gatsby"
import { BlogPostView } from "../components/blog/blog-post-view"
import { BlogPostSeo } from "../components/blog/blog-post-seo"

/** A post known at build, pre-rendered with its sanitised HTML and optimised image. */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost
  if (!post) throw new Error("Blog post not found")
  const image = post.imageFile?.childImageSharp?.gatsbyImageData ?? null
  return (
    <>
      <BlogPostSeo post={post} description={post.description} imageSrc={image?.images.fallback?.src ?? post.imageUrl} />
      <BlogPostView post={post} relatedServices={post.relatedServices} image={image} />
    </>
  )
}

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      ...BlogPostSummary
      shortDescription
      content
      metaTitle
      metaDescription
      description
      relatedServices
      imageFile {
        childImageSharp {
          gatsbyImageData(
            width: 960
            aspectRatio: 1.7778
            layout: CONSTRAINED
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP]
            outputPixelDensities: [0.4, 0.75, 1, 1.5]
            sizes: "(min-width: 1280px) 896px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)"
          )
        }
      }
    }
  }
`
