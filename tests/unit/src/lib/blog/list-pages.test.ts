import {
  BLOG_LIST_PAGE_SIZE,
  blogListPages,
  blogListPath,
  pagerItems,
  postsOfPage,
} from "../../../../../src/lib/blog/list-pages"

describe("the blog list's pages", () => {
  test("twelve posts a page; /blogs/ first, then /blogs/2/ and on", () => {
    expect(BLOG_LIST_PAGE_SIZE).toBe(12)
    expect(blogListPath(1)).toBe("/blogs/")
    expect(blogListPath(2)).toBe("/blogs/2/")
    expect(blogListPath(14)).toBe("/blogs/14/")
  })

  test("one page up to twelve posts, and one even with none, so /blogs/ always exists", () => {
    expect(blogListPages(0)).toEqual([{ page: 1, pages: 1, skip: 0, limit: 12 }])
    expect(blogListPages(12)).toEqual([{ page: 1, pages: 1, skip: 0, limit: 12 }])
  })

  test("a new page for each further twelve", () => {
    expect(blogListPages(13)).toEqual([
      { page: 1, pages: 2, skip: 0, limit: 12 },
      { page: 2, pages: 2, skip: 12, limit: 12 },
    ])
    expect(blogListPages(1000)).toHaveLength(84)
    expect(blogListPages(1000).at(-1)).toEqual({ page: 84, pages: 84, skip: 996, limit: 12 })
  })

  test("a page's share of the dashboard's current list; the last built page also takes what comes after it", () => {
    const posts = Array.from({ length: 30 }, (_, index) => index)
    const [first, second] = blogListPages(24)
    expect(postsOfPage(posts, first)).toEqual(posts.slice(0, 12))
    // Six posts published since the build: page 2 was the last the build made, so it shows them all.
    expect(postsOfPage(posts, second)).toEqual(posts.slice(12))
    // Posts deleted since the build: what is left.
    expect(postsOfPage(posts.slice(0, 15), second)).toEqual([12, 13, 14])
  })
})

describe("the pager's page numbers", () => {
  test("all of them while they are few", () => {
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(1, 3)).toEqual([1, 2, 3])
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  test("the first, the last, the current one and its neighbours, with a gap for each run left out", () => {
    expect(pagerItems(1, 84)).toEqual([1, 2, "gap", 84])
    expect(pagerItems(10, 84)).toEqual([1, "gap", 9, 10, 11, "gap", 84])
    expect(pagerItems(84, 84)).toEqual([1, "gap", 83, 84])
  })

  test("never a gap for a single page: it shows that page", () => {
    expect(pagerItems(4, 84)).toEqual([1, 2, 3, 4, 5, "gap", 84])
    expect(pagerItems(81, 84)).toEqual([1, "gap", 80, 81, 82, 83, 84])
  })

  test("on every page of a blog of up to 40 pages: ascending, from 1 to the last, each page once", () => {
    for (let pages = 1; pages <= 40; pages++) {
      for (let page = 1; page <= pages; page++) {
        const numbers = pagerItems(page, pages).filter((item) => item !== "gap")
        expect([numbers[0], numbers.at(-1)]).toEqual([1, pages])
        for (let index = 1; index < numbers.length; index++) expect(numbers[index]).toBeGreaterThan(numbers[index - 1])
        expect(numbers).toContain(page)
      }
    }
  })
})
