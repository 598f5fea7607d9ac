import { graphql, useStaticQuery } from "gatsby"

/** Every service of content/services/, in menu order: the one source of menus, cards and form choices. */
export function useServices() {
  const data = useStaticQuery<Queries.ServiceListQuery>(graphql`
    query ServiceList {
      allServiceYaml(sort: { order: ASC }) {
        nodes {
          slug
          menuLabel
          choice {
            value
            label
          }
        }
      }
    }
  `)
  return data.allServiceYaml.nodes
}

export type ServiceLink = ReturnType<typeof useServices>[number]
