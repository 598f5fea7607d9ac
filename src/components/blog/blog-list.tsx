import React, { useEffect, useState } from "react"
import { BlogCard, type BlogCardItem } from "./blog-card"
import { BLOG_LIST_PAGE_SIZE, postsOfPage, type BlogListPage } from "../../lib/blog/list-pages"
import { dashboardMayBeAhead, loadBuiltAt } from "../../lib/blog/freshness"

/** A list that is all on one page. */
const ONLY_PAGE: BlogListPage = { page: 1, pages: 1, skip: 0, limit: BLOG_LIST_PAGE_SIZE }

interface BlogListProps {
  /** This page's posts of the build, in the dashboard's order. */
  initial: readonly BlogCardItem[]
  /** Which page of the list this is: its share of the dashboard's list replaces `initial`. */
  page?: BlogListPage
  /** When set, the list is refreshed from the dashboard after load, so newer posts appear. */
  dashboardUrl: string
  /**
   * When the build was made: a current build's list is shown as it is (lib/blog/freshness.ts).
   * Unset, the site's /build-info.json says.
   */
  builtAt?: string
  fetchImpl?: typeof fetch
}

/**
 * The grid of a page of the blog list. The built posts show at once. Only when the build is older
 * than the site's rebuilds promise, the page's share of the dashboard's current list replaces them
 * when it arrives, keeping the optimised images of posts the page was built with.
 */
export function BlogList({ initial, page = ONLY_PAGE, dashboardUrl, builtAt, fetchImpl }: BlogListProps) {
  const [items, setItems] = useState<readonly BlogCardItem[]>(initial)
  const [refreshing, setRefreshing] = useState(Boolean(dashboardUrl))

  useEffect(() => {
    if (!dashboardUrl) return
    let live = true
    // The dashboard client and the HTML-to-text parser load only now, after the built list is on
    // screen, and only when the build may be behind the dashboard.
    const refresh = async (): Promise<BlogCardItem[] | null> => {
      if (!dashboardMayBeAhead(builtAt ?? (await loadBuiltAt()))) return null
      const [dashboard, text] = await Promise.all([
        import(/* webpackChunkName: "dashboard" */ "../../lib/blog/dashboard"),
        import(/* webpackChunkName: "blog-text" */ "../../lib/blog/text"),
      ])
      const result = await dashboard.fetchBlogList(dashboardUrl, { fetchImpl })
      if (!result.ok) throw new Error(result.problem)
      const built = new Map(initial.map((item) => [item.post.slug, item.image]))
      return postsOfPage(result.posts, page).map((post) => ({
        post,
        excerpt: text.excerpt(post.shortDescription),
        image: built.get(post.slug),
      }))
    }
    refresh().then(
      (fresh) => {
        if (!live) return
        setRefreshing(false)
        if (fresh) setItems(fresh)
      },
      (error: unknown) => {
        if (!live) return
        setRefreshing(false)
        console.error(`Could not refresh the blog list: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
    return () => {
      live = false
    }
  }, [dashboardUrl, builtAt, initial, page, fetchImpl])

  if (items.length === 0) {
    return (
      <p role="status" className="text-center text-lg text-slate-600">
        {refreshing ? "Loading blogs..." : "No blogs available."}
      </p>
    )
  }
  return (
    <ul className="card-rows rows-centred [--card-gap:2rem]">
      {items.map((item, index) => (
        <li key={item.post.slug}>
          <BlogCard item={item} first={index === 0} />
        </li>
      ))}
    </ul>
  )
}
