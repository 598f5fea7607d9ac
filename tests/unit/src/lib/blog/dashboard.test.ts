import {
  dashboardEndpoints,
  fetchBlogBySlug,
  fetchBlogList,
  fetchJson,
  fetchRecentPosts,
} from "../../../../../src/lib/blog/dashboard"

type Answer = { status?: number; statusText?: string; body?: string } | Error | "hang"

/** A fetch that gives the answers in turn and records the URLs asked for. */
function fakeFetch(...answers: Answer[]) {
  const urls: string[] = []
  const impl = jest.fn((url: string, init?: RequestInit) => {
    urls.push(url)
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)]
    if (answer === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))
      })
    }
    if (answer instanceof Error) return Promise.reject(answer)
    const status = answer.status ?? 200
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: answer.statusText ?? (status === 200 ? "OK" : "Error"),
      text: () => Promise.resolve(answer.body ?? ""),
    } as Response)
  })
  return { impl: impl as unknown as typeof fetch, urls }
}

const fast = { retryDelayMs: 1, timeoutMs: 50 }

describe("dashboardEndpoints", () => {
  test("builds the four URLs, encoding the slug", () => {
    const api = dashboardEndpoints("https://dash.example/api/")
    expect(api.blogs).toBe("https://dash.example/api/get-blogs.php")
    expect(api.recent).toBe("https://dash.example/api/fetch-blogs.php")
    expect(api.bySlug("a b/c?d&e")).toBe("https://dash.example/api/fetch-blog-by-slug.php?slug=a%20b%2Fc%3Fd%26e")
  })

  test("a base address ending in several slashes gives the same URLs", () => {
    expect(dashboardEndpoints("https://dash.example/api//").blogs).toBe("https://dash.example/api/get-blogs.php")
  })
})

describe("fetchJson", () => {
  test("parses JSON, also after a byte-order mark", async () => {
    const { impl } = fakeFetch({ body: '\uFEFF[{"id":1}]' })
    expect(await fetchJson("u", { fetchImpl: impl })).toEqual({ ok: true, data: [{ id: 1 }] })
  })

  test("retries network errors, time-outs and 5xx, then gives up naming the last problem", async () => {
    const { impl, urls } = fakeFetch(new TypeError("fetch failed"), "hang", { status: 503, body: "Busy" })
    const result = await fetchJson("u", { ...fast, fetchImpl: impl, retries: 2 })
    expect(urls).toHaveLength(3)
    expect(result).toEqual({ ok: false, problem: 'HTTP 503 Error with "Busy"', retryable: true })
  })

  test("retries a server error (500) and a request to slow down (429)", async () => {
    for (const status of [500, 429]) {
      const { impl, urls } = fakeFetch({ status, body: "Try later" }, { body: "[]" })
      expect(await fetchJson("u", { ...fast, fetchImpl: impl, retries: 1 })).toEqual({ ok: true, data: [] })
      expect([status, urls.length]).toEqual([status, 2])
    }
  })

  test("waits before the first retry and twice as long before each further one", async () => {
    jest.useFakeTimers()
    try {
      const { impl, urls } = fakeFetch({ status: 503, body: "Busy" })
      const done = fetchJson("u", { fetchImpl: impl, retries: 3, retryDelayMs: 1_000 })
      const asked = async (ms: number) => {
        await jest.advanceTimersByTimeAsync(ms)
        return urls.length
      }
      expect(await asked(0)).toBe(1)
      expect([await asked(999), await asked(1)]).toEqual([1, 2])
      expect([await asked(1_999), await asked(1)]).toEqual([2, 3])
      expect([await asked(3_999), await asked(1)]).toEqual([3, 4])
      expect(await done).toMatchObject({ ok: false, problem: 'HTTP 503 Error with "Busy"' })
    } finally {
      jest.useRealTimers()
    }
  })

  test("an answer without a status text, as over HTTP/2, is named by its code alone", async () => {
    const { impl } = fakeFetch({ status: 502, statusText: "", body: "Bad gateway" })
    expect(await fetchJson("u", { fetchImpl: impl })).toMatchObject({
      ok: false,
      problem: 'HTTP 502 with "Bad gateway"',
    })
  })

  test("an error's body is quoted on one line and cut after 200 characters; a blank one is named so", async () => {
    const problem = async (body: string) => {
      const result = await fetchJson("u", { fetchImpl: fakeFetch({ status: 500, body }).impl })
      return result.ok ? "" : result.problem
    }
    expect(await problem("Line one\n\n  line   two ")).toBe('HTTP 500 Error with "Line one line two"')
    expect(await problem("x".repeat(200))).toBe(`HTTP 500 Error with "${"x".repeat(200)}"`)
    expect(await problem("x".repeat(201))).toBe(`HTTP 500 Error with "${"x".repeat(200)}..."`)
    expect(await problem(" \n ")).toBe("HTTP 500 Error with an empty body")
  })

  test("a retry that succeeds wins", async () => {
    const { impl, urls } = fakeFetch(new TypeError("fetch failed"), { body: "[]" })
    expect(await fetchJson("u", { ...fast, fetchImpl: impl, retries: 2 })).toEqual({ ok: true, data: [] })
    expect(urls).toHaveLength(2)
  })

  test("does not retry a 404 or a body that is not JSON", async () => {
    const notFound = fakeFetch({ status: 404, body: "<h1>Not Found</h1>" })
    expect(await fetchJson("u", { ...fast, fetchImpl: notFound.impl, retries: 3 })).toMatchObject({
      ok: false,
      problem: 'HTTP 404 Error with "<h1>Not Found</h1>"',
    })
    expect(notFound.urls).toHaveLength(1)
    const html = fakeFetch({ body: "<html>maintenance</html>" })
    expect(await fetchJson("u", { ...fast, fetchImpl: html.impl, retries: 3 })).toMatchObject({
      ok: false,
      problem: 'HTTP 200 but not JSON: "<html>maintenance</html>"',
    })
    expect(html.urls).toHaveLength(1)
  })

  test("a request that hangs ends at the time limit", async () => {
    const { impl } = fakeFetch("hang")
    expect(await fetchJson("u", { fetchImpl: impl, timeoutMs: 20 })).toMatchObject({
      ok: false,
      problem: "no answer within 20 ms",
    })
  })

  test("names the network error and its cause", async () => {
    const error = new TypeError("fetch failed")
    Object.assign(error, { cause: new Error("connect ECONNREFUSED 127.0.0.1:1") })
    const { impl } = fakeFetch(error)
    expect(await fetchJson("u", { fetchImpl: impl })).toMatchObject({
      problem: "no answer (fetch failed: connect ECONNREFUSED 127.0.0.1:1)",
    })
  })
})

