import { graphql, useStaticQuery } from "gatsby"

/** The header's menu entries of content/navigation.yaml. */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
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
  `)
  return data.navigationYaml?.items ?? []
}

export type NavItem = ReturnType<typeof useNavigation>[number]
