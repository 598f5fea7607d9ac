import React from "react"
import { act, render, renderHook, screen, waitFor } from "@testing-library/react"
import { navigate, useStaticQuery } from "gatsby"
import { BlogList } from "../../../../../src/components/blog/blog-list"
import { BlogPager } from "../../../../../src/components/blog/blog-pager"
import { blogListPages } from "../../../../../src/lib/blog/list-pages"
import type { BlogCardItem } from "../../../../../src/components/blog/blog-card"
import { RecentPosts } from "../../../../../src/components/blog/recent-posts"
import { BlogBreadcrumb } from "../../../../../src/components/blog/blog-breadcrumb"
import { RuntimeBlogPost } from "../../../../../src/components/blog/runtime-blog-post"
import { toBlogPost } from "../../../../../src/lib/blog/dashboard-answer"
import { type BlogPostData } from "../../../../../src/lib/blog/post"
import { staticQueryData } from "../../../../support/jest/content-fixture"
import { QuoteModalProvider } from "../../../../../src/components/contact/quote-modal-context"
import { testSite, testSiteMetadata } from "../../../../support/jest/site-fixture"
import { useRecentPosts } from "../../../../../src/hooks/use-recent-posts"
import { forgetBuiltAt } from "../../../../../src/lib/blog/freshness"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    ...staticQueryData,
    site: testSiteMetadata,
    siteYaml: testSite,
    allBlogPost: { nodes: [{ slug: "built", title: "Built post", date: "2025-01-02" }] },
  })
  jest.mocked(navigate).mockClear()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  forgetBuiltAt()
})

afterEach(() => jest.restoreAllMocks())

const post = (fields: Record<string, unknown>): BlogPostData => {
  const check = toBlogPost(fields, "https://dash.example")
  if (!check.ok) throw new Error(check.problem)
  return check.post
}

const card = (fields: Record<string, unknown>): BlogCardItem => ({ post: post(fields), excerpt: "Built excerpt..." })

/** A fetch whose answers are chosen by URL; unknown URLs fail like a network error. */
function fetchByUrl(answers: Record<string, unknown>) {
  return jest.fn((url: string) => {
    if (!(url in answers)) return Promise.reject(new TypeError("fetch failed"))
    const body = answers[url]
    return Promise.resolve({
      ok: true,
      status: 200,
      statusText: "OK",
      text: () => Promise.resolve(JSON.stringify(body)),
    } as Response)
  }) as unknown as jest.Mock & typeof fetch
}

/** When a build was made, `hours` before now. */
const builtHoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString()

