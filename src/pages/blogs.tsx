import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"

export default function BlogsPage({ data, location }: PageProps<Queries.BlogsPageQuery>) {
  const page = data.blogYaml
  if (!page) throw new Error("content/blog.yaml is missing")
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} />
    </>
  )
}

export const query = graphql`
  query BlogsPage {
    blogYaml {
      seo {
        title
        description
      }
      title
      intro
    }
  }
`
