/** @jest-environment ./tests/support/jest/node-environment.js */
// The CMS configuration is generated from the content model: every model field has exactly one
// CMS field with the widget its kind calls for and the same required flag, and nothing else.
import { cmsCollections, cmsConfig, type CmsCollection } from "../../../../gatsby/cms/config"
import { MARKDOWN_OPTIONS, type CmsField } from "../../../../gatsby/cms/fields"
import type { Field, NodeModel, Shape } from "../../../../gatsby/content/model"
import fs from "fs"
import path from "path"
import { readContentFile } from "../../../../gatsby/content/yaml/read-yaml"
import { checkFields } from "../../../../gatsby/content/check-fields"
import { ICON_NAMES, samplePostModel, serviceModel, yamlModels } from "../../../../gatsby/content/models"
import { CONTROL_ICON_NAMES, ICON_NAMES as DRAWN_ICONS } from "../../../../src/components/ui/icons/icon-names"

const collections = cmsCollections({ slug: [{ file: "a", value: "a" }] }, { withSamplePosts: true })
/** Every model the CMS edits when no dashboard is configured. */
const editedModels = [...yamlModels, samplePostModel]

/** The CMS fields that edit the files of `model`. */
function fieldsOf(model: NodeModel): CmsField[] {
  const matches = collections.flatMap((c: CmsCollection) => {
    if (c.folder && model.source === `${c.folder}/<slug>.yaml`) return [c.fields ?? []]
    return (c.files ?? []).filter((f) => f.file === model.source).map((f) => f.fields)
  })
  expect(matches).toHaveLength(1)
  return matches[0]
}

function expectedWidgets(field: Field): string[] {
  switch (field.kind) {
    case "object":
      return [field.list ? "list" : "object"]
    case "int":
    case "float":
      return ["number"]
    case "boolean":
      return ["boolean"]
    case "file":
      return ["image"]
    case "string":
      if (field.markdown) return ["markdown"]
      if (field.options) return ["select"]
      return field.list ? ["list"] : ["string", "text", "unique"]
  }
}

function expectWidget(where: string, widget: string, allowed: string[]): void {
  expect({ where, widget, allowed: allowed.includes(widget) }).toEqual({ where, widget, allowed: true })
}

function compare(shape: Shape, fields: CmsField[], at: string): void {
  expect(fields.map((f) => `${at}${f.name}`)).toEqual(Object.keys(shape).map((name) => `${at}${name}`))
  for (const cms of fields) {
    const field = shape[cms.name]
    const where = `${at}${cms.name}`
    if (field.kind !== "object" && field.refersTo) {
      // A choice among another file's items: Decap's relation widget, several at once for a list.
      const { collection, entry, list, key, label } = field.refersTo
      expect({ where, cms }).toMatchObject({
        where,
        cms: {
          widget: "relation",
          collection,
          file: entry,
          value_field: `${list}.*.${key}`,
          search_fields: [`${list}.*.${label}`],
          display_fields: [`${list}.*.${label}`],
          ...(field.list ? { multiple: true } : {}),
        },
      })
      expect({ where, required: cms.required !== false }).toEqual({ where, required: field.required })
      continue
    }
    expectWidget(where, cms.widget, field.list ? ["list"] : expectedWidgets(field))
    expect({ where, required: cms.required !== false }).toEqual({ where, required: field.required })
    if (field.list && field.required) expect({ where, min: cms.min }).toEqual({ where, min: 1 })
    if (field.kind === "object") {
      compare(field.fields, cms.fields ?? [], `${where}.`)
      continue
    }
    const item = field.list ? cms.field! : cms
    expectWidget(where, item.widget, expectedWidgets({ ...field, list: false }))
    if (field.kind === "int" || field.kind === "float") expect(item.value_type).toBe(field.kind)
    if (field.kind === "string" && field.pattern)
      expect(item.pattern).toEqual([field.pattern.regex, field.pattern.message])
    if (field.kind === "string" && field.options) expect(item.options).toEqual(field.options)
    if (field.kind === "string" && field.markdown) expect(item).toMatchObject(MARKDOWN_OPTIONS)
    if (field.kind === "file") expect(item.media_folder).toBe(`/content/${field.folder}`)
  }
}

