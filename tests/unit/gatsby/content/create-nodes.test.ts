/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * Which files of content/ become GraphQL nodes: each file the content check accepts, as one node of
 * the type its model declares, through the real gatsby-transformer-yaml; nothing else.
 */
import fs from "fs"
import os from "os"
import path from "path"
import type { CreateNodeArgs } from "gatsby"
import { createContentNode } from "../../../../gatsby/content/create-nodes"
import { projectRoot } from "../../../support/fixtures/content-copy"

/** A File node of gatsby-source-filesystem; `absolutePath` defaults to the project's own file. */
const fileNode = (relativePath: string, fields: Record<string, unknown> = {}) => ({
  id: `file-${relativePath}`,
  relativePath,
  absolutePath: path.join(projectRoot, "content", relativePath),
  sourceInstanceName: "content",
  internal: { type: "File", mediaType: "text/yaml" },
  ...fields,
})

/** The nodes createContentNode makes of `node`, as Gatsby would receive them. */
async function nodesOf(node: ReturnType<typeof fileNode>): Promise<Record<string, unknown>[]> {
  const created: Record<string, unknown>[] = []
  const args = {
    node,
    actions: { createNode: (made: Record<string, unknown>) => created.push(made), createParentChildLink: () => {} },
    loadNodeContent: async (file: { absolutePath: string }) => fs.readFileSync(file.absolutePath, "utf8"),
    createNodeId: (seed: string) => `node-${seed}`,
    createContentDigest: () => "digest",
  }
  await createContentNode(args as unknown as CreateNodeArgs)
  return created
}

it("makes a file the check accepts one node of its model's type, holding the file's values", async () => {
  const [site, ...more] = await nodesOf(fileNode("site.yaml"))
  expect(more).toEqual([])
  expect(site).toMatchObject({ internal: { type: "SiteYaml" }, parent: "file-site.yaml" })
  expect(site.siteUrl).toMatch(/^https:\/\//)
  const service = fs.readdirSync(path.join(projectRoot, "content/services"))[0]
  const [serviceNode] = await nodesOf(fileNode(`services/${service}`))
  expect(serviceNode).toMatchObject({ internal: { type: "ServiceYaml" } })
})

it("makes no node of a file the check refuses, so the editor sees only the check's message", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "create-nodes-"))
  try {
    const broken = path.join(dir, "site.yaml")
    fs.writeFileSync(broken, "siteName: A\nsiteName: B\n")
    expect(await nodesOf(fileNode("site.yaml", { absolutePath: broken }))).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

it("leaves alone other sources, other node types and files the model does not declare", async () => {
  expect(await nodesOf(fileNode("site.yaml", { sourceInstanceName: "images" }))).toEqual([])
  expect(await nodesOf(fileNode("site.yaml", { internal: { type: "Directory" } }))).toEqual([])
  const samplePost = fs.readdirSync(path.join(projectRoot, "content/blogs"))[0]
  expect(await nodesOf(fileNode(`blogs/${samplePost}`))).toEqual([])
})
