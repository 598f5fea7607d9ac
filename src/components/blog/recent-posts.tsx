import React from "react"
import { Link } from "gatsby"
import { formatBlogDate, isoDate } from "../../lib/blog/dates"
import type { BlogLinkState, RecentPost } from "../../lib/blog/post"
import { blogPath } from "../../lib/paths"

/** The sidebar's "Recent Posts": up to five links, each with its date. */
export function RecentPosts({ posts }: { posts: readonly RecentPost[] }) {
  return (
    <section aria-labelledby="recent-posts" className="card p-6">
      <h2 id="recent-posts" className="text-xl font-bold">
        Recent Posts
      </h2>
      {posts.length === 0 ? (
        <p className="mt-4 text-slate-600">No recent posts found.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {posts.map((recent) => {
            const shown = formatBlogDate(recent.date)
            const iso = isoDate(recent.date)
            const state: BlogLinkState | undefined = recent.post ? { blog: recent.post } : undefined
            return (
              <li key={recent.slug} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={blogPath(recent.slug)}
                  state={state}
                  className="tap font-semibold text-navy-900 [overflow-wrap:anywhere] hover:text-brand-600 hover:underline"
                >
                  {recent.title}
                </Link>
                {shown && (
                  <p className="mt-1 text-sm text-slate-500">{iso ? <time dateTime={iso}>{shown}</time> : shown}</p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
