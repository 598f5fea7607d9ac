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

/** A card's picture: a 7rem thumbnail on phones, two columns from 640 px, three of 400 px from 1024 px. */
export const BLOG_CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px"

export interface BlogCardItem {
  post: BlogPostData
  excerpt: string
  image?: IGatsbyImageData | null
}

/**
 * One post in the blog list: picture, title, author and date, excerpt and "Read More". On phones a
 * row, the picture a thumbnail beside the words: the list is read as a list, each post about a third
 * of a screen, and the first screen's largest element is its text, on screen with the page's first
 * paint rather than a picture's round trip later. From 640 px a card with the picture on top; the
 * first card's picture is fetched at once (`first`).
 */
export function BlogCard({ item, first = false }: { item: BlogCardItem; first?: boolean }) {
  const { post } = item
  const path = blogPath(post.slug)
  const state: BlogLinkState = { blog: post }
  return (
    <article className="card flex h-full gap-4 overflow-hidden max-sm:p-4 sm:flex-col sm:gap-0" data-testid="blog-card">
      <div className="w-28 shrink-0 max-sm:overflow-hidden max-sm:rounded-lg sm:w-full">
        <BlogImage image={item.image} url={post.imageUrl} alt="" loading={first ? "eager" : "lazy"} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col sm:p-6">
        <h2 className="text-lg leading-snug font-bold break-words [overflow-wrap:anywhere] sm:text-xl">
          <Link to={path} state={state} className="block min-h-11 hover:text-brand-600 sm:min-h-6">
            {post.title}
          </Link>
        </h2>
        <PostMeta author={post.author} date={post.date} className="mt-1 text-sm text-slate-500 sm:mt-2" />
        <p className="mt-2 flex-1 text-body text-slate-700 [overflow-wrap:anywhere] sm:mt-3">{item.excerpt}</p>
        <Link
          to={path}
          state={state}
          className="tap mt-1 gap-2 self-start font-bold text-brand-600 hover:text-brand-700 sm:mt-5"
        >
          Read More<span className="sr-only"> about {post.title}</span>
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </article>
  )
}
