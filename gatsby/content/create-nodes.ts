// Each YAML file of content/ becomes a node of the type its model declares (models/),
// through gatsby-transformer-yaml. It is called from onCreateNode rather than listed as a plugin so
// that a file the content check refused is not parsed a second time: in `gatsby develop` the
// editor then sees the check's message (file, line, fix) instead of a second, file-less one.
import fs from "fs"
import type { CreateNodeArgs } from "gatsby"
import { onCreateNode as transformYaml } from "gatsby-transformer-yaml/gatsby-node"
import { modelForPath } from "./yaml/find-files"
import { readContentFile } from "./yaml/read-yaml"

export async function createContentNode(args: CreateNodeArgs): Promise<void> {
  const { node } = args
  if (node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const file = `content/${node.relativePath}`
  const model = modelForPath(file)
  if (!model) return
  const { parsed, problems } = readContentFile(file, fs.readFileSync(node.absolutePath as string))
  if (!parsed || problems.length > 0) return
  await transformYaml(args, { typeName: model.type })
}
