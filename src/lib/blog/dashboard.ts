// The blog dashboard's PHP JSON API (get-blogs, fetch-blogs, fetch-blog-by-slug), for the build and
// the browser alike (where pages load it on demand, after they have hydrated). JSON is fetched with
// a time limit and, where asked, retries; every answer is checked before use (see
// lib/blog/dashboard-answer).
import { parseBlogBySlug, parseBlogList } from "./dashboard-answer"
import { recentPosts, type BlogPostData } from "./post"
import { slugify } from "./slug"

export const dashboardEndpoints = (base: string) => {
  const root = base.replace(/\/+$/, "")
  return {
    blogs: `${root}/get-blogs.php`,
    recent: `${root}/fetch-blogs.php`,
    bySlug: (slug: string) => `${root}/fetch-blog-by-slug.php?slug=${encodeURIComponent(slug)}`,
  }
}

export type FetchJsonResult = { ok: true; data: unknown } | { ok: false; problem: string; retryable: boolean }

export interface FetchJsonOptions {
  timeoutMs?: number
  /** Further attempts after a network error, a time-out or a 5xx answer. */
  retries?: number
  /** Wait before the first retry; doubled for each further one. */
  retryDelayMs?: number
  fetchImpl?: typeof fetch
}

const snippet = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat ? `"${flat.length > 200 ? `${flat.slice(0, 200)}...` : flat}"` : "an empty body"
}

async function fetchJsonOnce(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<FetchJsonResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(url, { headers: { Accept: "application/json" }, signal: controller.signal })
    const body = await response.text()
    if (!response.ok) {
      return {
        ok: false,
        problem: `HTTP ${response.status} ${response.statusText}`.trim() + ` with ${snippet(body)}`,
        retryable: response.status >= 500 || response.status === 429,
      }
    }
    try {
      // Some PHP hosts send a byte-order mark before the JSON.
      return { ok: true, data: JSON.parse(body.replace(/^\uFEFF/, "")) }
    } catch {
      return { ok: false, problem: `HTTP ${response.status} but not JSON: ${snippet(body)}`, retryable: false }
    }
  } catch (error) {
    // Node's fetch hides the reason (ECONNREFUSED, ENOTFOUND...) in `cause`.
    const cause = (error as { cause?: unknown } | null)?.cause
    const problem = controller.signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : `no answer (${error instanceof Error ? error.message : String(error)}${
          cause instanceof Error ? `: ${cause.message}` : ""
        })`
    return { ok: false, problem, retryable: true }
  } finally {
    clearTimeout(timer)
  }
}

/** GETs JSON from `url`. Never throws: a failure is returned with what came back, for messages. */
export async function fetchJson(
  url: string,
  { timeoutMs = 10_000, retries = 0, retryDelayMs = 1_000, fetchImpl = globalThis.fetch }: FetchJsonOptions = {},
): Promise<FetchJsonResult> {
  let result = await fetchJsonOnce(url, timeoutMs, fetchImpl)
  for (let attempt = 1; attempt <= retries && !result.ok && result.retryable; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)))
    result = await fetchJsonOnce(url, timeoutMs, fetchImpl)
  }
  return result
}

export type BlogListResult = { ok: true; posts: BlogPostData[]; skipped: string[] } | { ok: false; problem: string }

/** Every blog of get-blogs.php (or the list at `url`), checked. */
export async function fetchBlogList(
  base: string,
  { url = dashboardEndpoints(base).blogs, ...options }: FetchJsonOptions & { url?: string } = {},
): Promise<BlogListResult> {
  const answer = await fetchJson(url, options)
  if (!answer.ok) return { ok: false, problem: `${url} answered ${answer.problem}` }
  const parsed = parseBlogList(answer.data, base)
  if (!parsed.ok) return { ok: false, problem: `${url}: ${parsed.problem}` }
  return { ok: true, ...parsed.list }
}

/**
 * The "Recent Posts": the first five of fetch-blogs.php other than the post being read (`except`, its
 * slug), or null when that fails.
 */
export async function fetchRecentPosts(
  base: string,
  { except, ...options }: FetchJsonOptions & { except?: string } = {},
): Promise<BlogPostData[] | null> {
  const result = await fetchBlogList(base, { ...options, url: dashboardEndpoints(base).recent })
  return result.ok ? recentPosts(result.posts, except) : null
}

/**
 * The post of a /blog/{slug}/ address: asked for with the normalised slug, then with the slug as
 * typed. null when neither finds a blog with an id.
 */
export async function fetchBlogBySlug(
  base: string,
  slug: string,
  options: FetchJsonOptions = {},
): Promise<BlogPostData | null> {
  const candidates = [...new Set([slugify(slug), slug].filter(Boolean))]
  for (const candidate of candidates) {
    const answer = await fetchJson(dashboardEndpoints(base).bySlug(candidate), options)
    const post = answer.ok ? parseBlogBySlug(answer.data, base) : null
    if (post) return post
  }
  return null
}
