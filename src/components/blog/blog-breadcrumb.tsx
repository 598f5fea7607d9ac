import React from "react"
import { Link } from "gatsby"
import { breadcrumbTitle } from "../../lib/blog/truncate"

/** Home / Blogs / the post's title cut to 30 characters. */
export function BlogBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="hover:text-accent-300 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/blogs/" className="hover:text-accent-300 hover:underline">
            Blogs
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" title={title} className="font-semibold text-white [overflow-wrap:anywhere]">
          {breadcrumbTitle(title)}
        </li>
      </ol>
    </nav>
  )
}
