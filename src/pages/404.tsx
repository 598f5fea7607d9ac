import React from "react"
import type { PageProps } from "gatsby"
import { ClientRedirect } from "../components/client-redirect"
import { RuntimeBlogPost } from "../components/blog/runtime-blog-post"
import { BlogPostPlaceholder } from "../components/blog/blog-post-placeholder"
import { BLOG_POST_PATH_PATTERN, blogSlugFromPath } from "../lib/blog"

/**
 * Served as public/404.html. Unknown paths end on the home page, replacing the history entry
 * (SPEC §2), except /blog/<slug>/ of a post newer than the build: that one is shown from the dashboard.
 */
export default function NotFoundPage({ location }: PageProps) {
  if (blogSlugFromPath(location.pathname) !== null) {
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
