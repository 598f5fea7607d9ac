import React, { useEffect, useRef, useState } from "react"
import { Helmet } from "react-helmet"
import { Link } from "gatsby"
import { BlogPostView } from "./blog-post-view"
import { BlogPostSeo } from "./blog-post-seo"
import { BlogPostPlaceholder } from "./blog-post-placeholder"
import { CallAndQuote } from "../contact/call-and-quote"
import { blogSlugFromPath } from "../../lib/blog/slug"
import { isBlogPostData, type BlogLinkState, type BlogPostData } from "../../lib/blog/post"
import { DASHBOARD_URL } from "../../lib/blog/dashboard-url"
import { useServices } from "../../hooks/use-services"

type View =
  | { kind: "loading" }
  | { kind: "found"; post: BlogPostData; description: string; relatedServices: string[] }
  | { kind: "missing" }

interface RuntimeBlogPostProps {
  pathname: string
  /** history state: a "Read More" link puts the post there. */
  state: unknown
  dashboardUrl?: string
}

/**
 * A post that has no page of its own (published after the build): taken from navigation state when
 * a link passed it, else fetched from the dashboard by slug. Its HTML is sanitised here with the
 * build's rules, and its description and related services are derived as the build derives them:
 * all loaded only now, so that pages without such posts never download the parsers.
 */
export function RuntimeBlogPost({ pathname, state, dashboardUrl = DASHBOARD_URL }: RuntimeBlogPostProps) {
  const slug = blogSlugFromPath(pathname)
  const [view, setView] = useState<View>({ kind: "loading" })
  const stateRef = useRef(state)
  stateRef.current = state
  const services = useServices()
  const servicesRef = useRef(services)
  servicesRef.current = services

  useEffect(() => {
    // Only /blog/<slug>/ addresses reach this component (src/pages/404.tsx).
    if (slug === null) {
      setView({ kind: "missing" })
      return
    }
    let live = true
    setView({ kind: "loading" })
    const passed = (stateRef.current as BlogLinkState | null | undefined)?.blog
    const usable = isBlogPostData(passed) && passed.slug === slug && Boolean(passed.content || passed.shortDescription)
    ;(async () => {
      const { fetchBlogBySlug } = await import(/* webpackChunkName: "dashboard" */ "../../lib/blog/dashboard")
      const post = usable ? passed : dashboardUrl ? await fetchBlogBySlug(dashboardUrl, slug) : null
      if (!post) {
        if (live) setView({ kind: "missing" })
        return
      }
      const [{ sanitizeBlogPost }, { metaDescriptionOf }, { relatedServices }] = await Promise.all([
        import(/* webpackChunkName: "blog-sanitize" */ "../../lib/blog/sanitize"),
        import(/* webpackChunkName: "blog-text" */ "../../lib/blog/text"),
        import(/* webpackChunkName: "related-services" */ "../../lib/related-services"),
      ])
      const clean = sanitizeBlogPost(post)
      const related = relatedServices(`${clean.shortDescription} ${clean.content}`, servicesRef.current)
      if (live) {
        setView({
          kind: "found",
          post: clean,
          description: metaDescriptionOf(clean),
          relatedServices: related.map((service) => service.slug),
        })
      }
    })().catch((error: unknown) => {
      console.error(`Could not show the blog post "${slug}"`, error)
      if (live) setView({ kind: "missing" })
    })
    return () => {
      live = false
    }
  }, [slug, dashboardUrl])

  if (view.kind === "found") {
    return (
      <>
        <BlogPostSeo post={view.post} description={view.description} imageSrc={view.post.imageUrl} />
        <BlogPostView post={view.post} relatedServices={view.relatedServices} />
      </>
    )
  }
  return (
    <>
      <Helmet>
        <title>{view.kind === "missing" ? "Blog not found" : "Loading blog..."}</title>
        <meta name="robots" content="noindex,follow" />
      </Helmet>
      {view.kind === "loading" ? (
        <BlogPostPlaceholder />
      ) : (
        <div className="container-page section text-center">
          <h1 className="text-2xl font-bold md:text-3xl">Blog not found or the link is broken.</h1>
          <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
            <CallAndQuote quote={false} />
            <Link to="/blogs/" className="btn-primary">
              Back to Blogs
            </Link>
          </div>
        </div>
      )}
    </>
  )
}
