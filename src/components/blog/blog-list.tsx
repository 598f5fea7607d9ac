import React, { useEffect, useState } from "react"
import { BlogCard, type BlogCardItem } from "./blog-card"

interface BlogListProps {
  /** The posts of the build, in the dashboard's order. */
  initial: readonly BlogCardItem[]
  /** When set, the list is refreshed from the dashboard after load, so newer posts appear. */
  dashboardUrl: string
  fetchImpl?: typeof fetch
}

/**
 * The grid of the blog page. The built list shows at once; the dashboard's current list replaces
 * it when it arrives, keeping the optimised images of posts the build knew.
 */
export function BlogList({ initial, dashboardUrl, fetchImpl }: BlogListProps) {
  const [items, setItems] = useState<readonly BlogCardItem[]>(initial)
  const [refreshing, setRefreshing] = useState(Boolean(dashboardUrl))

  useEffect(() => {
    if (!dashboardUrl) return
    let live = true
    // The dashboard client and the HTML-to-text parser load only now, after the built list is on screen.
    const refresh = async () => {
      const [dashboard, text] = await Promise.all([
        import(/* webpackChunkName: "dashboard" */ "../../lib/blog/dashboard"),
        import(/* webpackChunkName: "blog-text" */ "../../lib/blog/text"),
      ])
      const result = await dashboard.fetchBlogList(dashboardUrl, { fetchImpl })
      if (!result.ok) throw new Error(result.problem)
      const built = new Map(initial.map((item) => [item.post.slug, item.image]))
      return result.posts.map((post) => ({
        post,
        excerpt: text.excerpt(post.shortDescription),
        image: built.get(post.slug),
      }))
    }
    refresh().then(
      (fresh) => {
        if (!live) return
        setRefreshing(false)
        setItems(fresh)
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
  }, [dashboardUrl, initial, fetchImpl])

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