describe("CMS configuration from the content model", () => {
  it.each(editedModels.map((model) => [model.source, model] as const))(
    "%s: same fields, widgets and required flags",
    (_, model) => {
      compare(model.fields, fieldsOf(model), "")
    },
  )

  it("edits every model and nothing else", () => {
    const files = collections.flatMap((c) =>
      c.folder ? [`${c.folder}/<slug>.yaml`] : (c.files ?? []).map((f) => f.file),
    )
    expect(files.sort()).toEqual(editedModels.map((m) => m.source).sort())
  })

  it("offers the sample blog posts only when no dashboard is configured (the dashboard edits the blog)", () => {
    const names = (env: Parameters<typeof cmsConfig>[0]) => cmsConfig(env).collections.map((c) => c.name)
    expect(names({})).toContain("blogs")
    expect(names({ GATSBY_DASHBOARD_URL: " " })).toContain("blogs")
    expect(names({ GATSBY_DASHBOARD_URL: "https://dashboard.example.com.au" })).not.toContain("blogs")
    expect(collections.find((c) => c.name === "blogs")).toMatchObject({
      label: "Blog samples",
      folder: "content/blogs",
      extension: "yaml",
    })
  })

  it("describes the sample posts as they are: every one reads as the model says", () => {
    const dir = path.join(__dirname, "../../../../content/blogs")
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".yaml"))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const where = `content/blogs/${file}`
      const { parsed, problems } = readContentFile(where, fs.readFileSync(path.join(dir, file)))
      expect({ where, problems }).toEqual({ where, problems: [] })
      // Their images are file names in content/blogs/images/.
      const modelProblems = checkFields(samplePostModel, parsed!, path.join(dir, "images"))
      expect({ where, problems: modelProblems }).toEqual({ where, problems: [] })
    }
  })

  it("stores images at the paths the build resolves from each YAML file", () => {
    const services = fieldsOf(serviceModel)
    const card = services.find((f) => f.name === "card")!.fields!.find((f) => f.name === "image")!
    expect(card).toMatchObject({ media_folder: "/content/images/services", public_folder: "../images/services" })
    const home = fieldsOf(yamlModels.find((m) => m.source === "content/home.yaml")!)
    const banner = home.find((f) => f.name === "banner")!.fields!.find((f) => f.name === "image")!
    expect(banner).toMatchObject({ media_folder: "/content/images/home", public_folder: "./images/home" })
    // The sample posts name their image, which the build looks for in content/blogs/images/.
    const post = fieldsOf(samplePostModel).find((f) => f.name === "image")!
    expect(post).toMatchObject({ media_folder: "/content/blogs/images", public_folder: "" })
  })

  it("lets a service choose its testimonials among the home page's, shown by name and stored by id", () => {
    const chooser = fieldsOf(serviceModel).find((f) => f.name === "testimonials")!
    expect(chooser).toMatchObject({ widget: "relation", multiple: true, required: false })
    // The entry it names is the CMS's home page, whose testimonials have that id and that name.
    const pages = collections.find((c) => c.name === chooser.collection)!
    const home = pages.files!.find((f) => f.name === chooser.file)!
    expect(home.file).toBe("content/home.yaml")
    const items = home.fields.find((f) => f.name === "testimonials")!.fields!.find((f) => f.name === "items")!
    expect(items.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(["id", "name"]))
    expect(chooser.value_field).toBe("testimonials.items.*.id")
  })

  it("offers the content icons the site draws", () => {
    // The menu, close, arrow and play/pause icons belong to the site's controls, not to content.
    expect([...ICON_NAMES, ...CONTROL_ICON_NAMES].sort()).toEqual([...DRAWN_ICONS].sort())
  })

  it("names new services by their slug and refuses a slug another service has", () => {
    const services = collections.find((c) => c.name === "services")!
    expect(services).toMatchObject({
      folder: "content/services",
      extension: "yaml",
      create: true,
      slug: "{{fields.slug}}",
    })
    expect(services.fields!.find((f) => f.name === "slug")).toMatchObject({
      widget: "unique",
      taken: [{ file: "a", value: "a" }],
    })
  })

  it("is Decap's own configuration: no config.yml, the local backend on this computer", () => {
    expect(cmsConfig({})).toMatchObject({ local_backend: true, load_config_file: false })
    expect(
      cmsConfig({ CMS_BACKEND: "github", CMS_REPO: "owner/site" }, { siteUrl: "https://www.example.com.au" }).backend,
    ).toMatchObject({ name: "github", base_url: "https://www.example.com.au" })
  })
})
