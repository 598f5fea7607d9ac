// Every YAML type editors can change, declared once: the GraphQL types, the content check and the
// CMS configuration (gatsby/cms/config.ts) are all derived from these models. See README "Content guide".
import type { NodeModel } from "../model"
import { aboutModel, blogPageModel, contactModel, homeModel, privacyModel, sitemapPageModel } from "./pages"
import { serviceModel } from "./service"
import { navigationModel, siteModel, uiModel } from "./site"

export { aboutModel, blogPageModel, contactModel, homeModel, privacyModel, sitemapPageModel }
export { serviceModel, navigationModel, siteModel, uiModel }
export { ICON_NAMES } from "./service"
/** The sample blog posts: edited in the CMS only when no dashboard is configured. */
export { samplePostModel } from "./blog"

export const yamlModels: NodeModel[] = [
  siteModel,
  navigationModel,
  serviceModel,
  homeModel,
  aboutModel,
  contactModel,
  privacyModel,
  blogPageModel,
  sitemapPageModel,
  uiModel,
]
