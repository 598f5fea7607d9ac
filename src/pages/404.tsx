import React from "react"
import { ClientRedirect } from "../components/client-redirect"
import { BlogPostPlaceholder } from "../components/blog/blog-post-placeholder"
import { BLOG_POST_PATH_PATTERN } from "../lib/blog/slug"

/**
 * Served as public/404.html. Unknown paths end on the home page, replacing the history entry,
 * except /blog/<slug>/: a post newer than the build, which the client-only /blog/* page shows
 * (on a host without rewrites, over this page's markup: see gatsby-ssr's onRenderBody).
 */
export default function NotFoundPage() {
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
