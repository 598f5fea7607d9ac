// Runs the content check (gatsby/check-content.ts) before Gatsby reads any content, which stops
// `gatsby build`; `gatsby develop` keeps serving and runs the check again whenever a file under
// content/ changes, so the editor sees the problems until they are fixed.
import path from "path"
import type { CreateNodeArgs, GatsbyNode, Reporter } from "gatsby"
import { checkContent } from "./check-content"
import { formatReport } from "./content-problems"

const root = path.resolve(__dirname, "..")

/** Set once bootstrap has read every file: File nodes created after it are editors' changes (develop). */
let watching = false
let hadProblems = false

function runCheck(reporter: Reporter): void {
  const { problems, fileCount } = checkContent(root)
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

export const checkContentFirst: NonNullable<GatsbyNode["onPreBootstrap"]> = ({ reporter }) => runCheck(reporter)

export const watchContent: NonNullable<GatsbyNode["onPostBootstrap"]> = () => {
  watching = true
}

export function checkChangedContent({ node, reporter }: CreateNodeArgs): void {
  if (watching && node.internal.type === "File" && node.sourceInstanceName === "content") runCheck(reporter)
}
