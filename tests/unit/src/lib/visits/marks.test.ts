// The layout's marks for the visit counter are plain attributes in the components (they cost the
// first script nothing); this keeps them to the names the counter knows.
import fs from "node:fs"
import path from "node:path"
import { PLACES, TAP_KINDS } from "../../../../../src/lib/visits/marks"

const root = path.resolve(__dirname, "../../../../..")
const components = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? components(full) : entry.name.endsWith(".tsx") ? [full] : []
  })
const marks = (attribute: string) =>
  components(path.join(root, "src/components")).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(new RegExp(`${attribute}="([^"]*)"`, "g"))].map((m) => m[1]),
  )

describe("the layout's marks for the visit counter", () => {
  it("name every place the counter knows, and no other", () => {
    expect([...new Set(marks("data-place"))].sort()).toEqual([...PLACES].sort())
  })

  it("name only the taps a button can be, and mark every button that opens the quote form", () => {
    expect([...new Set(marks("data-tap"))]).toEqual([...TAP_KINDS])
    const quoteButtons = components(path.join(root, "src/components")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/<button\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /onClick=\{(onQuote|quote\.open)\}/.test(tag)),
    )
    expect(quoteButtons.length).toBeGreaterThan(0)
    expect(quoteButtons.filter((tag) => !tag.includes('data-tap="quote"'))).toEqual([])
  })
})
