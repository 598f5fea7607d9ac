import React from "react"
import type { PageProps } from "gatsby"
import { ClientRedirect } from "../components/client-redirect"
import { BlogPostPlaceholder } from "../components/blog/blog-post-placeholder"
import { RuntimeBlogPost } from "../components/blog/runtime-blog-post"
import { BLOG_POST_PATH_PATTERN } from "../lib/blog/slug"

const BLOG_POST_PATH = new RegExp(BLOG_POST_PATH_PATTERN)

/**
 * Served as public/404.html. Unknown paths end on the home page, replacing the history entry,
 * except /blog/<slug>/: a post published after the build, which this page fetches and shows. Every
 * host reaches it there: hosts with rewrites answer those addresses (and their page data) with this
 * page's (gatsby/host/config-files.ts), the others with 404.html; Gatsby renders it, rather than
 * hydrating the 404 markup, after the script of gatsby-ssr's onRenderBody.
 */
export default function NotFoundPage({ location }: PageProps) {
  if (BLOG_POST_PATH.test(location.pathname)) {
    return <RuntimeBlogPost pathname={location.pathname} state={location.state} />
  }
  return (
    <>
      <ClientRedirect to="/" title="Page not found" keepQuery={false} except={BLOG_POST_PATH_PATTERN} />
      {/* Shown instead of the notice while a blog address loads (see .client-route-placeholder). */}
      <div className="client-route-placeholder">
        <BlogPostPlaceholder />
      </div>
    </>
  )
}
