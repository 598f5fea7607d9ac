// Stops the build on any YAML document that does not match the content model, naming file and field.
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { validateDocument } from "./content-model"
import { yamlModels } from "./models"

const modelsByType = new Map(yamlModels.map((model) => [model.type, model]))

interface FileNode extends Node {
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
}

/** Path of the file shown to editors, e.g. "content/services/cctv.yaml". */
export function editorPath(file: FileNode): string {
  return path.posix.join(file.sourceInstanceName, file.relativePath)
}

export const validateYamlNode: NonNullable<GatsbyNode["onCreateNode"]> = ({ node, getNode, reporter }) => {
  if (node.internal.owner !== "gatsby-transformer-yaml") return
  const file = (node.parent ? getNode(node.parent) : undefined) as FileNode | undefined
  const where = file ? editorPath(file) : node.internal.type
  const model = modelsByType.get(node.internal.type)
  if (!model) {
    const known = yamlModels.map((m) => m.source).join(", ")
    reporter.panicOnBuild(`${where}: this YAML file is not part of the content model. Known files: ${known}.`)
    return
  }
  if (!file) return
  const errors = validateDocument(model, node as unknown as Record<string, unknown>, path.dirname(file.absolutePath))
  if (errors.length > 0) {
    reporter.panicOnBuild(
      `${where} has ${errors.length} problem(s):\n${errors.map((e) => `  - ${where}: ${e}`).join("\n")}`,
    )
  }
}
