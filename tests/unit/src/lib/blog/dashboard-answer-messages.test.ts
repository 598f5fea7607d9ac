// What the build's warnings say about an entry or a value the dashboard got wrong, and which history
// states count as a post: the exact words, since an editor reads them to find the entry to fix.
import { describeEntry, describeValue, toBlogPost, uploadUrl } from "../../../../../src/lib/blog/dashboard-answer"
import { isBlogPostData } from "../../../../../src/lib/blog/post"

describe("describeValue", () => {
  test("names each kind of value shortly", () => {
    expect(describeValue(null)).toBe("null")
    expect(describeValue(undefined)).toBe("nothing")
    expect(describeValue([])).toBe("an array of 0")
    expect(describeValue([1, 2, 3])).toBe("an array of 3")
    expect(describeValue({})).toBe("an object ()")
    expect(describeValue({ id: 1, title: "x" })).toBe("an object (id, title)")
    expect(describeValue(42)).toBe("number 42")
    expect(describeValue(true)).toBe("boolean true")
  })

  test("lists at most eight keys of an object, and says when there were more", () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))
    expect(describeValue(keys(8))).toBe("an object (k0, k1, k2, k3, k4, k5, k6, k7)")
    expect(describeValue(keys(9))).toBe("an object (k0, k1, k2, k3, k4, k5, k6, k7, ...)")
  })

  test("quotes a text, cut after 80 characters", () => {
    expect(describeValue("")).toBe('the text ""')
    expect(describeValue("a".repeat(80))).toBe(`the text "${"a".repeat(80)}"`)
    expect(describeValue("a".repeat(81))).toBe(`the text "${"a".repeat(80)}..."`)
  })
})

describe("describeEntry", () => {
  test("an entry that is no object is described, with its place in the answer when known", () => {
    expect(describeEntry("x")).toBe('entry (the text "x")')
    expect(describeEntry(null, 0)).toBe("entry 1 (null)")
    expect(describeEntry([1], 2)).toBe("entry 3 (an array of 1)")
    expect(describeEntry(7, 4)).toBe("entry 5 (number 7)")
  })

  test("an object is named by its id, slug and title, whichever it has", () => {
    expect(describeEntry({ id: 12, slug: "tv-points", title: "TV Points" }, 1)).toBe(
      'entry 2 (id 12, slug "tv-points", title "TV Points")',
    )
    expect(describeEntry({ id: "12" })).toBe('entry (id "12")')
    expect(describeEntry({ slug: "tv-points" })).toBe('entry (slug "tv-points")')
    expect(describeEntry({ title: "TV Points" })).toBe('entry (title "TV Points")')
    expect(describeEntry({ id: 0 })).toBe("entry (id 0)")
  })

  test("an empty, missing or non-text id, slug or title is not a name", () => {
    expect(describeEntry({ id: null, slug: "", title: "" })).toBe("entry (no id, slug or title)")
    expect(describeEntry({ slug: 5, title: ["x"] })).toBe("entry (no id, slug or title)")
    expect(describeEntry({})).toBe("entry (no id, slug or title)")
  })

  test("a long slug or title is cut after 80 characters", () => {
    const long = "b".repeat(90)
    expect(describeEntry({ slug: long, title: long })).toBe(
      `entry (slug "${"b".repeat(80)}", title "${"b".repeat(80)}")`,
    )
  })
})

describe("toBlogPost", () => {
  test("an entry that is no object is refused, saying what it was", () => {
    expect(toBlogPost("x")).toEqual({ ok: false, problem: 'is the text "x", not a blog object' })
    expect(toBlogPost(null)).toEqual({ ok: false, problem: "is null, not a blog object" })
    expect(toBlogPost([1, 2])).toEqual({ ok: false, problem: "is an array of 2, not a blog object" })
  })

  test("an id may be a number or a text with spaces around it; a date as YAML reads it is kept as a day", () => {
    const numbered = toBlogPost({ id: 7, title: "TV Points" })
    expect(numbered.ok && numbered.post.postId).toBe("7")
    const spaced = toBlogPost({ id: "  7 ", title: "TV Points" })
    expect(spaced.ok && spaced.post.postId).toBe("7")
    expect(toBlogPost({ id: Number.NaN, title: "TV Points" }).ok).toBe(false)
    expect(toBlogPost({ id: Infinity, title: "TV Points" }).ok).toBe(false)
    expect(toBlogPost({ id: "   ", title: "TV Points" }).ok).toBe(false)
    const dated = toBlogPost({ id: 1, title: "TV Points", date: new Date(Date.UTC(2025, 1, 18, 10)) })
    expect(dated.ok && dated.post.date).toBe("2025-02-18")
    const invalid = toBlogPost({ id: 1, title: "TV Points", date: new Date(Number.NaN) })
    expect(invalid.ok && invalid.post.date).toBeNull()
  })
})

describe("uploadUrl", () => {
  test("joins the dashboard's address and the file, with every trailing slash dropped", () => {
    expect(uploadUrl("https://dash.example//", "a b.jpg")).toBe("https://dash.example/uploads/a%20b.jpg")
    expect(uploadUrl("https://dash.example", "a.jpg")).toBe("https://dash.example/uploads/a.jpg")
  })
})

describe("isBlogPostData", () => {
  const post = { postId: "1", slug: "tv-points", title: "TV Points", shortDescription: "", content: "" }

  test("a post with every field a text is one", () => {
    expect(isBlogPostData(post)).toBe(true)
  })

  test.each(["postId", "slug", "title", "shortDescription", "content"])("one without %s as a text is not", (field) => {
    expect(isBlogPostData({ ...post, [field]: undefined })).toBe(false)
    expect(isBlogPostData({ ...post, [field]: 1 })).toBe(false)
  })
})
