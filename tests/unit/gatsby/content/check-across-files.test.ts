/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The rules across content files (check-across-files.ts), over a few small files read as the check
 * reads them: the problems they name, with file, line, column and fix; and the values they leave to
 * the field check (check-fields.ts), which names a missing value or one of the wrong kind itself, so
 * an editor is told once. The same rules over a whole copy of content/ are in check.test.ts.
 */
import { checkAcrossFiles, type CheckedFile } from "../../../../gatsby/content/check-across-files"
import { int, listOf, object, optional, referring, text, type NodeModel, type Reference } from "../../../../gatsby/content/model"
import { contactModel, homeModel, serviceModel, siteModel } from "../../../../gatsby/content/models"
import { byPosition, formatProblem } from "../../../../gatsby/content/problem"
import { readContentFile } from "../../../../gatsby/content/yaml/read-yaml"

/** A file as the check hands it on: read without a YAML problem, with its model (none: a sample post). */
function file(name: string, yaml: string, model?: NodeModel): CheckedFile {
  const { parsed, problems } = readContentFile(name, Buffer.from(yaml))
  expect(problems).toEqual([])
  return { parsed: parsed!, model }
}

/** Every problem across `files`, as the build prints them, in file and line order. */
const across = (...files: CheckedFile[]) => checkAcrossFiles(files).sort(byPosition).map(formatProblem)

describe("services", () => {
  it("leaves a slug, order or form choice value that is empty or neither text nor a number to the field check", () => {
    expect(
      across(
        file("content/services/aerials.yaml", "slug:\norder: true\nchoice:\n  value:\n", serviceModel),
        file("content/services/cameras.yaml", "slug: false\norder: true\nchoice:\n  value:\n", serviceModel),
      ),
    ).toEqual([])
  })

  it("leaves a service without order or form choice to the field check", () => {
    expect(
      across(
        file("content/services/aerials.yaml", "slug: aerials\n", serviceModel),
        file("content/services/cameras.yaml", "slug: cameras\n", serviceModel),
      ),
    ).toEqual([])
  })
})

describe("contact form options", () => {
  it.each([
    ["missing", "formHeading: Ask us\n"],
    ["text instead of a list", "serviceOptions: antennas\n"],
  ])("leaves options that are %s to the field check", (_case, yaml) => {
    expect(across(file("content/contact.yaml", yaml, contactModel))).toEqual([])
  })
})

describe("a phone number WhatsApp cannot reach", () => {
  it("is named at the phone number when site.yaml has no whatsapp group at all", () => {
    expect(across(file("content/site.yaml", "name: Antennas\nphone:\n  display: 1800 975 707\n", siteModel))).toEqual([
      "content/site.yaml:3:12: `phone.display` (line 3) is a 1300 or 1800 number, which WhatsApp cannot reach, and `whatsapp.number` is empty — write the mobile number WhatsApp is on in `whatsapp.number`, e.g. 0491 570 156",
    ])
  })
})

describe("sample posts whose slugs come from their titles", () => {
  it("names the title that gives a slug another post already has, and the line of the other title", () => {
    expect(
      across(
        file("content/blogs/first.yaml", "id: 1\nauthor: Sam\ntitle: Same Title\n"),
        file("content/blogs/second.yaml", "id: 2\ntitle: Same Title\n"),
      ),
    ).toEqual([
      'content/blogs/second.yaml:2:8: the slug "same-title" is already used by content/blogs/first.yaml (line 3) — give one of the two posts another `slug:`',
    ])
  })

  it("names the post's first line when its title is a date, which YAML does not read as text", () => {
    expect(
      across(
        file("content/blogs/first.yaml", "id: 1\ntitle: 2025-02-18\n"),
        file("content/blogs/second.yaml", "id: 2\ntitle: 2025-02-18\n"),
      ),
    ).toEqual([
      'content/blogs/second.yaml:1:1: the slug "2025-02-18" is already used by content/blogs/first.yaml (line 1) — give one of the two posts another `slug:`',
    ])
  })
})

