/** @jest-environment ./tests/support/jest/node-environment.js */
import fs from "fs"
import os from "os"
import path from "path"
import { blogPostTypeDefs, sourceBlogPosts, type SourceBlogOptions } from "../../../../gatsby/blog/source"

jest.mock("gatsby-source-filesystem", () => ({ createRemoteFileNode: jest.fn() }))

interface CreatedNode {
  id: string
  slug: string
  title: string
  order: number
  excerpt: string
  shortDescription: string
  content: string
  imagePath: string | null
  imageUrl: string | null
  internal: { type: string }
}

function harness() {
  const nodes: CreatedNode[] = []
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() }
  const args = {
    actions: { createNode: jest.fn((node: CreatedNode) => void nodes.push(node)) },
    reporter,
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    getCache: jest.fn(),
  }
  return { nodes, reporter, args: args as unknown as Parameters<typeof sourceBlogPosts>[0] }
}

const answer = (body: unknown, status = 200) =>
  jest.fn(() =>
    Promise.resolve({
      ok: status < 300,
      status,
      statusText: status < 300 ? "OK" : "Server Error",
      text: () => Promise.resolve(typeof body === "string" ? body : JSON.stringify(body)),
    } as Response),
  ) as unknown as typeof fetch

const dashboard = (fetchImpl: typeof fetch, extra: Partial<SourceBlogOptions> = {}): SourceBlogOptions => ({
  dashboardUrl: "http://dash.test/",
  fetchOptions: { fetchImpl, retries: 1, retryDelayMs: 1, timeoutMs: 100 },
  downloadImage: jest.fn((url: string) => Promise.resolve({ absolutePath: `/cache/${path.basename(url)}` })),
  ...extra,
})

describe("BlogPost schema", () => {
  test("is declared in full, without inference", () => {
    expect(blogPostTypeDefs).toContain("type BlogPost implements Node @dontInfer")
    expect(blogPostTypeDefs).toContain('imageFile: File @link(by: "absolutePath", from: "imagePath")')
  })
})

