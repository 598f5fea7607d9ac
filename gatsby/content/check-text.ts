// The rules a text field of the content model may add (model.ts): a pattern, a list
// of allowed values, and for Markdown only what the site shows. The CMS applies the same rules.
import type { ScalarField } from "./model"
import { parseMarkdown } from "../../src/lib/rich-text"

/** [message, fix] for each rule `value` breaks; `at` names the field and `got` describes the value. */
export function textProblems(field: ScalarField, value: string, at: string, got: string): [string, string][] {
  const problems: [string, string][] = []
  if (field.pattern && !new RegExp(field.pattern.regex).test(value))
    problems.push([`\`${at}\` does not fit its format, got ${got}`, field.pattern.message])
  if (field.options && !field.options.includes(value))
    problems.push([
      `\`${at}\` must be one of the listed values, got ${got}`,
      `write one of: ${field.options.join(", ")}`,
    ])
  const unsupported = field.markdown ? parseMarkdown(value).unsupported : []
  if (unsupported.length > 0)
    problems.push([
      `\`${at}\` uses ${unsupported.join(", ")}, which the site does not show as such`,
      "use only paragraphs, ### sub-headings, - lists, **bold** and [links](/path/)",
    ])
  return problems
}
