import React from "react"
import { graphql, type PageProps } from "gatsby"
import { BLOG_POST_IMAGE_SIZES, BlogPostView } from "../components/blog/blog-post-view"
import { blogImageData } from "../lib/image-data"
import { BlogPostSeo } from "../components/blog/blog-post-seo"

/** A post known at build, pre-rendered with its sanitised HTML and optimised image. */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost
  if (!post) throw new Error("Blog post not found")
  const image = blogImageData(post.imageFile?.childImageSharp, BLOG_POST_IMAGE_SIZES) ?? null
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
          ...BlogImageRenditions
        }
      }
    }
  }
`
