import React from "react"
import { RecentPosts } from "./recent-posts"
import { FollowUs } from "./follow-us"
import { useRecentPosts } from "../../hooks/use-recent-posts"

/** The sidebar of the post `slug`: the other recent posts and the business's profiles. */
export function BlogSidebar({ slug }: { slug: string }) {
  const recent = useRecentPosts(slug)
  return (
    <aside className="space-y-8 lg:sticky lg:top-40" aria-label="More from our blog">
      <RecentPosts posts={recent} />
      <FollowUs />
    </aside>
  )
}
