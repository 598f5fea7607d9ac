// The content check: one pass over every YAML file under content/ (the model's files and the sample
// blog posts) that reports all problems at once, each with file, line, column and fix. It runs
// before Gatsby reads any content (gatsby/validate-content.ts) and on its own (npm run check:content).
import fs from "fs"
import path from "path"
import { findContentFiles } from "./content-files"
import { parseContentFile } from "./content-parse"
import { byPosition, type Problem } from "./content-problems"
import { contentRules, type CheckedFile } from "./content-rules"
import { validateDocument } from "./validate-document"

export interface ContentCheck {
  /** Every problem, ordered by file, line and column. */
  problems: Problem[]
  /** How many YAML files were read. */
  fileCount: number
}

/** Checks the content/ folder of the project at `root`. */
export function checkContent(root: string): ContentCheck {
  const { files, problems } = findContentFiles(root)
  const checked: CheckedFile[] = []
  for (const { file, model } of files) {
    const { parsed, problems: own } = parseContentFile(file, fs.readFileSync(path.join(root, file)))
    problems.push(...own)
    if (!parsed?.readable) continue
    if (model) problems.push(...validateDocument(model, parsed, path.dirname(path.join(root, file))))
    checked.push({ parsed, model })
  }
  problems.push(...contentRules(checked))
  return { problems: problems.sort(byPosition), fileCount: files.length }
}
