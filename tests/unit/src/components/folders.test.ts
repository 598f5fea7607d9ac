/**
 * @jest-environment node
 *
 * The component folders depend on each other one way: a folder that another one uses never uses
 * that one back (the layout shows contact's trust facts, so contact's parts never reach into the
 * layout), so each can be read, and changed, knowing only the folders below it.
 */
import fs from "fs"
import path from "path"

const components = path.resolve(__dirname, "../../../../src/components")

/** Each folder's imports of other folders: folder -> used folder -> the importing files. */
function folderImports(): Map<string, Map<string, string[]>> {
  const uses = new Map<string, Map<string, string[]>>()
  for (const folder of fs.readdirSync(components, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const used = new Map<string, string[]>()
    const files = fs.readdirSync(path.join(components, folder.name), { recursive: true, encoding: "utf8" })
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      const source = fs.readFileSync(path.join(components, folder.name, file), "utf8")
      const fileDir = path.dirname(path.join(components, folder.name, file))
      for (const [, request] of source.matchAll(/from\s+"(\.[^"]+)"/g)) {
        const target = path.relative(components, path.resolve(fileDir, request)).split(path.sep)
        if (target.length < 2 || target[0] === ".." || target[0] === folder.name) continue
        used.set(target[0], [...(used.get(target[0]) ?? []), `${folder.name}/${file}`])
      }
    }
    uses.set(folder.name, used)
  }
  return uses
}

test("no two component folders use each other", () => {
  const uses = folderImports()
  const both: string[] = []
  for (const [folder, used] of uses) {
    for (const [other, files] of used) {
      const back = uses.get(other)?.get(folder)
      if (back && folder < other)
        both.push(`${folder} uses ${other} (${files.join(", ")}) and ${other} uses ${folder} (${back.join(", ")})`)
    }
  }
  expect(both).toEqual([])
  // The folders this test reads, so that it cannot pass by reading none.
  expect([...uses.keys()]).toEqual(expect.arrayContaining(["contact", "layout", "ui"]))
})
