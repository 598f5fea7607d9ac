import { blogSlug, blogSlugFromPath, BLOG_POST_PATH_PATTERN, slugify } from "../../../../../src/lib/blog/slug"
import { excerpt, metaDescriptionOf, plainText } from "../../../../../src/lib/blog/text"
import { breadcrumbTitle, metaTitleOf, truncate } from "../../../../../src/lib/blog/truncate"
import { formatBlogDate, isoDate } from "../../../../../src/lib/blog/dates"
import { isBlogPostData } from "../../../../../src/lib/blog/post"
import { parseBlogBySlug, parseBlogList, toBlogPost } from "../../../../../src/lib/blog/dashboard-answer"

describe("slugify", () => {
  test.each([
    ["What's the Best TV Antenna for Melbourne? (2025 Update!)", "whats-the-best-tv-antenna-for-melbourne-2025-update"],
    ["Cat6 vs Cat5e: Which Data Cable Should You Choose?", "cat6-vs-cat5e-which-data-cable-should-you-choose"],
    ["  Same-Day   Service  ", "same-day-service"],
    ["Antennas & Foxtel -- 4–6 cameras", "antennas-foxtel-46-cameras"],
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["snake_case_title", "snakecasetitle"],
    ["!!!", ""],
    // Hyphens the title starts or ends with are not part of the address.
    ["- Storm Season -", "storm-season"],
    ["--Rescan--", "rescan"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

describe("blogSlug", () => {
  test("uses the dashboard's slug when it is usable in a URL", () => {
    expect(blogSlug({ slug: "how-many-cctv-cameras", title: "Anything" })).toBe("how-many-cctv-cameras")
    expect(blogSlug({ slug: " Mixed_Case.v2 ", title: "x" })).toBe("Mixed_Case.v2")
  })

  test("normalises a slug that is not URL-safe", () => {
    expect(blogSlug({ slug: "../../etc/passwd", title: "x" })).toBe("etcpasswd")
    expect(blogSlug({ slug: "Two Words?", title: "x" })).toBe("two-words")
  })

  test("falls back to the title when there is no usable slug", () => {
    expect(blogSlug({ title: "What's New? (2025)" })).toBe("whats-new-2025")
    expect(blogSlug({ slug: null, title: "TV Points" })).toBe("tv-points")
    expect(blogSlug({ slug: "", title: "TV Points" })).toBe("tv-points")
    expect(blogSlug({ slug: "???", title: "TV Points" })).toBe("tv-points")
    expect(blogSlug({ slug: 42, title: "TV Points" })).toBe("tv-points")
  })

  test("gives nothing when neither slug nor title yields one", () => {
    expect(blogSlug({})).toBe("")
    expect(blogSlug({ title: "?!" })).toBe("")
  })
})

describe("blogSlugFromPath", () => {
  test("reads the slug of a post address, with or without its slash", () => {
    expect(blogSlugFromPath("/blog/signal-dropouts/")).toBe("signal-dropouts")
    expect(blogSlugFromPath("/blog/signal-dropouts")).toBe("signal-dropouts")
    expect(blogSlugFromPath("/blog/caf%C3%A9/")).toBe("café")
    expect(blogSlugFromPath("/blog/%E0%A4%A/")).toBe("%E0%A4%A")
  })

  test("gives null for any other path", () => {
    for (const path of ["/blog/", "/blog", "/blogs/", "/blog/a/b/", "/service/x/", "/"]) {
      expect(blogSlugFromPath(path)).toBeNull()
    }
  })

  test("the inline-script pattern agrees with it", () => {
    const pattern = new RegExp(BLOG_POST_PATH_PATTERN)
    for (const path of ["/blog/x/", "/blog/x", "/blog/", "/blog/a/b/", "/blogs/", "/x/blog/y/"]) {
      expect(pattern.test(path)).toBe(blogSlugFromPath(path) !== null)
    }
  })
})

describe("plainText", () => {
  test("drops tags, hidden elements and comments, decodes entities and collapses whitespace", () => {
    expect(plainText("<p>Hello&nbsp;<strong>world</strong> &amp; co&#8217;s &#x2014; ok</p>")).toBe(
      "Hello world & co’s — ok",
    )
    expect(plainText("<p>a</p><p>b</p>")).toBe("a b")
    expect(plainText("x<script>alert('<p>')</script>y<style>p{}</style>z<!-- hidden -->")).toBe("x y z")
    expect(plainText('<img alt="a > b" src="x">text')).toBe("text")
    expect(plainText("&lt;script&gt;")).toBe("<script>")
  })

  test("inline markup inside a word leaves it whole; blocks and comments separate words", () => {
    expect(plainText("<p>Sign<em>al</em> <b>str</b>ength</p><p>Next</p>")).toBe("Signal strength Next")
    expect(plainText("<p>Rescan after a storm.<!-- check with Sam -->Then test the signal.</p>")).toBe(
      "Rescan after a storm. Then test the signal.",
    )
  })

  test("hidden elements keep all their text out, even nested, and the text after them is back", () => {
    expect(plainText("<p>Before<svg><g></g><text>Logo</text></svg>after</p>")).toBe("Before after")
    expect(plainText("<svg><style>p{}</style><text>Logo</text></svg>after")).toBe("after")
    expect(plainText("<noscript><p>Turn on JavaScript</p> to see the map</noscript>Coverage map")).toBe("Coverage map")
  })

  test("anything but text gives an empty string", () => {
    expect(plainText(null)).toBe("")
    expect(plainText(undefined)).toBe("")
    expect(plainText(42)).toBe("")
  })
})

describe("excerpt", () => {
  const long = `<p>${"Antenna ".repeat(20)}</p>`

  test("is the first 100 characters of the text followed by ...", () => {
    const text = "Antenna ".repeat(20).trim()
    expect(excerpt(long)).toBe(`${text.slice(0, 100).trimEnd()}...`)
    expect(Array.from(excerpt(long).replace(/\.\.\.$/, "")).length).toBeLessThanOrEqual(100)
  })

  test("counts characters, not UTF-16 units: no emoji is cut in half", () => {
    const result = excerpt(`<p>${"📡".repeat(120)}</p>`)
    expect(result).toBe(`${"📡".repeat(100)}...`)
  })

  test("a short text is followed by ... too, without doubling a full stop or ellipsis", () => {
    expect(excerpt("<p>Short.</p>")).toBe("Short...")
    expect(excerpt("<p>Wait…</p>")).toBe("Wait...")
    expect(excerpt("<p>Really?</p>")).toBe("Really?...")
    expect(excerpt("<p>To be continued...</p>")).toBe("To be continued...")
    expect(excerpt("<p>And then . . .</p>")).toBe("And then...")
  })

  test("nothing to show gives nothing", () => {
    expect(excerpt("")).toBe("")
    expect(excerpt(null)).toBe("")
    expect(excerpt("<p> </p>")).toBe("")
  })
})

describe("breadcrumb truncation", () => {
  test("cuts titles over 30 characters and adds ...", () => {
    expect(breadcrumbTitle("What's the Best TV Antenna for Melbourne? (2025 Update!)")).toBe(
      "What's the Best TV Antenna for...",
    )
  })

  test("leaves a title of up to 30 characters as it is", () => {
    expect(breadcrumbTitle("Exactly thirty characters long")).toBe("Exactly thirty characters long")
    expect(breadcrumbTitle("Short title")).toBe("Short title")
  })

  test("truncate trims the space before the ellipsis", () => {
    expect(truncate("abc def", 4)).toBe("abc...")
  })
})

describe("meta title and description", () => {
  const post = {
    title: "TV Points",
    metaTitle: null,
    metaDescription: null,
    shortDescription: `<p>${"Signal ".repeat(40)}</p>`,
    content: "<p>Content</p>",
  }

  test("title: meta_title, else title", () => {
    expect(metaTitleOf(post)).toBe("TV Points")
    expect(metaTitleOf({ ...post, metaTitle: "TV Points | Melbourne" })).toBe("TV Points | Melbourne")
    // The dashboard's meta_title is reduced to its text when the answer is read: markup alone is no title.
    const fromDashboard = (metaTitle: string) => {
      const check = toBlogPost({ id: 1, title: "TV Points", meta_title: metaTitle })
      if (!check.ok) throw new Error(check.problem)
      return metaTitleOf(check.post)
    }
    expect(fromDashboard("<b></b>")).toBe("TV Points")
    expect(fromDashboard("<b>TV</b> &amp; Data")).toBe("TV & Data")
  })

  test("description: meta_description, else the short description's text cut to 160 characters", () => {
    expect(metaDescriptionOf({ ...post, metaDescription: "Own description." })).toBe("Own description.")
    const fallback = metaDescriptionOf(post)
    expect(fallback.length).toBeLessThanOrEqual(160)
    expect(fallback).toBe("Signal ".repeat(40).slice(0, 160).trim())
    expect(fallback).not.toMatch(/[<>]/)
  })

  test("without a short description: the content's text, else the title", () => {
    expect(
      metaDescriptionOf({ ...post, shortDescription: "", content: "<h2>Storms</h2><p>Rescan after a storm.</p>" }),
    ).toBe("Storms Rescan after a storm.")
    expect(metaDescriptionOf({ ...post, shortDescription: "", content: "" })).toBe("TV Points")
  })
})

describe("formatBlogDate", () => {
  test.each([
    ["2025-02-18 10:15:00", "18 February 2025"],
    ["2025-02-18", "18 February 2025"],
    ["2025-12-01T23:30:00Z", "1 December 2025"],
    ["2025-12-31T23:30:00+11:00", "31 December 2025"],
    ["18/02/2025", "18 February 2025"],
  ])("%s -> %s", (input, shown) => {
    expect(formatBlogDate(input)).toBe(shown)
  })

  test("an unparseable date is shown as given, never Invalid Date", () => {
    expect(formatBlogDate("Last Tuesday")).toBe("Last Tuesday")
    expect(formatBlogDate("2025-02-30 10:00:00")).toBe("2025-02-30 10:00:00")
    expect(formatBlogDate("2025-13-01")).toBe("2025-13-01")
    expect(formatBlogDate("")).toBe("")
  })

  test("a missing or non-text date shows nothing", () => {
    expect(formatBlogDate(null)).toBe("")
    expect(formatBlogDate(undefined)).toBe("")
    expect(formatBlogDate(1735689600)).toBe("")
  })

  test("isoDate gives the calendar date or null", () => {
    expect(isoDate("2025-02-18 10:15:00")).toBe("2025-02-18")
    expect(isoDate("1/2/2025")).toBe("2025-02-01")
    expect(isoDate("Last Tuesday")).toBeNull()
  })
})

describe("response validation", () => {
  const good = {
    id: 7,
    slug: null,
    title: "What's New? (2025)",
    author: "Sam",
    date: "2025-02-18 10:15:00",
    image: "a b.jpg",
    short_description: "<p>Short</p>",
    full_content: "<p>Full</p>",
    content: "<p>Other</p>",
    category_name: "CCTV",
    meta_title: "Meta",
    meta_description: "Desc",
  }

  test("maps the dashboard's fields onto a post", () => {
    const check = toBlogPost(good, "https://dash.example/")
    expect(check).toEqual({
      ok: true,
      post: {
        postId: "7",
        slug: "whats-new-2025",
        title: "What's New? (2025)",
        author: "Sam",
        date: "2025-02-18 10:15:00",
        image: "a b.jpg",
        imageUrl: "https://dash.example/uploads/a%20b.jpg",
        categoryName: "CCTV",
        shortDescription: "<p>Short</p>",
        content: "<p>Full</p>",
        metaTitle: "Meta",
        metaDescription: "Desc",
      },
    })
  })

  test("content is full_content, else content", () => {
    const check = toBlogPost({ ...good, full_content: undefined })
    expect(check.ok && check.post.content).toBe("<p>Other</p>")
    const blank = toBlogPost({ ...good, full_content: "  " })
    expect(blank.ok && blank.post.content).toBe("<p>Other</p>")
  })

  test("wrong types become empty values, never crashes", () => {
    const check = toBlogPost({
      id: "12",
      title: "T",
      author: { name: "x" },
      date: 20250218,
      image: ["a.jpg"],
      short_description: 42,
      full_content: null,
      content: false,
      category_name: true,
      meta_title: [],
      meta_description: {},
    })
    expect(check).toEqual({
      ok: true,
      post: expect.objectContaining({
        postId: "12",
        author: null,
        date: "20250218",
        image: null,
        imageUrl: null,
        shortDescription: "",
        content: "",
        categoryName: null,
        metaTitle: null,
        metaDescription: null,
      }),
    })
  })

  test("markup in text fields is dropped, not kept", () => {
    const check = toBlogPost({
      id: 1,
      title: "<script>alert(1)</script><b>Bold</b> title",
      author: "<img src=x onerror=alert(1)>Sam",
    })
    expect(check.ok && [check.post.title, check.post.author]).toEqual(["Bold title", "Sam"])
  })

  test("an entry without id or title is refused, saying why", () => {
    expect(toBlogPost({ title: "x" })).toEqual({ ok: false, problem: "has no id (got nothing)" })
    expect(toBlogPost({ id: null, title: "x" })).toEqual({ ok: false, problem: "has no id (got null)" })
    expect(toBlogPost({ id: 1, title: "   " })).toMatchObject({
      ok: false,
      problem: expect.stringContaining("no title"),
    })
    expect(toBlogPost({ id: 1, title: "?!" })).toMatchObject({ ok: false, problem: expect.stringContaining("slug") })
    expect(toBlogPost("text")).toMatchObject({ ok: false })
    expect(toBlogPost(null)).toMatchObject({ ok: false })
    expect(toBlogPost([1])).toMatchObject({ ok: false })
  })

  test("parseBlogList needs a JSON array and names what came instead", () => {
    expect(parseBlogList({ error: "db down" })).toEqual({
      ok: false,
      problem: "expected a JSON array of blogs, got an object (error)",
    })
    expect(parseBlogList("<html>")).toMatchObject({ ok: false, problem: expect.stringContaining('"<html>"') })
    expect(parseBlogList(null)).toMatchObject({ ok: false })
    expect(parseBlogList([])).toEqual({ ok: true, list: { posts: [], skipped: [] } })
  })

  test("parseBlogList keeps the order, skips bad entries and repeated slugs or ids, naming each", () => {
    const result = parseBlogList([
      { id: 1, slug: "a", title: "A" },
      { title: "No id" },
      { id: 2, slug: "A", title: "Same slug, other case" },
      { id: 1, slug: "c", title: "Same id" },
      { id: 3, title: "B" },
    ])
    if (!result.ok) throw new Error(result.problem)
    expect(result.list.posts.map((p) => p.slug)).toEqual(["a", "b"])
    expect(result.list.skipped).toEqual([
      'entry 2 (title "No id") has no id (got nothing)',
      'entry 3 (id 2, slug "A", title "Same slug, other case") has the same slug "A" as "A"',
      'entry 4 (id 1, slug "c", title "Same id") has the same id 1 as "A"',
    ])
  })

  test("parseBlogBySlug finds a post only when it has an id", () => {
    expect(parseBlogBySlug({ id: 5, title: "T", slug: "t" })?.slug).toBe("t")
    expect(parseBlogBySlug([{ id: 5, title: "T" }])?.slug).toBe("t")
    expect(parseBlogBySlug({ title: "T" })).toBeNull()
    expect(parseBlogBySlug({ error: "Blog not found" })).toBeNull()
    expect(parseBlogBySlug(null)).toBeNull()
    expect(parseBlogBySlug([])).toBeNull()
  })

  test("parseBlogBySlug refuses an answer of several posts rather than show the first as this one", () => {
    const two = [
      { id: 5, title: "Other post", slug: "other" },
      { id: 6, title: "Asked for", slug: "asked-for" },
    ]
    expect(parseBlogBySlug(two)).toBeNull()
  })

  test("isBlogPostData accepts only a post of the right shape from history state", () => {
    const check = toBlogPost(good)
    expect(check.ok && isBlogPostData(check.post)).toBe(true)
    expect(isBlogPostData({ slug: "x" })).toBe(false)
    expect(isBlogPostData(null)).toBe(false)
    expect(isBlogPostData("x")).toBe(false)
  })
})
