import fs from "node:fs"
import path from "node:path"
import { FileSystemConfigLoader, HtmlValidate } from "html-validate"
import { expect, test } from "../support/browser/fixtures"

// Validates the pre-rendered pages in public/ with the rule set of .htmlvalidate.json (see README,
// "HTML validity", for why each relaxed rule is relaxed).
const root = path.resolve(__dirname, "../../public")

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

test("every pre-rendered page is valid HTML", async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const files = htmlFiles(root)
  expect(files.length).toBeGreaterThan(20)
  const problems: string[] = []
  for (const file of files) {
    const report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path.relative(root, file)}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`)
      }
    }
  }
  expect(problems).toEqual([])
})
