// How the build reads the dashboard's list, and what it read as a digest. Apart from source.ts (which
// loads Gatsby's file plugin), so that the deploy can ask the same question in a moment.
import { createHash } from "crypto"
import type { FetchJsonOptions } from "../../src/lib/blog/dashboard"
import type { BlogPostData } from "../../src/lib/blog/post"

/** Dashboard fetches at build: a slow PHP host gets time and a second and third chance. */
export const BUILD_FETCH: FetchJsonOptions = { timeoutMs: 20_000, retries: 2, retryDelayMs: 2_000 }

/**
 * What a blog is made from, as a digest: the dashboard's posts as the build reads them (checked, in
 * their order). The deploy compares it with the digest the live release was built from
 * (src/lib/build-info.ts) to tell whether the dashboard has changed since.
 */
export const dashboardDigest = (posts: readonly BlogPostData[]): string =>
  createHash("sha256").update(JSON.stringify(posts)).digest("hex")
