import React from "react"
import { Link } from "gatsby"
import { breadcrumbTitle } from "../../lib/blog/truncate"

/** The pages above a post, each followed by a separator. */
const TRAIL = [
  { to: "/", label: "Home" },
  { to: "/blogs/", label: "Blogs" },
]

/** Home / Blogs / the post's title cut to 30 characters. */
export function BlogBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {TRAIL.map((crumb) => (
          <React.Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="tap hover:text-accent-300 hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </React.Fragment>
        ))}
        <li aria-current="page" title={title} className="font-semibold text-white [overflow-wrap:anywhere]">
          {breadcrumbTitle(title)}
        </li>
      </ol>
    </nav>
  )
}
