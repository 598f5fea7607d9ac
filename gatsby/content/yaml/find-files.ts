// Which YAML files under content/ the content model declares, and a problem for every one it does
// not: a file the site would never read must not be lost silently.
import fs from "fs"
import path from "path"
import type { NodeModel } from "../model"
import { fileProblem, type Problem } from "../problem"
import { samplePostModel, yamlModels } from "../models"

/** Sample blog posts: read by gatsby/blog/source.ts as dashboard data when no dashboard is configured. */
const SAMPLE_POSTS_SOURCE = samplePostModel.source

/** A declared YAML file, by its path from the project root; without a model it is a sample post. */
export interface ContentFile {
  file: string
  model?: NodeModel
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const patternOf = (source: string) => new RegExp(`^${escape(source).replace("<slug>", "[^/]+")}$`)
const declared: { pattern: RegExp; model?: NodeModel }[] = [
  ...yamlModels.map((model) => ({ pattern: patternOf(model.source), model })),
  { pattern: patternOf(SAMPLE_POSTS_SOURCE) },
]

/** The model of a content file, by its path from the project root ("content/services/x.yaml"). */
export function modelForPath(file: string): NodeModel | undefined {
  return declared.find(({ pattern }) => pattern.test(file))?.model
}

const singleFiles = yamlModels.filter((model) => !model.source.includes("<slug>")).map((model) => model.source)
const folders = [...yamlModels.map((model) => model.source), SAMPLE_POSTS_SOURCE]
  .filter((source) => source.includes("<slug>"))
  .map((source) => path.posix.dirname(source))

function undeclared(file: string): Problem {
  const name = path.posix.basename(file)
  if (!file.endsWith(".yaml")) {
    return fileProblem(
      file,
      `content files end in \`.yaml\`, and this one is \`${name}\``,
      // Every YAML ending goes: `x.yml.yml` or `x.yaml.yml` becomes `x.yaml`, never a slug ending in `.yml`.
      `rename it to \`${name.replace(/(\.ya?ml)+$/i, ".yaml")}\``,
    )
  }
  const folder = path.posix.dirname(file)
  if (folder === "content") {
    const known = singleFiles.map((source) => path.posix.basename(source)).join(", ")
    return fileProblem(
      file,
      `the content model has no file named \`${name}\`, so nothing on the site would show it`,
      `rename it if you meant one of ${known}; otherwise delete it`,
    )
  }
  return fileProblem(
    file,
    `the folder \`${folder}/\` is not part of the content model, so nothing on the site would show this file`,
    `move it to ${folders.map((known) => `\`${known}/\``).join(" or ")} if it belongs there; otherwise delete it`,
  )
}

/**
 * Every YAML file under `root`/content that the model declares (by path from `root`), plus a
 * problem for each YAML file it does not declare and each declared file that is missing.
 */
export function findContentFiles(root: string): { files: ContentFile[]; problems: Problem[] } {
  const names = fs.readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
  const yamlFiles = names
    .map((name) => path.posix.join("content", name.split(path.sep).join("/")))
    .filter((file) => /\.ya?ml$/i.test(file) && fs.statSync(path.join(root, file)).isFile())
    .sort()
  const files: ContentFile[] = []
  const problems: Problem[] = []
  for (const file of yamlFiles) {
    const known = declared.find(({ pattern }) => pattern.test(file))
    if (known) files.push({ file, model: known.model })
    else problems.push(undeclared(file))
  }
  for (const source of singleFiles) {
    if (!yamlFiles.includes(source)) {
      problems.push(
        fileProblem(source, "this file is missing", `restore it (\`git checkout -- ${source}\` brings it back)`),
      )
    }
  }
  return { files, problems }
}
