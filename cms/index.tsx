// The editors' CMS at /admin/: Decap CMS with the configuration generated from the content model
// (config.json, written by the build next to this bundle), the site's YAML format, the unique
// widget, and previews of the service pages and the home page drawn by the site's own components.
import CMS from "decap-cms-app"
import type { ComponentType } from "react"
import type { CmsWidgetControlProps, PreviewTemplateComponentProps } from "decap-cms-core"
import { setStaticQueries } from "./gatsby-shim"
import { HomePreview, ServicePreview } from "./previews"
import { yamlFormat } from "./yaml-format"
import { UniqueControl } from "./unique-widget"

const YAML_FORMAT = "site-yaml"

async function load(file: string): Promise<unknown> {
  const answer = await fetch(file, { cache: "no-cache" })
  if (!answer.ok) throw new Error(`/admin/${file}: ${answer.status} ${answer.statusText}`)
  return answer.json()
}

// Decap's type declarations name fewer props than Decap passes (a control also gets the entry and
// setActiveStyle/setInactiveStyle; a preview gets getAsset's field argument): our components type
// what they read, and these say it is the same object.
const template = <P,>(preview: ComponentType<P>) => preview as unknown as ComponentType<PreviewTemplateComponentProps>
const control = <P,>(widget: ComponentType<P>) => widget as unknown as ComponentType<CmsWidgetControlProps>

async function start(): Promise<void> {
  const [config, staticQueries] = await Promise.all([load("config.json"), load("static-queries.json")])
  setStaticQueries(staticQueries as Record<string, unknown>)
  CMS.registerCustomFormat(YAML_FORMAT, "yaml", yamlFormat)
  CMS.registerWidget("unique", control(UniqueControl))
  // The site's own stylesheet, copied next to this bundle by the build, styles the preview frame.
  CMS.registerPreviewStyle("site.css")
  CMS.registerPreviewTemplate("services", template(ServicePreview))
  CMS.registerPreviewTemplate("home", template(HomePreview))
  CMS.init({ config: config as never })
}

start().catch((error: unknown) => {
  // Without its configuration the CMS cannot start: say so on the page instead of a blank screen.
  document.body.textContent = `The content editor could not start: ${String(error)}`
  throw error
})
