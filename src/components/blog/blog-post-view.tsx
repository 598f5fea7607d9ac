import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BlogBreadcrumb } from "./blog-breadcrumb"
import { BlogImage } from "./blog-image"
import { PostMeta } from "./post-meta"
import { BlogSidebar } from "./blog-sidebar"
import { PostCta } from "./post-cta"
import { CallAndQuote } from "../contact/call-and-quote"
import { Icon } from "../ui/icons/icon"
import type { BlogPostData } from "../../lib/blog/post"

/** The post's picture: the article column's width (the sidebar beside it from 1024 px). */
export const BLOG_POST_IMAGE_SIZES =
  "(min-width: 1280px) 896px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)"

interface BlogPostViewProps {
  /** HTML fields must already be sanitised (lib/blog/sanitize). */
  post: BlogPostData
  /** Slugs of the service pages the post is about (lib/related-services). */
  relatedServices: readonly string[]
  image?: IGatsbyImageData | null
}

/** A whole post: title band with breadcrumb and Call, short description, picture, content, and the sidebar. */
export function BlogPostView({ post, relatedServices, image }: BlogPostViewProps) {
  // A post that replaces another under the same page component starts at its top. On arrival the
  // router has already placed the page (at the top, or where Back returns to), so that is left alone.
  const shownSlug = useRef(post.slug)
  useEffect(() => {
    if (shownSlug.current === post.slug) return
    shownSlug.current = post.slug
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [post.slug])

  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-10 md:py-14">
          <BlogBreadcrumb title={post.title} />
          {post.categoryName && (
            <p className="mt-6">
              <span className="inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-navy-950">
                {post.categoryName}
              </span>
            </p>
          )}
          <h1 className="mt-4 max-w-4xl text-3xl font-extrabold tracking-tight text-white [overflow-wrap:anywhere] md:text-5xl">
            {post.title}
          </h1>
          <PostMeta author={post.author} date={post.date} className="mt-4 text-lg text-slate-200" />
          {/* A reader with the problem the post is about can call at once, on the first screen. */}
          <CallAndQuote className="mt-6" />
        </div>
      </section>

      <div className="container-page section grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article className="min-w-0">
          {/* The lead first, then the picture: on a phone the first screen is the words a reader came for. */}
          {post.shortDescription && (
            <div
              className="blog-content blog-lead mb-8"
              data-testid="blog-short-description"
              // Sanitised HTML: at build for pre-rendered posts, in the browser for fetched ones.
              dangerouslySetInnerHTML={{ __html: post.shortDescription }}
            />
          )}
          <BlogImage
            image={image}
            url={post.imageUrl}
            alt={post.title}
            className="rounded-2xl shadow-lg"
            loading="eager"
          />
          {post.content && (
            <div
              className="blog-content mt-8"
              data-testid="blog-content"
              dangerouslySetInnerHTML={{ __html: post.content }}
            />
          )}
          <PostCta relatedSlugs={relatedServices} />
          <p className="mt-10">
            <Link to="/blogs/" className="btn-primary">
              <Icon name="arrow" className="h-5 w-5 rotate-180" />
              Back to Blogs
            </Link>
          </p>
        </article>
        <BlogSidebar slug={post.slug} />
      </div>
    </>
  )
}
