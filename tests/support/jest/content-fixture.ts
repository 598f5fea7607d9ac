// What useStaticQuery answers in component tests: the site's own content files, so tests follow them.
import fs from "fs"
import path from "path"
import { parse } from "yaml"

const root = path.resolve(__dirname, "../../..")
const load = (file: string) => parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>

export const uiYaml = load("content/ui.yaml")
export const siteYaml = load("content/site.yaml")
export const blogYaml = load("content/blog.yaml")
export const navigationYaml = load("content/navigation.yaml")

/** The services as useServices() returns them, in menu order. */
export const serviceNodes = fs
  .readdirSync(path.join(root, "content/services"))
  .map(
    (file) =>
      load(`content/services/${file}`) as {
        slug: string
        order: number
        menuLabel: string
        choice: { value: string; label: string }
      },
  )
  .sort((a, b) => a.order - b.order)
  .map(({ slug, menuLabel, choice }) => ({ slug, menuLabel, choice }))

/** One object that holds every static query's answer the tested components ask for. */
export const staticQueryData = {
  site: { siteMetadata: { siteUrl: "https://site.example" } },
  siteYaml,
  uiYaml,
  blogYaml,
  allServiceYaml: { nodes: serviceNodes },
}
