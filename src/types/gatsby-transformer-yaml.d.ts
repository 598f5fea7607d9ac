// gatsby-transformer-yaml ships no types; this is the part gatsby/content/create-nodes.ts calls.
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby"
  export function onCreateNode(args: CreateNodeArgs, options: { typeName: string }): Promise<void>
}
