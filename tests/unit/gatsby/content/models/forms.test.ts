/**
 * @jest-environment ./tests/support/jest/node-environment.js
 */
import declared from "../../../../../backend/src/Enquiry/forms.json"
import { declarationProblems, formFieldTexts } from "../../../../../gatsby/content/models/forms"
import { committed, ContentCopy, lineOf } from "../../../../support/fixtures/content-copy"

/** The shipped declaration with a change, as a fresh copy. */
const changed = (change: (copy: typeof declared) => void): unknown => {
  const copy = structuredClone(declared)
  change(copy)
  return copy
}

describe("the forms' declaration (backend/src/Enquiry/forms.json)", () => {
  it("as shipped has no mistake", () => {
    expect(declarationProblems(declared)).toEqual([])
  })

  it.each([
    [
      "a misspelt key",
      (d: typeof declared) => Object.assign(d.fields.city, { requierd: true }),
      'field "city": "requierd" is not a key of the declaration',
    ],
    ["a missing key", (d: typeof declared) => delete (d.fields.city as Partial<typeof d.fields.city>).max, 'field "city": "max" is missing'],
    [
      "an unknown type",
      (d: typeof declared) => Object.assign(d.fields.city, { type: "date" }),
      'field "city": "type" must be one of text, email, tel, select, textarea, hidden',
    ],
    [
      "a length that is no whole number",
      (d: typeof declared) => Object.assign(d.fields.city, { max: 1.5 }),
      'field "city": "max" must be a whole number above 0',
    ],
    [
      "a required field the page fills in",
      (d: typeof declared) => Object.assign(d.fields.subject, { type: "hidden", required: true }),
      'field "subject": a field the page fills in cannot be required',
    ],
    [
      "two fields in one column",
      (d: typeof declared) => Object.assign(d.fields.city, { column: "address" }),
      "two fields share a column",
    ],
    [
      "a form listing no such field",
      (d: typeof declared) => d.forms.quote.fields.push("colour"),
      'form "quote": "fields" must list declared fields (not colour)',
    ],
    [
      "a form without an e-mail",
      (d: typeof declared) => (d.forms.quote.fields = ["name", "message"]),
      'form "quote": "fields" must include email',
    ],
    [
      "a text left blank",
      (d: typeof declared) => Object.assign(d.fields.city, { officeLabel: " " }),
      'field "city": "officeLabel" must be a text',
    ],
    [
      "a flag that is not true or false",
      (d: typeof declared) => Object.assign(d.fields.city, { required: "yes" }),
      'field "city": "required" must be true or false',
    ],
    [
      "a field that is not an object",
      (d: typeof declared) => Object.assign(d.fields, { city: "text" }),
      'field "city" must be an object',
    ],
    [
      "a form that is not an object",
      (d: typeof declared) => Object.assign(d.forms, { quote: ["name", "email", "message"] }),
      'form "quote" must be an object',
    ],
    [
      "a field whose name is not letters and digits starting lower-case",
      (d: typeof declared) => Object.assign(d.fields, { Post_code: { ...d.fields.city, column: "post_code" } }),
      'field "Post_code": a name of letters and digits, starting lower-case',
    ],
    [
      "a misspelt key beside fields and forms",
      (d: typeof declared) => Object.assign(d, { froms: {} }),
      '"froms" is not a key of the declaration',
    ],
    [
      "every field a form lists that is not declared",
      (d: typeof declared) => d.forms.quote.fields.push("colour", "size"),
      'form "quote": "fields" must list declared fields (not colour, size)',
    ],
    [
      "a form listing a field twice",
      (d: typeof declared) => d.forms.quote.fields.push("email"),
      'form "quote": "fields" lists a field twice',
    ],
    [
      "every field a form must have that it lacks",
      (d: typeof declared) => (d.forms.quote.fields = ["name"]),
      'form "quote": "fields" must include email, message',
    ],
    [
      "a form with two lists to choose from",
      (d: typeof declared) => {
        Object.assign(d.fields.city, { type: "select" })
      },
      'form "enquiry": "fields" has more than one select field (form-choices.json has one list per form)',
    ],
  ])("names %s", (_, change, problem) => {
    expect(declarationProblems(changed(change))).toContain(problem)
  })

  it.each([
    ["nothing", null],
    ["a list", []],
    ["no forms", { fields: {} }],
    ["no fields", { forms: {} }],
    ["fields as a list", { fields: [], forms: {} }],
  ])("when it holds %s, says it must hold fields and forms", (_, declaration) => {
    expect(declarationProblems(declaration)).toEqual(['it must hold "fields" and "forms"'])
  })

  it("accepts a new field named with letters and digits, starting lower-case, in a column of its own", () => {
    expect(declarationProblems(changed((d) => Object.assign(d.fields, { postCode2: { ...d.fields.city, column: "post_code" } })))).toEqual(
      [],
    )
  })

  it("accepts a $comment, the note for whoever edits it", () => {
    expect(declared).toHaveProperty("$comment")
    expect(declarationProblems(changed((d) => Object.assign(d, { $comment: "Another note" })))).toEqual([])
  })

  it("says a form's fields must be a list when they are no list at all, naming no field as undeclared", () => {
    const problems = declarationProblems(changed((d) => Object.assign(d.forms.quote, { fields: "name, email, message" })))
    expect(problems).toEqual(['form "quote": "fields" must be a list of declared fields'])
  })
})

describe("the texts of content/ui.yaml for the forms' fields", () => {
  it("are asked for each field a visitor fills in, the sentence for an empty one only where it is required", () => {
    const visible = Object.entries(declared.fields).filter(([, field]) => field.type !== "hidden")
    expect(Object.keys(formFieldTexts.fields)).toEqual(visible.map(([name]) => name))
    for (const [name, field] of visible) {
      const texts = formFieldTexts.fields[name]
      expect(texts.kind === "object" && texts.fields.ifLeftEmpty?.required).toBe(field.required || undefined)
      expect(texts.kind === "object" && texts.fields.label.required).toBe(true)
    }
  })
})

describe("the content check of those texts", () => {
  const file = "content/ui.yaml"
  const ui = committed(file)
  let copy: ContentCopy
  beforeAll(() => (copy = new ContentCopy()))
  afterAll(() => copy.remove())

  it("names the sentence for an empty field when a required field has none", () => {
    const line = lineOf(ui, /^ {6}ifLeftEmpty: Please enter your suburb or city\.$/)
    expect(copy.check({ [file]: ui.replace(/^ {6}ifLeftEmpty: Please enter your suburb or city\.\n/m, "") })).toEqual([
      `${file}:${line - 2}:7: \`forms.fields.city.ifLeftEmpty\` is required (text) — add \`ifLeftEmpty: …\` to \`forms.fields.city\``,
    ])
  })

  it("tells an editor with the earlier layout where the sentences for empty fields went", () => {
    const earlier = ui.replace(/^ {2}checks:$/m, "  checks:\n    blank:\n      name: Please enter your name.")
    const line = lineOf(earlier, /^ {4}blank:$/)
    expect(copy.check({ [file]: earlier })).toEqual([
      `${file}:${line}:5: \`forms.checks.blank\` is no longer used — each field's sentence for an empty field is now \`ifLeftEmpty\` under \`forms.fields.<field>\`; move it there`,
    ])
  })
})