describe("BlogList", () => {
  test("a build less than two hours old shows its list as it is, without asking the dashboard", async () => {
    const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": [{ id: 9, title: "Newer" }] })
    render(
      <BlogList
        initial={[card({ id: 1, title: "Built" })]}
        dashboardUrl="https://dash.example"
        builtAt={builtHoursAgo(1.5)}
        fetchImpl={fetchImpl}
      />,
    )
    await act(async () => {})
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Built"])
  })

  test("a current build without posts says No blogs available. without asking", async () => {
    const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": [{ id: 9, title: "Newer" }] })
    render(
      <BlogList initial={[]} dashboardUrl="https://dash.example" builtAt={builtHoursAgo(0)} fetchImpl={fetchImpl} />,
    )
    expect(await screen.findByText("No blogs available.")).toBeInTheDocument()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  test("a build more than two hours old is refreshed from the dashboard", async () => {
    const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": [{ id: 9, title: "Newer" }] })
    render(
      <BlogList
        initial={[card({ id: 1, title: "Built" })]}
        dashboardUrl="https://dash.example"
        builtAt={builtHoursAgo(2.5)}
        fetchImpl={fetchImpl}
      />,
    )
    expect(await screen.findByRole("heading", { name: "Newer" })).toBeInTheDocument()
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(["https://dash.example/get-blogs.php"])
  })
  test("the build's time comes from the site's /build-info.json, asked once: current, the dashboard is not asked", async () => {
    const site = fetchByUrl({ "/build-info.json": { builtAt: builtHoursAgo(1), release: "r", dashboard: "" } })
    globalThis.fetch = site
    const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": [{ id: 9, title: "Newer" }] })
    const list = (
      <BlogList initial={[card({ id: 1, title: "Built" })]} dashboardUrl="https://dash.example" fetchImpl={fetchImpl} />
    )
    const { unmount } = render(list)
    await waitFor(() => expect(site).toHaveBeenCalled())
    await act(async () => {})
    unmount()
    render(list)
    await act(async () => {})
    expect(site.mock.calls.map(([url]) => url)).toEqual(["/build-info.json"])
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Built"])
  })

  test("a /build-info.json more than two hours old, or none, lets the list be refreshed", async () => {
    for (const answers of [{ "/build-info.json": { builtAt: builtHoursAgo(3), release: "r", dashboard: "" } }, {}]) {
      forgetBuiltAt()
      globalThis.fetch = fetchByUrl(answers)
      const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": [{ id: 9, title: "Newer" }] })
      const { unmount } = render(
        <BlogList
          initial={[card({ id: 1, title: "Built" })]}
          dashboardUrl="https://dash.example"
          fetchImpl={fetchImpl}
        />,
      )
      expect(await screen.findByRole("heading", { name: "Newer" })).toBeInTheDocument()
      unmount()
    }
  })

  test("shows the built posts at once, each with date, excerpt and Read More to /blog/{slug}/", () => {
    render(
      <BlogList
        initial={[card({ id: 1, title: "Hello World!", date: "2025-02-18 10:00:00", author: "Sam" })]}
        dashboardUrl=""
      />,
    )
    expect(screen.getByRole("heading", { name: "Hello World!" })).toBeInTheDocument()
    expect(screen.getByText("18 February 2025")).toBeInTheDocument()
    expect(screen.getByText("By Sam")).toBeInTheDocument()
    expect(screen.getByText("Built excerpt...")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read More about Hello World!" })).toHaveAttribute(
      "href",
      "/blog/hello-world/",
    )
  })

  test("the first card's picture is fetched at once, the others when scrolled near; none is a priority image (the first screen is words)", () => {
    const { container } = render(
      <BlogList
        initial={[1, 2, 3].map((id) => card({ id, title: `Post ${id}`, date: "2025-02-18", image: `p${id}.jpg` }))}
        dashboardUrl=""
      />,
    )
    const pictures = [...container.querySelectorAll("img")]
    expect(pictures.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", null],
      ["lazy", null],
      ["lazy", null],
    ])
  })

  test("an unreadable date is shown as given", () => {
    render(<BlogList initial={[card({ id: 1, title: "T", date: "Last Tuesday" })]} dashboardUrl="" />)
    expect(screen.getByText("Last Tuesday")).toBeInTheDocument()
    expect(screen.queryByText(/Invalid Date/)).not.toBeInTheDocument()
  })

  test("without a dashboard and without posts: No blogs available.", () => {
    render(<BlogList initial={[]} dashboardUrl="" />)
    expect(screen.getByRole("status")).toHaveTextContent("No blogs available.")
  })

  test("Loading blogs... only while there is nothing to show, then the dashboard's posts", async () => {
    const fetchImpl = fetchByUrl({
      "https://dash.example/get-blogs.php": [{ id: 3, title: "Fresh", short_description: "<p>New &amp; shiny</p>" }],
    })
    render(<BlogList initial={[]} dashboardUrl="https://dash.example" fetchImpl={fetchImpl} />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading blogs...")
    expect(await screen.findByRole("heading", { name: "Fresh" })).toBeInTheDocument()
    expect(screen.getByText("New & shiny...")).toBeInTheDocument()
    expect(screen.queryByText("Loading blogs...")).not.toBeInTheDocument()
  })

  test("a refresh replaces the built list and keeps built images for known posts", async () => {
    const fetchImpl = fetchByUrl({
      "https://dash.example/get-blogs.php": [
        { id: 9, title: "Newer", image: "n.jpg" },
        { id: 1, slug: "built", title: "Built" },
      ],
    })
    render(
      <BlogList
        initial={[card({ id: 1, slug: "built", title: "Built" })]}
        dashboardUrl="https://dash.example"
        fetchImpl={fetchImpl}
      />,
    )
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Built"])
    await screen.findByRole("heading", { name: "Newer" })
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Newer", "Built"])
    expect(screen.getByRole("link", { name: "Read More about Newer" })).toHaveAttribute("href", "/blog/newer/")
  })

  test("a failed refresh keeps the built list and logs", async () => {
    const fetchImpl = fetchByUrl({})
    render(
      <BlogList
        initial={[card({ id: 1, title: "Built" })]}
        dashboardUrl="https://dash.example"
        fetchImpl={fetchImpl}
      />,
    )
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining("get-blogs.php")))
    expect(screen.getByRole("heading", { name: "Built" })).toBeInTheDocument()
  })

  test("a failed refresh with nothing built: No blogs available.", async () => {
    render(<BlogList initial={[]} dashboardUrl="https://dash.example" fetchImpl={fetchByUrl({})} />)
    expect(await screen.findByText("No blogs available.")).toBeInTheDocument()
  })

  describe("on a page of a longer list", () => {
    // 30 posts on the dashboard now; the build knew 24 of them, in two pages.
    const fresh = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, title: `Post ${index + 1}` }))
    const [first, second] = blogListPages(24)
    const titles = () => screen.getAllByRole("heading").map((h) => h.textContent)

    test("a page that is not the last shows only its twelve of the dashboard's list", async () => {
      const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": fresh })
      render(
        <BlogList
          initial={[card({ id: 1, title: "Built 1" })]}
          page={first}
          dashboardUrl="https://dash.example"
          fetchImpl={fetchImpl}
        />,
      )
      await screen.findByRole("heading", { name: "Post 1" })
      expect(titles()).toEqual(fresh.slice(0, 12).map((p) => p.title))
    })

    test("the last page the build made shows the rest, posts published since pushing older ones onto it", async () => {
      const fetchImpl = fetchByUrl({ "https://dash.example/get-blogs.php": fresh })
      render(
        <BlogList
          initial={[card({ id: 13, title: "Built 13" })]}
          page={second}
          dashboardUrl="https://dash.example"
          fetchImpl={fetchImpl}
        />,
      )
      await screen.findByRole("heading", { name: "Post 13" })
      expect(titles()).toEqual(fresh.slice(12).map((p) => p.title))
    })
  })
})

