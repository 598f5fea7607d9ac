// Answers a request as Apache does with the shipped public/.htaccess, for the directives the build
// writes there (RedirectMatch, DirectorySlash, DirectoryIndex, the blog RewriteRule, ErrorDocument),
// so tests check the rules the project ships rather than the test server's own behaviour.
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

/** What Apache answers for `urlPath` (no query) with the files of `root` and the rules of `htaccess`. */
export function apacheAnswer(htaccess: string, root: string, urlPath: string): ApacheAnswer {
  // mod_alias runs first, in file order.
  for (const rule of directive(htaccess, "RedirectMatch")) {
    const [, status, pattern, target] = /^(\d{3})\s+("[^"]*"|\S+)(?:\s+(\S+))?$/.exec(rule) ?? []
    if (status && new RegExp(unquote(pattern)).test(urlPath)) {
      return target ? { status: Number(status), location: target } : { status: Number(status), file: "" }
    }
  }
  const onDisk = path.join(root, decodeURIComponent(urlPath))
  const isDir = fs.existsSync(onDisk) && fs.statSync(onDisk).isDirectory()
  const isFile = fs.existsSync(onDisk) && fs.statSync(onDisk).isFile()
  // mod_rewrite: the RewriteRule behind `!-f` and `!-d` conditions.
  if (!isDir && !isFile) {
    for (const rule of directive(htaccess, "RewriteRule")) {
      const [pattern, target] = rule.split(/\s+/)
      if (new RegExp(pattern).test(urlPath.slice(1))) return { status: 200, file: target }
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
