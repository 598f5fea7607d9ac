// The editors' CMS at /admin/: Decap CMS with the configuration generated from the content model
// (config.json, written by the build next to this bundle), the site's YAML format and the unique
// widget.
import CMS from "decap-cms-app"
import { yamlFormat } from "./yaml-format"
import { UniqueControl } from "./unique-widget"

const YAML_FORMAT = "site-yaml"

async function start(): Promise<void> {
  const answer = await fetch("config.json", { cache: "no-cache" })
  const config = await answer.json()
  CMS.registerCustomFormat(YAML_FORMAT, "yaml", yamlFormat)
  CMS.registerWidget("unique", UniqueControl)
  CMS.init({ config })
}

void start()
