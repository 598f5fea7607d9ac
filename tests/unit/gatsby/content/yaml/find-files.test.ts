/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * Which files under content/ the check reads (gatsby/content/yaml/find-files.ts), on a copy of
 * content/. The messages for files the model does not declare are in check.test.ts; here: the order
 * the files are read in, which names count as YAML, and the rename a misnamed file is given.
 */
import fs from "fs"
import path from "path"
import { findContentFiles } from "../../../../../gatsby/content/yaml/find-files"
import { siteModel } from "../../../../../gatsby/content/models"
import { ContentCopy, projectRoot } from "../../../../support/fixtures/content-copy"

let copy: ContentCopy
beforeAll(() => (copy = new ContentCopy()))
afterAll(() => copy.remove())

/** What findContentFiles says with `files` (path from the root -> text) added to the copy. */
function findWith(files: Record<string, string>) {
  const added = Object.keys(files).map((file) => path.join(copy.root, file))
  Object.values(files).forEach((text, index) => fs.writeFileSync(added[index], text))
  try {
    return findContentFiles(copy.root)
  } finally {
    added.forEach((file) => fs.rmSync(file))
  }
}

it("reads every YAML file in path order, whatever order the file system lists them in", () => {
  // A folder's files come where the folder's name sorts (content/services/ before content/site.yaml),
  // not after all the files above them as a recursive listing gives them.
  const expected = fs
    .readdirSync(path.join(projectRoot, "content"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => `content/${name.split(path.sep).join("/")}`)
    .sort()
  const { files, problems } = findContentFiles(copy.root)
  expect(problems).toEqual([])
  expect(files.map(({ file }) => file)).toEqual(expected)
  expect(files.find(({ file }) => file === "content/site.yaml")?.model).toBe(siteModel)
})

it("leaves alone a file whose name only has `.yaml` or `.yml` inside it, such as a backup", () => {
  const { files, problems } = findWith({
    "content/about.yaml.orig": "title: About\n",
    "content/services/notes.yml.bak": "note: stray\n",
  })
  expect(problems).toEqual([])
  expect(files.map(({ file }) => file)).not.toContain("content/about.yaml.orig")
})

it("asks to rename a `.yml` file to one YAML ending, its slug left without one", () => {
  // `new-service.yml.yaml` would be a service whose address ends in `.yml`.
  expect(
    findWith({ "content/services/new-service.yml.yml": "title: New\n", "content/services/cctv.yaml.yml": "title: C\n" })
      .problems,
  ).toEqual([
    {
      file: "content/services/cctv.yaml.yml",
      line: 1,
      column: 1,
      message: "content files end in `.yaml`, and this one is `cctv.yaml.yml`",
      fix: "rename it to `cctv.yaml`",
    },
    {
      file: "content/services/new-service.yml.yml",
      line: 1,
      column: 1,
      message: "content files end in `.yaml`, and this one is `new-service.yml.yml`",
      fix: "rename it to `new-service.yaml`",
    },
  ])
})

it("asks to rename only the ending of a file whose name has `.yml` inside it", () => {
  expect(findWith({ "content/services/tv.yml-points.YML": "title: New\n" }).problems).toEqual([
    {
      file: "content/services/tv.yml-points.YML",
      line: 1,
      column: 1,
      message: "content files end in `.yaml`, and this one is `tv.yml-points.YML`",
      fix: "rename it to `tv.yml-points.yaml`",
    },
  ])
})