describe("a value that names an item of another file's list", () => {
  const home = (items: string) => file("content/home.yaml", `testimonials:\n  heading: Customers\n${items}`, homeModel)
  const service = (yaml: string) => file("content/services/aerials.yaml", `slug: aerials\n${yaml}`, serviceModel)

  it("lists only the items that have the key, when none has the one named", () => {
    const items = "  items:\n    - id: 1\n    - name: Sarah\n    - id: 3\n"
    expect(across(home(items), service("testimonials: [2]\n"))).toEqual([
      "content/services/aerials.yaml:2:16: `testimonials[0]` 2 is not the id of any testimonial in content/home.yaml (its `testimonials.items` has 1, 3) — write one of those, or add the testimonial to content/home.yaml",
    ])
  })

  it.each([
    ["the list is missing", ""],
    ["the list is empty", "  items: []\n"],
  ])("says the other file has none when %s", (_case, items) => {
    expect(across(home(items), service("testimonials:\n  - 1\n"))).toEqual([
      "content/services/aerials.yaml:3:5: `testimonials[0]` 1 is not the id of any testimonial in content/home.yaml (its `testimonials.items` has none) — write one of those, or add the testimonial to content/home.yaml",
    ])
  })

  it.each([
    ["a group of fields in the list", "testimonials:\n  - id: 2\n"],
    ["a list in the list", "testimonials: [[2]]\n"],
    ["a number instead of a list", "testimonials: 2\n"],
  ])("leaves %s to the field check", (_case, yaml) => {
    expect(across(home("  items:\n    - id: 1\n"), service(yaml))).toEqual([])
  })

  it("names the items a list holds twice once, however many files refer to the list", () => {
    expect(
      across(
        home("  items:\n    - id: 1\n    - id: 1\n"),
        service("testimonials: [1]\n"),
        file("content/services/cameras.yaml", "slug: cameras\ntestimonials: [1]\n", serviceModel),
      ),
    ).toEqual([
      "content/home.yaml:5:11: `testimonials.items[1].id` 1 is already used on line 4 — give each testimonial its own `id`; other pages choose testimonials by it",
    ])
  })

  describe("in any field the model says refers to another file", () => {
    // The home page's testimonials, as a service page refers to them.
    const testimonial = (serviceModel.fields.testimonials as { refersTo: Reference }).refersTo
    const brand: Reference = {
      source: "content/brands.yaml",
      collection: "brands",
      entry: "brands",
      list: "brands",
      key: "name",
      label: "name",
      noun: "brand",
    }
    const showcase: NodeModel = {
      type: "ShowcaseYaml",
      source: "content/showcase.yaml",
      fields: {
        heading: text(),
        featured: optional(referring(int(), testimonial)),
        brands: optional(listOf(referring(text(), brand))),
      },
    }
    const brandList: NodeModel = {
      type: "BrandsYaml",
      source: "content/brands.yaml",
      fields: { brands: listOf(object("Brand", { name: text() })) },
    }
    const brands = (yaml: string) => file("content/brands.yaml", yaml, brandList)

    it("names a single value (not a list) by its field", () => {
      expect(
        across(
          home("  items:\n    - id: 1\n"),
          brands("brands:\n  - name: Hills\n"),
          file("content/showcase.yaml", "heading: Our work\nfeatured: 9\n", showcase),
        ),
      ).toEqual([
        "content/showcase.yaml:2:11: `featured` 9 is not the id of any testimonial in content/home.yaml (its `testimonials.items` has 1) — write one of those, or add the testimonial to content/home.yaml",
      ])
    })

    it("leaves a single value that is left out to the field check", () => {
      expect(
        across(
          home("  items:\n    - id: 1\n"),
          brands("brands:\n  - name: Hills\n"),
          file("content/showcase.yaml", "heading: Our work\n", showcase),
        ),
      ).toEqual([])
    })

    it("names the items held twice in each list referred to", () => {
      expect(
        across(
          home("  items:\n    - id: 1\n    - id: 1\n"),
          brands("brands:\n  - name: Hills\n  - name: Hills\n"),
          file("content/showcase.yaml", "heading: Our work\nfeatured: 1\nbrands: [Hills]\n", showcase),
        ),
      ).toEqual([
        'content/brands.yaml:3:11: `brands[1].name` "Hills" is already used on line 2 — give each brand its own `name`; other pages choose brands by it',
        "content/home.yaml:5:11: `testimonials.items[1].id` 1 is already used on line 4 — give each testimonial its own `id`; other pages choose testimonials by it",
      ])
    })
  })
})