describe("blog calls", () => {
  test("fetchBlogList validates the answer and names the URL on failure", async () => {
    const ok = fakeFetch({ body: JSON.stringify([{ id: 1, title: "A" }, { title: "no id" }]) })
    const result = await fetchBlogList("https://d.example", { fetchImpl: ok.impl })
    expect(result).toMatchObject({ ok: true, posts: [{ slug: "a" }], skipped: [expect.stringContaining("no id")] })
    const wrong = fakeFetch({ body: '{"error":"db"}' })
    expect(await fetchBlogList("https://d.example", { fetchImpl: wrong.impl })).toEqual({
      ok: false,
      problem: "https://d.example/get-blogs.php: expected a JSON array of blogs, got an object (error)",
    })
  })

  test("fetchRecentPosts gives the first five of fetch-blogs.php, or null on failure", async () => {
    const posts = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}` }))
    const ok = fakeFetch({ body: JSON.stringify(posts) })
    const recent = await fetchRecentPosts("https://d.example", { fetchImpl: ok.impl })
    expect(ok.urls).toEqual(["https://d.example/fetch-blogs.php"])
    expect(recent?.map((p) => p.title)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"])
    const down = fakeFetch(new TypeError("fetch failed"))
    expect(await fetchRecentPosts("https://d.example", { fetchImpl: down.impl })).toBeNull()
  })

  test("fetchBlogBySlug asks with the normalised slug, then the raw one", async () => {
    const { impl, urls } = fakeFetch(
      { status: 404, body: '{"error":"Blog not found"}' },
      { body: '{"id":9,"title":"Found","slug":"Raw_Slug"}' },
    )
    const post = await fetchBlogBySlug("https://d.example", "Raw_Slug", { fetchImpl: impl })
    expect(urls).toEqual([
      "https://d.example/fetch-blog-by-slug.php?slug=rawslug",
      "https://d.example/fetch-blog-by-slug.php?slug=Raw_Slug",
    ])
    expect(post?.title).toBe("Found")
  })

  test("fetchBlogBySlug asks once when the slug is already normal, and needs an id", async () => {
    const { impl, urls } = fakeFetch({ body: '{"title":"No id"}' })
    expect(await fetchBlogBySlug("https://d.example", "plain-slug", { fetchImpl: impl })).toBeNull()
    expect(urls).toHaveLength(1)
  })

  test("fetchBlogBySlug never asks for an empty slug: one of punctuation only is asked for as typed", async () => {
    const { impl, urls } = fakeFetch({ status: 404, body: '{"error":"Blog not found"}' })
    expect(await fetchBlogBySlug("https://d.example", "!!!", { fetchImpl: impl })).toBeNull()
    expect(urls).toEqual(["https://d.example/fetch-blog-by-slug.php?slug=!!!"])
  })
})
