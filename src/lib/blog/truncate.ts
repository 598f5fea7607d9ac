// Cutting titles and texts of blog posts to a number of characters (never inside an emoji).
import type { BlogPostData } from "./post"

export const EXCERPT_LENGTH = 100
export const BREADCRUMB_TITLE_LENGTH = 30
export const META_DESCRIPTION_LENGTH = 160

/** The first `length` characters (not UTF-16 units, so no emoji is split). */
export function firstCharacters(text: string, length: number): string {
  const characters = Array.from(text)
  return characters.length <= length ? text : characters.slice(0, length).join("").trimEnd()
}

/** A title cut to `length` characters plus "..." when it is longer. */
export function truncate(text: string, length: number): string {
  return Array.from(text).length > length ? `${firstCharacters(text, length)}...` : text
}

/** The post's last breadcrumb: the title cut to 30 characters plus "...". */
export const breadcrumbTitle = (title: string): string => truncate(title, BREADCRUMB_TITLE_LENGTH)

/** The page title: meta_title (already plain text, see dashboard-answer), else title. */
export function metaTitleOf(post: Pick<BlogPostData, "title" | "metaTitle">): string {
  return post.metaTitle || post.title
}
