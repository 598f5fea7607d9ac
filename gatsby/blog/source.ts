// Blog posts at build: from the dashboard (GATSBY_DASHBOARD_URL) or, without one, from the sample
// posts of content/blogs/. Both become BlogPost nodes with sanitised HTML and, where the image can be
// had, a File node for gatsby-plugin-image. A dashboard that cannot be read stops the build: a deploy
// must never drop every blog page without saying so.
import fs from "fs"
import path from "path"
import type { Actions, NodePluginArgs, Reporter } from "gatsby"
import { createRemoteFileNode } from "gatsby-source-filesystem"
import { excerpt, metaDescriptionOf } from "../../src/lib/blog/text"
import { isoDate } from "../../src/lib/blog/dates"
import { toBlogPost } from "../../src/lib/blog/dashboard-answer"
import type { BlogPostData } from "../../src/lib/blog/post"
import { sanitizeBlogPost } from "../../src/lib/blog/sanitize"
import { fetchBlogList, type FetchJsonOptions } from "../../src/lib/blog/dashboard"
import { formatProblem, readContentFile } from "../content"
import { BUILD_FETCH, dashboardDigest } from "./dashboard-read"

export const BLOG_POST_TYPE = "BlogPost"

/** Declared in full: an empty dashboard must still build, and inference would guess from the first post. */
export const blogPostTypeDefs = `type ${BLOG_POST_TYPE} implements Node @dontInfer {
  postId: String!
  slug: String!
  title: String!
  author: String
  date: String
  image: String
  imageUrl: String
  imageFile: File @link(by: "absolutePath", from: "imagePath")
  categoryName: String
  shortDescription: String!
  content: String!
  excerpt: String!
  metaTitle: String
  metaDescription: String
  "The page's meta description: metaDescription, else the text of the short description or content."
  description: String!
  order: Int!
}`

const DOWNLOAD_CONCURRENCY = 8

export const SAMPLES_DIR = path.resolve(__dirname, "../../content/blogs")

/** The sample posts, newest first, or null after stopping the build on a broken file. */
export function loadSamplePosts(dir: string, reporter: Reporter): BlogPostData[] | null {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => /\.ya?ml$/.test(file)) : []
  const posts: BlogPostData[] = []
  const problems: string[] = []
  const slugs = new Map<string, string>()
  for (const file of files.sort()) {
    const where = path.relative(process.cwd(), path.join(dir, file))
    // Read as the content check reads them (which has stopped the build on any file that does not read).
    const { parsed, problems: unreadable } = readContentFile(where, fs.readFileSync(path.join(dir, file)))
    if (!parsed || unreadable.length > 0) {
      problems.push(...unreadable.map(formatProblem))
      continue
    }
    const check = toBlogPost(parsed.doc.toJS())
    if (!check.ok) {
      problems.push(`${where}: the post ${check.problem}`)
      continue
    }
    const same = slugs.get(check.post.slug)
    if (same) problems.push(`${where}: slug "${check.post.slug}" is already used by ${same}`)
    slugs.set(check.post.slug, where)
    posts.push(check.post)
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`Sample blog posts are invalid:\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return null
  }
  return posts.sort((a, b) => (isoDate(b.date) ?? "").localeCompare(isoDate(a.date) ?? ""))
}

let sourcedDigest = ""

/** The digest of the dashboard's posts this build sourced; "" for the sample posts. */
export const sourcedDashboardDigest = (): string => sourcedDigest

/** Every post of the dashboard in its order, or null after stopping the build. */
export async function loadDashboardPosts(
  dashboardUrl: string,
  reporter: Reporter,
  options: FetchJsonOptions = BUILD_FETCH,
): Promise<BlogPostData[] | null> {
  const result = await fetchBlogList(dashboardUrl, options)
  if (!result.ok) {
    reporter.panicOnBuild(
      `Could not load the blog posts from the dashboard (GATSBY_DASHBOARD_URL=${dashboardUrl}): ${result.problem}. ` +
        `The build stops rather than publish a site without its blog.`,
    )
    return null
  }
  for (const line of result.skipped) reporter.warn(`Blog ${line}: left out of the site`)
  return result.posts
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export type DownloadImage = (url: string) => Promise<{ absolutePath: string }>

export interface SourceBlogOptions {
  dashboardUrl?: string
  samplesDir?: string
  fetchOptions?: FetchJsonOptions
  /** Fetches an image into a File node; createRemoteFileNode, cached between builds, by default. */
  downloadImage?: DownloadImage
}

type SourceArgs = Pick<NodePluginArgs, "reporter" | "createNodeId" | "createContentDigest" | "getCache"> & {
  actions: Pick<Actions, "createNode">
}

/** Creates one BlogPost node per post (and its image File node); the sourceNodes step of gatsby-node. */
export async function sourceBlogPosts(args: SourceArgs, options: SourceBlogOptions = {}): Promise<void> {
  const { actions, reporter, createNodeId, createContentDigest } = args
  const dashboardUrl = (options.dashboardUrl ?? process.env.GATSBY_DASHBOARD_URL ?? "").trim().replace(/\/+$/, "")
  const samplesDir = options.samplesDir ?? SAMPLES_DIR

  const posts = dashboardUrl
    ? await loadDashboardPosts(dashboardUrl, reporter, options.fetchOptions)
    : loadSamplePosts(samplesDir, reporter)
  if (!posts) return
  sourcedDigest = dashboardUrl ? dashboardDigest(posts) : ""

  const downloadImage: DownloadImage =
    options.downloadImage ??
    ((url) =>
      createRemoteFileNode({
        url,
        getCache: args.getCache,
        createNode: actions.createNode as Parameters<typeof createRemoteFileNode>[0]["createNode"],
        createNodeId,
      }))

  const imagePaths = new Map<BlogPostData, string>()
  await eachLimited(posts, DOWNLOAD_CONCURRENCY, async (post) => {
    if (!post.image) return
    if (!dashboardUrl) {
      const file = path.join(samplesDir, "images", post.image)
      if (fs.existsSync(file)) imagePaths.set(post, file)
      else reporter.warn(`Sample blog "${post.slug}": its image ${path.relative(process.cwd(), file)} does not exist`)
      return
    }
    const url = post.imageUrl as string
    try {
      imagePaths.set(post, (await downloadImage(url)).absolutePath)
    } catch (error) {
      // gatsby-core-utils explains a failed fetch over a dozen lines; its "Reason:" line is the point.
      const message = error instanceof Error ? error.message : String(error)
      const reason = /^Reason: (.*)$/m.exec(message)?.[1] ?? message.split("\n")[0]
      reporter.warn(
        `Blog "${post.title}" (/blog/${post.slug}/): could not download its image ${url} (${reason}); ` +
          `the page shows the original URL instead.`,
      )
    }
  })

  posts.forEach((raw, order) => {
    const post = sanitizeBlogPost(raw)
    const fields = {
      ...post,
      excerpt: excerpt(post.shortDescription),
      description: metaDescriptionOf(post),
      imagePath: imagePaths.get(raw) ?? null,
      order,
    }
    actions.createNode({
      ...fields,
      id: createNodeId(`${BLOG_POST_TYPE} ${post.postId}`),
      parent: null,
      children: [],
      internal: { type: BLOG_POST_TYPE, contentDigest: createContentDigest(fields) },
    })
  })
  reporter.info(
    dashboardUrl
      ? `Blog: ${posts.length} post(s) from ${dashboardUrl}, ${imagePaths.size} image(s) optimised`
      : `Blog: ${posts.length} sample post(s) from content/blogs/ (GATSBY_DASHBOARD_URL is not set)`,
  )
}
