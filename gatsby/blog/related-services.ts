// BlogPost.relatedServices: the service pages a post is about (links to them, or their menu name in
// its text), worked out once at build from the post's sanitised HTML and the services' content, so
// that pages never parse HTML in the browser to list them.
import type { CreateResolversArgs } from "gatsby"
import { BLOG_POST_TYPE } from "./source"
import { relatedServices } from "../../src/lib/related-services"
import type { BlogPostData } from "../../src/lib/blog/post"

interface ServiceNode {
  slug: string
  menuLabel: string
}

export function createBlogResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    [BLOG_POST_TYPE]: {
      relatedServices: {
        type: "[String!]!",
        description: "Slugs of the service pages the post links to or names, in no particular order.",
        resolve: async (
          post: BlogPostData,
          _args: unknown,
          context: { nodeModel: { findAll: (query: { type: string }) => Promise<{ entries: Iterable<ServiceNode> }> } },
        ) => {
          const { entries } = await context.nodeModel.findAll({ type: "ServiceYaml" })
          return relatedServices(`${post.shortDescription} ${post.content}`, Array.from(entries)).map(
            (service) => service.slug,
          )
        },
      },
    },
  })
}
