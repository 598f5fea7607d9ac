// "Recent Posts" never lists the post being read, and still lists five when there are more.
import { recentPosts } from "../../../../../src/lib/blog/post"
import { fetchRecentPosts } from "../../../../../src/lib/blog/dashboard"

const posts = Array.from({ length: 8 }, (_, i) => ({ slug: `post-${i + 1}`, title: `Post ${i + 1}` }))

test("the first five, leaving out the post being read", () => {
  expect(recentPosts(posts, "post-2").map((p) => p.slug)).toEqual(["post-1", "post-3", "post-4", "post-5", "post-6"])
  expect(recentPosts(posts, "post-8").map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"])
  expect(recentPosts(posts).map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"])
  expect(recentPosts(posts.slice(0, 2), "post-1").map((p) => p.slug)).toEqual(["post-2"])
})

test("the dashboard's list too", async () => {
  const answer = posts.map((post, i) => ({ id: i + 1, slug: post.slug, title: post.title }))
  const fetchImpl = (async () =>
    ({ ok: true, status: 200, statusText: "OK", text: async () => JSON.stringify(answer) }) as Response) as typeof fetch
  const recent = await fetchRecentPosts("https://d.example", { fetchImpl, except: "post-1" })
  expect(recent?.map((p) => p.slug)).toEqual(["post-2", "post-3", "post-4", "post-5", "post-6"])
})