describe("BlogPager", () => {
  test("nothing while the list fits on one page", () => {
    const { container } = render(<BlogPager page={1} pages={1} />)
    expect(container).toBeEmptyDOMElement()
  })

  test("newer and older posts either side of the page numbers, the current page marked and not a link", () => {
    render(<BlogPager page={2} pages={9} />)
    const pager = screen.getByRole("navigation", { name: "Blog pages" })
    expect(pager).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Newer posts" })).toHaveAttribute("href", "/blogs/")
    expect(screen.getByRole("link", { name: "Newer posts" })).toHaveAttribute("rel", "prev")
    expect(screen.getByRole("link", { name: "Older posts" })).toHaveAttribute("href", "/blogs/3/")
    expect(screen.getByRole("link", { name: "Older posts" })).toHaveAttribute("rel", "next")
    expect(
      screen.getAllByRole("link", { name: /^Page \d+$/ }).map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Page 1", "/blogs/"],
      ["Page 3", "/blogs/3/"],
      ["Page 9", "/blogs/9/"],
    ])
    const current = screen.getByText("2", { exact: false, selector: "[aria-current='page']" })
    expect(current).toHaveTextContent("Page 2")
    expect(current.closest("a")).toBeNull()
  })

  test("no Newer posts on the first page, no Older posts on the last", () => {
    const { unmount } = render(<BlogPager page={1} pages={3} />)
    expect(screen.queryByRole("link", { name: "Newer posts" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Older posts" })).toHaveAttribute("href", "/blogs/2/")
    unmount()
    render(<BlogPager page={3} pages={3} />)
    expect(screen.getByRole("link", { name: "Newer posts" })).toHaveAttribute("href", "/blogs/2/")
    expect(screen.queryByRole("link", { name: "Older posts" })).not.toBeInTheDocument()
  })
})

describe("RecentPosts and breadcrumb", () => {
  test("each recent post links with its date", () => {
    render(<RecentPosts posts={[{ slug: "a", title: "Post A", date: "2025-03-04" }]} />)
    expect(screen.getByRole("link", { name: "Post A" })).toHaveAttribute("href", "/blog/a/")
    expect(screen.getByText("4 March 2025")).toBeInTheDocument()
  })

  test("an empty list says so", () => {
    render(<RecentPosts posts={[]} />)
    expect(screen.getByText("No recent posts found.")).toBeInTheDocument()
  })

  test("breadcrumb: Home / Blogs / title cut to 30 characters", () => {
    render(<BlogBreadcrumb title="What's the Best TV Antenna for Melbourne?" />)
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(crumbs).toHaveTextContent("Home/Blogs/What's the Best TV Antenna for...")
    expect(screen.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs/")
  })
})

describe("RuntimeBlogPost", () => {
  test("shows the post passed in navigation state, sanitised, without asking the dashboard", async () => {
    const fetchSpy = jest.fn()
    globalThis.fetch = fetchSpy
    const passed = post({
      id: 5,
      slug: "passed",
      title: "Passed Post",
      full_content:
        '<p>Body</p><img src="https://dash.example/uploads/a.jpg" onerror="window.__hit=1"><script>window.__hit=2</script>',
    })
    render(
      <QuoteModalProvider>
        <RuntimeBlogPost pathname="/blog/passed/" state={{ blog: passed }} dashboardUrl="https://dash.example" />
      </QuoteModalProvider>,
    )
    expect(await screen.findByRole("heading", { level: 1, name: "Passed Post" })).toBeInTheDocument()
    const content = screen.getByTestId("blog-content")
    expect(content.innerHTML).toBe(
      '<p>Body</p><img src="https://dash.example/uploads/a.jpg" alt="" loading="lazy" decoding="async">',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test("fetches by the normalised slug, then the raw one, showing placeholders meanwhile", async () => {
    const fetchImpl = fetchByUrl({
      "https://dash.example/fetch-blog-by-slug.php?slug=Odd_Slug": { id: 8, slug: "Odd_Slug", title: "Odd One" },
      "https://dash.example/fetch-blogs.php": [],
    })
    globalThis.fetch = fetchImpl
    render(
      <QuoteModalProvider>
        <RuntimeBlogPost pathname="/blog/Odd_Slug/" state={null} dashboardUrl="https://dash.example" />
      </QuoteModalProvider>,
    )
    expect(screen.getByText("Loading the post...")).toBeInTheDocument()
    expect(await screen.findByRole("heading", { level: 1, name: "Odd One" })).toBeInTheDocument()
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        "https://dash.example/fetch-blog-by-slug.php?slug=oddslug",
        "https://dash.example/fetch-blog-by-slug.php?slug=Odd_Slug",
      ]),
    )
  })

  test("a post nobody has gives the not-found message", async () => {
    globalThis.fetch = fetchByUrl({
      "https://dash.example/fetch-blog-by-slug.php?slug=nope": { error: "Blog not found" },
    })
    render(
      <QuoteModalProvider>
        <RuntimeBlogPost pathname="/blog/nope/" state={null} dashboardUrl="https://dash.example" />
      </QuoteModalProvider>,
    )
    expect(await screen.findByText("Blog not found or the link is broken.")).toBeInTheDocument()
  })

  test("state for another post is not used", async () => {
    globalThis.fetch = fetchByUrl({})
    const other = post({ id: 1, slug: "other", title: "Other", full_content: "<p>x</p>" })
    render(
      <QuoteModalProvider>
        <RuntimeBlogPost pathname="/blog/wanted/" state={{ blog: other }} dashboardUrl="https://dash.example" />
      </QuoteModalProvider>,
    )
    expect(await screen.findByText("Blog not found or the link is broken.")).toBeInTheDocument()
  })

  test("an address that names no post is not found, and nothing navigates away", async () => {
    const fetchSpy = jest.fn()
    globalThis.fetch = fetchSpy
    render(
      <QuoteModalProvider>
        <RuntimeBlogPost pathname="/blog/a/b/" state={null} dashboardUrl="https://dash.example" />
      </QuoteModalProvider>,
    )
    expect(await screen.findByText("Blog not found or the link is broken.")).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe("useRecentPosts", () => {
  const fresh = [{ id: 7, slug: "from-the-dashboard", title: "From the dashboard", date: "2025-03-04" }]

  test("a current build's five, without asking the dashboard", async () => {
    const fetchSpy = fetchByUrl({ "https://dash.example/fetch-blogs.php": fresh })
    globalThis.fetch = fetchSpy
    const builtAt = builtHoursAgo(1)
    const { result } = renderHook(() => useRecentPosts("other", "https://dash.example", builtAt))
    await act(async () => {})
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(result.current.map((post) => post.slug)).toEqual(["built"])
  })

  test("an older build's, replaced by fetch-blogs.php", async () => {
    const fetchSpy = fetchByUrl({ "https://dash.example/fetch-blogs.php": fresh })
    globalThis.fetch = fetchSpy
    const builtAt = builtHoursAgo(3)
    const { result } = renderHook(() => useRecentPosts("other", "https://dash.example", builtAt))
    await waitFor(() => expect(result.current.map((post) => post.slug)).toEqual(["from-the-dashboard"]))
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(["https://dash.example/fetch-blogs.php"])
  })
})
