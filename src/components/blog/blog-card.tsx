import React from "react"
import { graphql, Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BlogImage } from "./blog-image"
import { PostMeta } from "./post-meta"
import { Icon } from "../ui/icons/icon"
import { blogPath } from "../../lib/paths"
import type { BlogLinkState, BlogPostData } from "../../lib/blog/post"

/** What a card and a post's byline show of a post: every place that lists posts asks for these. */
export const fragment = graphql`
  fragment BlogPostSummary on BlogPost {
    postId
    slug
    title
    author
    date
    image
    imageUrl
    categoryName
  }
`

/** A card's picture: one column on phones, two from 640 px, three of 400 px from 1024 px. */
export const BLOG_CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"

export interface BlogCardItem {
  post: BlogPostData
  excerpt: string
  image?: IGatsbyImageData | null
}

/**
 * One post in the blog list: picture, title, author and date, excerpt and "Read More". The first
 * card's picture is the largest thing on a phone's first screen: `first` fetches it at once.
 */
export function BlogCard({ item, first = false }: { item: BlogCardItem; first?: boolean }) {
  const { post } = item
  const path = blogPath(post.slug)
  const state: BlogLinkState = { blog: post }
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-testid="blog-card">
      <BlogImage image={item.image} url={post.imageUrl} alt="" loading={first ? "eager" : "lazy"} />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-bold break-words [overflow-wrap:anywhere]">
          <Link to={path} state={state} className="hover:text-brand-600">
            {post.title}
          </Link>
        </h2>
        <PostMeta author={post.author} date={post.date} className="mt-2 text-sm text-slate-500" />
        <p className="mt-3 flex-1 text-body text-slate-700 [overflow-wrap:anywhere]">{item.excerpt}</p>
        <Link
          to={path}
          state={state}
          className="mt-5 inline-flex items-center gap-2 self-start font-bold text-brand-600 hover:text-brand-700"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </article>
  )
}
