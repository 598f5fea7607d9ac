import { checkFields } from "../../../../../src/lib/forms/form-checks"
import { siteYaml } from "../../../../support/jest/content-fixture"

/** A valid number: the business's own (content/site.yaml). */
const phone = (siteYaml.phone as { display: string }).display

it("reports every field's problem at once", () => {
  const fields = (["name", "email", "phone", "message"] as const).map((name) => ({ name, required: true }))
  expect(checkFields(fields, { name: "", email: "jane@", phone, message: "x".repeat(5001) })).toEqual({
    name: "blank",
    email: "email",
    message: "tooLong",
  })
})