describe("sourceBlogPosts from the dashboard", () => {
  const posts = [
    {
      id: 1,
      slug: "first",
      title: "First",
      image: "one.jpg",
      short_description: '<p onclick="x()">Short</p>',
      full_content: "<script>alert(1)</script><p>Body</p>",
    },
    { id: 2, title: "Second post?", image: "broken.jpg", content: "<p>Only content</p>" },
    { title: "No id" },
    { id: 4, slug: "no-image", title: "No image", image: null },
  ]

  test("creates one node per usable post, in the dashboard's order, with sanitised HTML", async () => {
    const { nodes, reporter, args } = harness()
    const downloadImage = jest.fn((url: string) =>
      url.endsWith("broken.jpg")
        ? Promise.reject(new Error("Unable to fetch:\nhttp://x\n---\nReason: Response code 404 (Not Found)\n---"))
        : Promise.resolve({ absolutePath: "/cache/one.jpg" }),
    )
    await sourceBlogPosts(args, dashboard(answer(posts), { downloadImage }))

    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(nodes.map((n) => [n.slug, n.order, n.internal.type])).toEqual([
      ["first", 0, "BlogPost"],
      ["second-post", 1, "BlogPost"],
      ["no-image", 2, "BlogPost"],
    ])
    expect(nodes[0]).toMatchObject({
      shortDescription: "<p>Short</p>",
      content: "<p>Body</p>",
      excerpt: "Short...",
      description: "Short",
      imagePath: "/cache/one.jpg",
      imageUrl: "http://dash.test/uploads/one.jpg",
    })
    expect(nodes[1]).toMatchObject({ content: "<p>Only content</p>", imagePath: null })
    expect(nodes[2]).toMatchObject({ imagePath: null, imageUrl: null })
    expect(downloadImage.mock.calls.map(([url]) => url)).toEqual([
      "http://dash.test/uploads/one.jpg",
      "http://dash.test/uploads/broken.jpg",
    ])
    const warnings = reporter.warn.mock.calls.map(([message]) => message)
    expect(warnings).toEqual([
      'Blog entry 3 (title "No id") has no id (got nothing): left out of the site',
      'Blog "Second post?" (/blog/second-post/): could not download its image http://dash.test/uploads/broken.jpg ' +
        "(Response code 404 (Not Found)); the page shows the original URL instead.",
    ])
  })

  test("an empty list is valid: no posts, no failure", async () => {
    const { nodes, reporter, args } = harness()
    await sourceBlogPosts(args, dashboard(answer([])))
    expect(nodes).toEqual([])
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  test("an unreachable dashboard stops the build, naming the URL and the problem, after retrying", async () => {
    const { nodes, reporter, args } = harness()
    const down = jest.fn(() => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch
    await sourceBlogPosts(args, dashboard(down))
    expect(down).toHaveBeenCalledTimes(2)
    expect(nodes).toEqual([])
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("http://dash.test/get-blogs.php answered no answer (fetch failed)"),
    )
  })

  test.each([
    [{ error: "Database down" }, 200, "expected a JSON array of blogs, got an object (error)"],
    ["<html><body>Maintenance</body></html>", 200, 'not JSON: "<html><body>Maintenance</body></html>"'],
    ["Internal error", 500, 'HTTP 500 Server Error with "Internal error"'],
    ["null", 200, "expected a JSON array of blogs, got null"],
  ])("an answer that is not a JSON array stops the build: %p", async (body, status, expected) => {
    const { nodes, reporter, args } = harness()
    await sourceBlogPosts(args, dashboard(answer(body, status)))
    expect(nodes).toEqual([])
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    const message = reporter.panicOnBuild.mock.calls[0][0] as string
    expect(message).toContain("http://dash.test/get-blogs.php")
    expect(message).toContain(expected)
  })
})

describe("sourceBlogPosts without a dashboard", () => {
  test("uses the sample posts of content/blogs, newest first, with their local images", async () => {
    const { nodes, reporter, args } = harness()
    await sourceBlogPosts(args, { dashboardUrl: "" })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(reporter.warn).not.toHaveBeenCalled()
    const samples = fs
      .readdirSync(path.resolve(__dirname, "../../../../content/blogs"))
      .filter((f) => f.endsWith(".yaml"))
    expect(nodes).toHaveLength(samples.length)
    expect(nodes.length).toBeGreaterThanOrEqual(3)
    for (const node of nodes) {
      expect(node.imagePath && fs.existsSync(node.imagePath)).toBeTruthy()
      expect(node.imageUrl).toBeNull()
      expect(node.content.length).toBeGreaterThan(500)
      expect(node.excerpt.endsWith("...")).toBe(true)
    }
    const dates = nodes.map((n) => (n as unknown as { date: string }).date)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  test("a broken sample file stops the build, naming the file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-samples-"))
    fs.writeFileSync(path.join(dir, "good.yaml"), "id: 1\ntitle: Good\n")
    fs.writeFileSync(path.join(dir, "no-title.yaml"), "id: 2\nauthor: Someone\n")
    fs.writeFileSync(path.join(dir, "bad.yaml"), "id: [unclosed\n")
    const { nodes, reporter, args } = harness()
    await sourceBlogPosts(args, { dashboardUrl: "", samplesDir: dir })
    expect(nodes).toEqual([])
    const message = reporter.panicOnBuild.mock.calls[0][0] as string
    expect(message).toContain("bad.yaml:1:5: the value of `id` starts with `[`, which YAML reserves for its own use")
    expect(message).toContain("no-title.yaml: the post has no title")
    expect(message).not.toContain("good.yaml")
  })

  test("a sample whose image is missing is built without it, with a warning", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-samples-"))
    fs.writeFileSync(path.join(dir, "post.yaml"), 'id: 1\ntitle: Post\nimage: gone.jpg\ndate: "2025-01-01"\n')
    const { nodes, reporter, args } = harness()
    await sourceBlogPosts(args, { dashboardUrl: "", samplesDir: dir })
    expect(nodes).toHaveLength(1)
    expect(nodes[0].imagePath).toBeNull()
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("gone.jpg does not exist"))
  })
})
