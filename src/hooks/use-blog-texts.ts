import { graphql, useStaticQuery } from "gatsby"

/** The texts of content/blog.yaml that every post shows (its closing call to action). */
export function useBlogTexts() {
  const data = useStaticQuery<Queries.BlogTextsQuery>(graphql`
    query BlogTexts {
      blogYaml {
        postCta {
          heading
          text
          relatedHeading
        }
      }
    }
  `)
  if (!data.blogYaml) throw new Error("content/blog.yaml is missing")
  return data.blogYaml
}
