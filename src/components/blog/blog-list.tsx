import React, { useEffect, useState } from "react"
import { BlogCard, type BlogCardItem } from "./blog-card"
import { excerpt } from "../../lib/blog"
import { fetchBlogList } from "../../lib/dashboard"

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
    fetchBlogList(dashboardUrl, { fetchImpl }).then((result) => {
      if (!live) return
      setRefreshing(false)
      if (!result.ok) {
        console.error(`Could not refresh the blog list: ${result.problem}`)
        return
      }
      const built = new Map(initial.map((item) => [item.post.slug, item.image]))
      setItems(
        result.posts.map((post) => ({ post, excerpt: excerpt(post.shortDescription), image: built.get(post.slug) })),
      )
    })
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
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.post.slug}>
          <BlogCard item={item} />
        </li>
      ))}
    </ul>
  )
}
