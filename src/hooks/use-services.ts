import { graphql } from "gatsby"
import { useSiteWide } from "./use-site"

export const serviceList = graphql`
  fragment ServiceList on Query {
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
`

/** Every service of content/services/, in menu order: the one source of menus, cards and form choices. */
export function useServices() {
  return useSiteWide().allServiceYaml.nodes
}

export type ServiceLink = ReturnType<typeof useServices>[number]
