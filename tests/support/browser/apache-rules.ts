// Answers a request as Apache does with the shipped public/.htaccess, for the directives the build
// writes there (RewriteRule with its RewriteCond lines, RedirectMatch, DirectorySlash,
// DirectoryIndex, ErrorDocument), so tests check the rules the project ships rather than the test
// server's own behaviour. A condition it does not know stops it, rather than being misread.
import fs from "node:fs"
import path from "node:path"

export type ApacheAnswer = { status: number; location: string } | { status: number; file: string }

const directive = (htaccess: string, name: string): string[] =>
  htaccess
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${name} `))
    .map((line) => line.slice(name.length + 1).trim())

const unquote = (text: string) => text.replace(/^"(.*)"$/, "$1")

interface RewriteRule {
  conditions: string[]
  pattern: RegExp
  target: string
  flags: string[]
}

/** The RewriteRule lines in file order, each with the RewriteCond lines just before it. */
function rewriteRules(htaccess: string): RewriteRule[] {
  const rules: RewriteRule[] = []
  let conditions: string[] = []
  for (const line of htaccess.split("\n").map((l) => l.trim())) {
    if (line.startsWith("RewriteCond ")) conditions.push(line.slice("RewriteCond ".length))
    if (line.startsWith("RewriteRule ")) {
      const [pattern, target, flags = ""] = line.slice("RewriteRule ".length).split(/\s+/)
      rules.push({ conditions, pattern: new RegExp(pattern), target, flags: flags.replace(/^\[|\]$/g, "").split(",") })
      conditions = []
    }
  }
  return rules
}

/** What Apache answers for `urlPath` (no query) with the files of `root` and the rules of `htaccess`. */
export function apacheAnswer(htaccess: string, root: string, urlPath: string): ApacheAnswer {
  const onDisk = path.join(root, decodeURIComponent(urlPath))
  const isDir = fs.existsSync(onDisk) && fs.statSync(onDisk).isDirectory()
  const isFile = fs.existsSync(onDisk) && fs.statSync(onDisk).isFile()
  const holds = (condition: string) => {
    const tests: Record<string, boolean> = {
      "%{REQUEST_FILENAME} -d": isDir,
      "%{REQUEST_FILENAME} !-d": !isDir,
      "%{REQUEST_FILENAME} -f": isFile,
      "%{REQUEST_FILENAME} !-f": !isFile,
    }
    if (!(condition in tests)) throw new Error(`apache-rules.ts does not know the condition "${condition}"`)
    return tests[condition]
  }
  // mod_rewrite runs first: in a .htaccess its patterns see the path without the folder's own "/".
  for (const { conditions, pattern, target, flags } of rewriteRules(htaccess)) {
    const match = pattern.exec(urlPath.slice(1))
    if (!match || !conditions.every(holds)) continue
    const substituted = target.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? "")
    const redirect = flags.find((flag) => /^R=\d{3}$/.test(flag))
    return redirect ? { status: Number(redirect.slice(2)), location: substituted } : { status: 200, file: substituted }
  }
  // Then mod_alias, in file order.
  for (const rule of directive(htaccess, "RedirectMatch")) {
    const [, status, pattern, target] = /^(\d{3})\s+("[^"]*"|\S+)(?:\s+(\S+))?$/.exec(rule) ?? []
    if (status && new RegExp(unquote(pattern)).test(urlPath)) {
      return target ? { status: Number(status), location: target } : { status: Number(status), file: "" }
    }
  }
  if (isDir) {
    if (!urlPath.endsWith("/") && directive(htaccess, "DirectorySlash")[0] === "On") {
      return { status: 301, location: `${urlPath}/` }
    }
    const index = directive(htaccess, "DirectoryIndex")[0]
    if (index && fs.existsSync(path.join(onDisk, index))) return { status: 200, file: `${urlPath}${index}` }
  }
  if (isFile) return { status: 200, file: urlPath }
  const [, errorPage] = directive(htaccess, "ErrorDocument")[0]?.split(/\s+/) ?? []
  return { status: 404, file: errorPage ?? "" }
}
