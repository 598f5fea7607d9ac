import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { PageHero } from "../components/ui/page-hero"
import { blogPath, servicePath } from "../lib/paths"
import { MAIN_PAGES } from "../lib/site-pages"

/** A human-readable map of every page, grouped as the menus group them. */
export default function SitemapPage({ data, location }: PageProps<Queries.SitemapPageQuery>) {
  const page = data.sitemapYaml
  if (!page) throw new Error("content/sitemap.yaml is missing")
  const groups = [
    { heading: "Main Pages", links: MAIN_PAGES },
    {
      heading: "Services",
      links: data.allServiceYaml.nodes.map((service) => ({ name: service.menuLabel, path: servicePath(service.slug) })),
    },
    { heading: "Blog", links: data.allBlogPost.nodes.map((post) => ({ name: post.title, path: blogPath(post.slug) })) },
  ].filter((group) => group.links.length > 0)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={location.pathname} />
      <PageHero title={page.title} intro={page.intro} />
      <div className="container-page section card-rows">
        {groups.map((group) => (
          <section key={group.heading} className="card p-6">
            <h2 className="text-2xl font-bold">{group.heading}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="font-semibold text-brand-600 underline-offset-2 hover:underline">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  query SitemapPage {
    sitemapYaml {
      seo {
        ...SeoFields
      }
      title
      intro
    }
    allServiceYaml(sort: { order: ASC }) {
      nodes {
        slug
        menuLabel
      }
    }
    allBlogPost(sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`
