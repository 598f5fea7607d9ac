// The build, step by step; each step lives with its subsystem: gatsby/content (content/ and its
// check), gatsby/blog, gatsby/service-pages.ts, gatsby/host (files for the web host), gatsby/cms and
// gatsby/bundle (the browser bundle).
import path from "path"
import type { CreateResolversArgs, GatsbyNode } from "gatsby"
import {
  checkChangedContent,
  checkContentFirst,
  contentTypeDefs,
  createContentNode,
  createRichTextExtension,
  createSiteResolvers,
  watchContent,
} from "./gatsby/content"
import {
  blogPostTypeDefs,
  createBlogPages,
  createBlogResolvers,
  sourceBlogPosts,
  sourcedDashboardDigest,
} from "./gatsby/blog"
import { createServicePages } from "./gatsby/service-pages"
import { writeBuildInfo, writeHostFiles } from "./gatsby/host"
import { checkCmsSetup, writeCms } from "./gatsby/cms"
import { configureBrowserBundle } from "./gatsby/bundle"

// Before Gatsby reads anything: a CMS setting that cannot work stops the build (and a deprecated one
// is named), then the content check reports every mistake in content/ with file and line.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (...hook) => {
  await checkCmsSetup(...hook)
  await checkContentFirst(...hook)
}
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = watchContent

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createRichTextExtension(actions)
  actions.createTypes(`${contentTypeDefs}\n\n${blogPostTypeDefs}`)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceBlogPosts(args)

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  checkChangedContent(args)
  await createContentNode(args)
}

// One argument: Gatsby waits for the callback of an API function that declares a third.
export const createResolvers = (args: CreateResolversArgs) => {
  createBlogResolvers(args)
  createSiteResolvers(args)
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createBlogPages(args)
  await createServicePages(args)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = configureBrowserBundle

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  if (!(await writeHostFiles(args))) return
  await writeCms(process.cwd(), path.resolve("public"), process.env)
  writeBuildInfo(path.resolve("public"), sourcedDashboardDigest())
}
