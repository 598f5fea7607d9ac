// The blog list in pages, so that what a visitor to /blogs/ downloads does not grow with the blog:
// the newest posts at /blogs/, older ones at /blogs/2/, /blogs/3/ and on.

/** Posts a page of the list shows: four full rows of three on a computer, six of two on a tablet. */
export const BLOG_LIST_PAGE_SIZE = 12

/** Which posts one page of the list shows (the page's context at build). */
export interface BlogListPage {
  /** 1 for /blogs/. */
  page: number
  /** Pages the build made. */
  pages: number
  /** Posts before this page's first, in the dashboard's order. */
  skip: number
  limit: number
}

export const blogListPath = (page: number): string => (page <= 1 ? "/blogs/" : `/blogs/${page}/`)

/** The pages of a list of `posts` posts: always one, so /blogs/ exists (and says so) when there are none. */
export function blogListPages(posts: number, size = BLOG_LIST_PAGE_SIZE): BlogListPage[] {
  const pages = Math.max(1, Math.ceil(posts / size))
  return Array.from({ length: pages }, (_, index) => ({ page: index + 1, pages, skip: index * size, limit: size }))
}

/**
 * A page's share of the dashboard's current list. The last page the build made also takes whatever
 * comes after it, so posts published since the build push older ones onto it rather than onto a
 * page that does not exist yet.
 */
export function postsOfPage<T>(posts: readonly T[], { page, pages, skip, limit }: BlogListPage): readonly T[] {
  return posts.slice(skip, page < pages ? skip + limit : undefined)
}

/**
 * The page numbers a pager shows: the first and last, the current one and its neighbours, and a gap
 * ("…") for each run left out, so it stays one short row at any length of blog.
 */
export function pagerItems(page: number, pages: number): (number | "gap")[] {
  // In ascending order as listed: `pages` is the largest left by the filter, and a Set keeps a
  // number where it first appears.
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages)
  return shown.flatMap((n, index) => {
    const previous = shown[index - 1]
    if (previous === undefined || n === previous + 1) return [n]
    // A gap of one page shows that page instead: "1 2 3", never "1 … 3".
    return n === previous + 2 ? [previous + 1, n] : ["gap" as const, n]
  })
}
