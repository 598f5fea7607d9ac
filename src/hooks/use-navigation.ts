import { graphql } from "gatsby"
import { useSiteWide } from "./use-site"

export const navigation = graphql`
  fragment Navigation on Query {
    navigationYaml {
      items {
        id
        name
        link
        dropdown
        action
      }
    }
  }
`

/** The header's menu entries of content/navigation.yaml. */
export function useNavigation() {
  return useSiteWide().navigationYaml?.items ?? []
}

export type NavItem = ReturnType<typeof useNavigation>[number]
