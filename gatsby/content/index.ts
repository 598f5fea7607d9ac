// Content: what editors change in content/, from YAML file to GraphQL node. Everything outside this
// folder uses it through this module.
//
// model.ts and models/ declare each YAML type once; from them come the GraphQL schema (schema.ts),
// the content check (check.ts) and the CMS's fields (gatsby/cms). The check's steps, in the order
// they run: find-files -> read-yaml (with yaml-lines, yaml-mistakes) -> check-fields (with
// check-text) -> check-across-files; each problem is a problem.ts Problem. After the check,
// create-nodes hands each file that passed to gatsby-transformer-yaml; site-resolvers adds the
// fields worked out at build time (years in business, a service page's testimonials: testimonials.ts).
import { richTextTypeDefs, toSdl } from "./schema"
import { yamlModels } from "./models"

export { checkContent, checkChangedContent, checkContentFirst, watchContent, type ContentCheck } from "./check"
export { createContentNode } from "./create-nodes"
export { createSiteResolvers } from "./site-resolvers"
export { createRichTextExtension, toSdl } from "./schema"
export { readContentData, readContentFile, type ParsedFile } from "./yaml/read-yaml"
export { siteUrlOf } from "./site-url"
export { formatProblem, formatReport, type Problem } from "./problem"
export type { Field, NodeModel, ObjectField, ScalarField, Shape } from "./model"
export * as models from "./models"

/** The GraphQL types of every YAML file of content/, with the rich-text types they use. */
export const contentTypeDefs = `${richTextTypeDefs}\n\n${toSdl(yamlModels)}`
