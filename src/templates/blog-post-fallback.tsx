import React from "react"
import type { PageProps } from "gatsby"
import { RuntimeBlogPost } from "../components/blog/runtime-blog-post"

/**
 * The client-only page of /blog/* (matchPath): every post address without a pre-rendered page,
 * i.e. posts published on the dashboard after the build. Pre-rendered as loading placeholders.
 */
export default function BlogPostFallback({ location }: PageProps) {
  return <RuntimeBlogPost pathname={location.pathname} state={location.state} />
}
