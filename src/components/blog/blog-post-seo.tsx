import React from "react"
import { Seo } from "../seo"
import { useSite } from "../../hooks/use-site"
import { isoDate } from "../../lib/blog/dates"
import { metaTitleOf } from "../../lib/blog/truncate"
import type { BlogPostData } from "../../lib/blog/post"
import { blogPostingJsonLd, breadcrumbJsonLd } from "../../lib/json-ld"
import { absoluteUrl, blogPath } from "../../lib/paths"

interface BlogPostSeoProps {
  post: BlogPostData
  /** The meta description (metaDescriptionOf), derived at build for built posts. */
  description: string
  imageSrc?: string | null
}

/** Head of a post: meta title and description, canonical, article og/twitter tags, BlogPosting and BreadcrumbList. */
export function BlogPostSeo({ post, description, imageSrc }: BlogPostSeoProps) {
  const site = useSite()
  const path = blogPath(post.slug)
  const title = metaTitleOf(post)
  const image = imageSrc ? (imageSrc.startsWith("http") ? imageSrc : absoluteUrl(site.siteUrl, imageSrc)) : null
  const jsonLd = [
    blogPostingJsonLd(site, {
      title: post.title,
      description,
      path,
      image,
      datePublished: isoDate(post.date),
      author: post.author,
      category: post.categoryName,
    }),
    breadcrumbJsonLd(site.siteUrl, [
      { name: "Home", path: "/" },
      { name: "Blogs", path: "/blogs/" },
      { name: post.title, path },
    ]),
  ]
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      type="article"
      image={image ?? undefined}
      jsonLd={jsonLd}
    />
  )
}
