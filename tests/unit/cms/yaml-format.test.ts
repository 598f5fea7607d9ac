/** @jest-environment ./tests/support/jest/node-environment.js */
// Saving an entry through the CMS changes only what the editor changed.
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { fromFile, toFile, withoutEmpty } from "../../../cms/yaml-format"

const content = path.resolve(__dirname, "../../../content")
const files = [
  ...fs.readdirSync(content).filter((f) => f.endsWith(".yaml")),
  ...fs.readdirSync(path.join(content, "services")).map((f) => `services/${f}`),
]
const texts = Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(content, f), "utf8")]))
const data = Object.fromEntries(files.map((f) => [f, fromFile(texts[f]) as Record<string, unknown>]))
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value))

describe("the CMS's YAML format", () => {
  it.each(files)("writes %s back byte for byte when nothing changed", (file) => {
    expect(toFile(copy(data[file]))).toBe(texts[file])
  })

  it("changes only the edited value, keeping comments and key order", () => {
    const site = copy(data["site.yaml"]) as { phone: { display: string } }
    site.phone.display = "03 9000 0000"
    const saved = toFile(site)
    const before = texts["site.yaml"].split("\n")
    const after = saved.split("\n")
    expect(after).toHaveLength(before.length)
    const changed = after.filter((line, i) => line !== before[i])
    expect(changed).toEqual(["  display: 03 9000 0000 # PLACEHOLDER (a number reserved for fiction by the ACMA)"])
  })

  it("applies a service's edit to that service's file, and adds new keys after the known ones", () => {
    const file = "services/cctv-installation-melbourne.yaml"
    const service = copy(data[file]) as { faqs: { answer: string }[]; extra?: string }
    service.faqs[0].answer = "A new answer."
    const saved = parse(toFile(service))
    expect(saved).toEqual({
      ...data[file],
      faqs: [
        { ...(data[file].faqs as object[])[0], answer: "A new answer." },
        ...(data[file].faqs as object[]).slice(1),
      ],
    })
  })

  it("leaves out optional fields left empty, and starts a fresh file for a new entry", () => {
    expect(withoutEmpty({ a: "", b: { c: null }, d: [{ e: "x", f: "" }], g: 0, h: false })).toEqual({
      d: [{ e: "x" }],
      g: 0,
      h: false,
    })
    expect(toFile({ zz: "new", yy: 1 })).toBe("zz: new\nyy: 1\n")
  })
})
