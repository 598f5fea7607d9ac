// Turns each YAML file of content/ into a node of the type its model declares (gatsby/models.ts),
// read by the same parser as the content check: Gatsby gets exactly the data the check judged, and a
// file that does not read is left to the check's message instead of a second, file-less one.
import fs from "fs"
import type { CreateNodeArgs } from "gatsby"
import { modelForPath } from "./content-files"
import { parseContentFile } from "./content-parse"

export function createContentNode({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const file = `content/${node.relativePath}`
  const model = modelForPath(file)
  if (!model) return
  const { parsed, problems } = parseContentFile(file, fs.readFileSync(node.absolutePath as string))
  if (!parsed || problems.length > 0) return
  const data = parsed.doc.toJS() as Record<string, unknown>
  const child = {
    ...data,
    id: createNodeId(`${node.id} >>> YAML`),
    parent: node.id,
    children: [],
    internal: { type: model.type, contentDigest: createContentDigest(data) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
