import React from "react"
import { formatBlogDate, isoDate } from "../../lib/blog/dates"

/** "By Sam Patel · 8 April 2025"; either part is left out when the dashboard has none. */
export function PostMeta({
  author,
  date,
  className = "",
}: {
  author: string | null
  date: string | null
  className?: string
}) {
  const shown = formatBlogDate(date)
  const iso = isoDate(date)
  if (!author && !shown) return null
  return (
    <p className={className}>
      {author && <span>By {author}</span>}
      {author && shown && <span aria-hidden="true"> · </span>}
      {shown && (iso ? <time dateTime={iso}>{shown}</time> : <span>{shown}</span>)}
    </p>
  )
}
