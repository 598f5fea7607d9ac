import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/icons/icon"
import { blogListPath, pagerItems } from "../../lib/blog/list-pages"

const stepClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-brand-600 hover:bg-brand-50 hover:text-brand-700"
const numberClass = "inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 font-bold"

/** The links between the pages of the blog list: newer, the page numbers, older. Nothing for one page. */
export function BlogPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
      {page > 1 && (
        <Link to={blogListPath(page - 1)} rel="prev" className={stepClass}>
          <Icon name="arrow" className="h-5 w-5 rotate-180" />
          Newer posts
        </Link>
      )}
      <ol className="flex flex-wrap items-center justify-center gap-1">
        {pagerItems(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${numberClass} bg-navy-900 text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={blogListPath(item)} className={`${numberClass} text-brand-600 hover:bg-brand-50`}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <Link to={blogListPath(page + 1)} rel="next" className={stepClass}>
          Older posts
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      )}
    </nav>
  )
}
