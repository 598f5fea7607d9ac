// A blog post as the build, the blog list and the browser's runtime posts share it.

/** How many posts the sidebar's "Recent posts" lists. */
export const RECENT_POSTS = 5

/** The "Recent Posts" of a list: the first five, never the post being read (`except`, its slug). */
export const recentPosts = <T extends { slug: string }>(posts: readonly T[], except?: string): T[] =>
  posts.filter((post) => post.slug !== except).slice(0, RECENT_POSTS)

/** A blog post as every part of the site uses it, whether built from the dashboard, the samples or fetched at runtime. */
export interface BlogPostData {
  /** The dashboard's id, as text. */
  postId: string
  slug: string
  title: string
  author: string | null
  /** As the dashboard gives it; see formatBlogDate. */
  date: string | null
  /** The dashboard's image file name. */
  image: string | null
  /** The image on the dashboard, for posts without an optimised copy. */
  imageUrl: string | null
  categoryName: string | null
  /** HTML. Sanitised in built posts; raw in posts fetched at runtime until sanitiseBlogPost runs. */
  shortDescription: string
  content: string
  metaTitle: string | null
  metaDescription: string | null
}

/**
 * A post of the "Recent Posts" list: what its link shows, and the whole post when the list was
 * fetched at runtime (passed on in navigation state, so its page need not ask the dashboard again).
 */
export type RecentPost = Pick<BlogPostData, "slug" | "title" | "date"> & { post?: BlogPostData }

/** What a "Read More" link passes to the post page in navigation state. */
export interface BlogLinkState {
  blog?: BlogPostData
}

/** Navigation state is whatever history holds: accept only a post of the right shape. */
export function isBlogPostData(value: unknown): value is BlogPostData {
  if (typeof value !== "object" || value === null) return false
  const post = value as Record<string, unknown>
  return (
    typeof post.postId === "string" &&
    typeof post.slug === "string" &&
    typeof post.title === "string" &&
    typeof post.shortDescription === "string" &&
    typeof post.content === "string"
  )
}
