// The Decap CMS configuration, generated from the content model (gatsby/content/models) at build time, so
// the editor offers exactly the fields, widgets and rules the build checks.
import { models, type NodeModel } from "../content"
import { cmsFields, type CmsField, type FieldContext } from "./fields"

export interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}

export interface CmsCollection {
  name: string
  label: string
  format: string
  extension?: string
  folder?: string
  files?: CmsFile[]
  fields?: CmsField[]
  [option: string]: unknown
}

export interface CmsEnv {
  /** git-gateway (default), github, or anything Decap names. */
  CMS_BACKEND?: string
  /** owner/name of the repository, for the github backend. */
  CMS_REPO?: string
  CMS_BRANCH?: string
  /** The blog's dashboard: while one is configured it is the blog's editor, not this CMS. */
  GATSBY_DASHBOARD_URL?: string
}

/** The custom format (cms/yaml-format.ts) that keeps key order, comments and quoting. */
export const YAML_FORMAT = "site-yaml"

export function cmsBackend(env: CmsEnv): Record<string, string> {
  const name = env.CMS_BACKEND || "git-gateway"
  const branch = env.CMS_BRANCH || "main"
  if (name === "github" && !env.CMS_REPO) throw new Error("CMS_BACKEND=github needs CMS_REPO (owner/name)")
  return { name, branch, ...(env.CMS_REPO ? { repo: env.CMS_REPO } : {}) }
}

/** A collection of single files (content/<name>.yaml), each edited as one entry: [name, label, model]. */
const filesCollection = (name: string, label: string, entries: [string, string, NodeModel][]): CmsCollection => ({
  name,
  label,
  format: YAML_FORMAT,
  files: entries.map(
    ([entry, entryLabel, model]): CmsFile => ({
      name: entry,
      label: entryLabel,
      file: model.source,
      fields: cmsFields(model.fields, { dir: "" }),
    }),
  ),
})

/** Values of the services that must stay unique, by field path, from the services as built. */
export type TakenValues = FieldContext["unique"]

/** The sample posts of content/blogs/, which the site shows when no dashboard is configured. */
const samplePosts: CmsCollection = {
  name: "blogs",
  label: "Blog samples",
  label_singular: "Sample post",
  folder: "content/blogs",
  extension: "yaml",
  format: YAML_FORMAT,
  create: true,
  delete: false,
  identifier_field: "title",
  // The file is named after the title; the build reads every file of the folder.
  slug: "{{slug}}",
  summary: "{{date}}: {{title}}",
  sortable_fields: ["date", "title"],
  fields: cmsFields(models.samplePostModel.fields, { dir: "blogs" }),
}

export function cmsCollections(taken: TakenValues = {}, { withSamplePosts = true } = {}): CmsCollection[] {
  return [
    filesCollection("settings", "Site settings", [
      ["site", "Business details (phone, e-mail, address)", models.siteModel],
      ["navigation", "Menu", models.navigationModel],
      ["ui", "Button and form texts", models.uiModel],
    ]),
    filesCollection("pages", "Pages", [
      ["home", "Home", models.homeModel],
      ["about", "About", models.aboutModel],
      ["contact", "Contact", models.contactModel],
      ["privacy", "Privacy policy", models.privacyModel],
      ["blog", "Blog list and post ending", models.blogPageModel],
      ["sitemap", "Sitemap page", models.sitemapPageModel],
    ]),
    {
      name: "services",
      label: "Services",
      label_singular: "Service",
      folder: "content/services",
      extension: "yaml",
      format: YAML_FORMAT,
      create: true,
      delete: false,
      // The file is named by the slug, as the build requires.
      identifier_field: "menuLabel",
      slug: "{{fields.slug}}",
      summary: "{{order}}. {{menuLabel}}",
      sortable_fields: ["order", "menuLabel"],
      fields: cmsFields(models.serviceModel.fields, { dir: "services", unique: taken }),
    },
    ...(withSamplePosts ? [samplePosts] : []),
  ]
}

export function cmsConfig(env: CmsEnv, taken?: TakenValues) {
  return {
    backend: cmsBackend(env),
    // Used only when the CMS is opened on localhost and `npm run cms` runs decap-server.
    local_backend: true,
    load_config_file: false,
    media_folder: "content/images",
    public_folder: "./images",
    site_url: "/",
    display_url: "/",
    collections: cmsCollections(taken, { withSamplePosts: !env.GATSBY_DASHBOARD_URL?.trim() }),
  }
}
