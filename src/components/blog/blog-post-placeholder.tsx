import React from "react"

const bar = "animate-pulse rounded bg-slate-200"

/** Grey shapes of a post while it is being fetched. */
export function BlogPostPlaceholder() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading the post...
      </p>
      <section className="bg-navy-900">
        <div className="container-page py-10 md:py-14" aria-hidden="true">
          <div className="h-4 w-48 animate-pulse rounded bg-white/20" />
          <div className="mt-8 h-10 w-full max-w-2xl animate-pulse rounded bg-white/20" />
          <div className="mt-4 h-5 w-56 animate-pulse rounded bg-white/15" />
        </div>
      </section>
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-hidden="true">
        <div>
          <div className={`aspect-video w-full rounded-2xl ${bar}`} />
          <div className={`mt-8 h-5 w-full ${bar}`} />
          <div className={`mt-3 h-5 w-11/12 ${bar}`} />
          <div className={`mt-3 h-5 w-4/5 ${bar}`} />
          <div className={`mt-8 h-5 w-full ${bar}`} />
          <div className={`mt-3 h-5 w-3/4 ${bar}`} />
        </div>
        <div className={`h-64 rounded-2xl ${bar}`} />
      </div>
    </div>
  )
}
