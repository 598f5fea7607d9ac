import { useEffect, useMemo, useState } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { DASHBOARD_URL } from "../lib/blog/dashboard-url"
import { dashboardMayBeAhead, loadBuiltAt } from "../lib/blog/freshness"
import { recentPosts, type RecentPost } from "../lib/blog/post"

/**
 * The five newest posts of the build other than the one being read (`except`, its slug). When a
 * dashboard is configured and the build is older than the site's rebuilds promise
 * (lib/blog/freshness.ts), they are replaced after load by the dashboard's fetch-blogs.php; a failed
 * refresh keeps the built list without a word.
 */
export function useRecentPosts(
  except: string,
  dashboardUrl: string = DASHBOARD_URL,
  /** When the build was made (lib/blog/freshness.ts); unset, the site's /build-info.json says. */
  builtAt?: string,
): readonly RecentPost[] {
  const data = useStaticQuery<Queries.RecentBlogPostsQuery>(graphql`
    query RecentBlogPosts {
      # One more than the sidebar shows: the post being read is left out of it.
      allBlogPost(sort: { order: ASC }, limit: 6) {
        nodes {
          slug
          title
          date
        }
      }
    }
  `)
  const built = useMemo(() => recentPosts(data.allBlogPost.nodes, except), [data, except])
  const [fetched, setFetched] = useState<{ except: string; posts: readonly RecentPost[] } | null>(null)
  useEffect(() => {
    if (!dashboardUrl) return
    let live = true
    Promise.resolve(builtAt ?? loadBuiltAt())
      .then(async (at) => {
        if (!dashboardMayBeAhead(at)) return null
        const { fetchRecentPosts } = await import(/* webpackChunkName: "dashboard" */ "../lib/blog/dashboard")
        return fetchRecentPosts(dashboardUrl, { except })
      })
      .then((fresh) => {
        if (live && fresh)
          setFetched({
            except,
            posts: fresh.map((post) => ({ slug: post.slug, title: post.title, date: post.date, post })),
          })
      })
      // Even the dashboard client failing to load keeps the built list, without a word.
      .catch(() => {})
    return () => {
      live = false
    }
  }, [dashboardUrl, builtAt, except])
  // A list fetched for another post is not this one's.
  return fetched?.except === except ? fetched.posts : built
}
