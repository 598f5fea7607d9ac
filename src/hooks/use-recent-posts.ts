import { useEffect, useState } from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { RecentPost } from "../components/blog/recent-posts"
import { DASHBOARD_URL } from "../lib/blog/dashboard-url"

/**
 * The five newest posts of the build, replaced after load by the dashboard's fetch-blogs.php when a
 * dashboard is configured; a failed refresh keeps the built list without a word.
 */
export function useRecentPosts(dashboardUrl: string = DASHBOARD_URL): readonly RecentPost[] {
  const data = useStaticQuery<Queries.RecentBlogPostsQuery>(graphql`
    query RecentBlogPosts {
      allBlogPost(sort: { order: ASC }, limit: 5) {
        nodes {
          slug
          title
          date
        }
      }
    }
  `)
  const [posts, setPosts] = useState<readonly RecentPost[]>(data.allBlogPost.nodes)
  useEffect(() => {
    if (!dashboardUrl) return
    let live = true
    import(/* webpackChunkName: "dashboard" */ "../lib/blog/dashboard")
      .then(({ fetchRecentPosts }) => fetchRecentPosts(dashboardUrl))
      .then((fresh) => {
        if (live && fresh)
          setPosts(fresh.map((post) => ({ slug: post.slug, title: post.title, date: post.date, post })))
      })
      // Even the dashboard client failing to load keeps the built list, without a word.
      .catch(() => {})
    return () => {
      live = false
    }
  }, [dashboardUrl])
  return posts
}
