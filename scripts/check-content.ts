// `npm run check:content`: the content check alone (gatsby/content/check.ts), for editors before a
// commit and for the optional pre-commit hook (.githooks/pre-commit). Exits 1 on any problem.
// Usage: jiti scripts/check-content.ts [project root; default: this project]
import path from "path"
import { checkContent, formatReport } from "../gatsby/content"

const started = performance.now()
const root = path.resolve(process.argv[2] ?? path.join(__dirname, ".."))
const { problems, fileCount } = checkContent(root)
const seconds = ((performance.now() - started) / 1000).toFixed(2)
if (problems.length > 0) {
  console.error(formatReport(problems))
  process.exitCode = 1
} else {
  console.log(`Content check: ${fileCount} files, no problems (${seconds} s)`)
}
