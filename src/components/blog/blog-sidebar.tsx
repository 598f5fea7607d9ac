import React from "react"
import { RecentPosts } from "./recent-posts"
import { FollowUs } from "./follow-us"
import { useRecentPosts } from "../../hooks/use-recent-posts"

export function BlogSidebar() {
  const recent = useRecentPosts()
  return (
    <aside className="space-y-8 lg:sticky lg:top-40" aria-label="More from our blog">
      <RecentPosts posts={recent} />
      <FollowUs />
    </aside>
  )
}
