// The content check: one pass over every YAML file under content/ (the model's files and the sample
// blog posts) that reports all problems at once, each with file, line, column and fix. Its steps, in
// the order they run: find-files (which files the model declares), read-yaml (syntax), check-fields
// (each file against its model), check-across-files (values that must not repeat). It runs before
// Gatsby reads any content, which stops `gatsby build`; `gatsby develop` keeps serving and runs it
// again whenever a file under content/ changes, so the editor sees the problems until they are fixed.
// It also runs on its own: `npm run check:content`.
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, GatsbyNode, Reporter } from "gatsby"
import { findContentFiles } from "./yaml/find-files"
import { readContentFile } from "./yaml/read-yaml"
import { checkFields } from "./check-fields"
import { checkAcrossFiles, type CheckedFile } from "./check-across-files"
import { byPosition, formatReport, type Problem } from "./problem"

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
    const { parsed, problems: own } = readContentFile(file, fs.readFileSync(path.join(root, file)))
    problems.push(...own)
    if (!parsed?.readable) continue
    if (model) problems.push(...checkFields(model, parsed, path.dirname(path.join(root, file))))
    checked.push({ parsed, model })
  }
  problems.push(...checkAcrossFiles(checked))
  return { problems: problems.sort(byPosition), fileCount: files.length }
}

const projectRoot = path.resolve(__dirname, "../..")

/** Set once bootstrap has read every file: File nodes created after it are editors' changes (develop). */
let watching = false
let hadProblems = false

function runCheck(reporter: Reporter): void {
  const { problems, fileCount } = checkContent(projectRoot)
  if (problems.length > 0) {
    // Stops `gatsby build`; in `gatsby develop` it is reported and the server keeps running.
    reporter.panicOnBuild(formatReport(problems))
  } else if (hadProblems) {
    reporter.success(`Content check: the problems are fixed (${fileCount} files checked)`)
  } else {
    reporter.info(`Content check: ${fileCount} files, no problems`)
  }
  hadProblems = problems.length > 0
}

/** onPreBootstrap: the check, before Gatsby reads any content. */
export const checkContentFirst: NonNullable<GatsbyNode["onPreBootstrap"]> = ({ reporter }) => runCheck(reporter)

/** onPostBootstrap: from now on a File node of content/ is an editor's change (develop). */
export const watchContent: NonNullable<GatsbyNode["onPostBootstrap"]> = () => {
  watching = true
}

/** onCreateNode: the check again after an editor's change. */
export function checkChangedContent({ node, reporter }: CreateNodeArgs): void {
  if (watching && node.internal.type === "File" && node.sourceInstanceName === "content") runCheck(reporter)
}
