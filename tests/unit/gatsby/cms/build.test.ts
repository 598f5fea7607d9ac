/** @jest-environment ./tests/support/jest/node-environment.js */
import fs from "fs"
import os from "os"
import path from "path"
import { siteStylesheet } from "../../../../gatsby/cms/build"

describe("the stylesheet the CMS previews are drawn with", () => {
  it("is this build's, even with an earlier build's stylesheet still in public/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    fs.writeFileSync(path.join(dir, "styles.0a0a.css"), "/* earlier build */")
    fs.writeFileSync(path.join(dir, "styles.1b1b.css"), "/* this build */")
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1.js", "styles.1b1b.css", "app-2.js"] } }),
    )
    expect(siteStylesheet(dir)).toBe(path.join(dir, "styles.1b1b.css"))
    fs.rmSync(dir, { recursive: true })
  })

  it("stops the build when the build has no stylesheet", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-2.js"] } }))
    expect(() => siteStylesheet(dir)).toThrow(/Expected one styles\.<hash>\.css/)
    fs.rmSync(dir, { recursive: true })
  })
})
