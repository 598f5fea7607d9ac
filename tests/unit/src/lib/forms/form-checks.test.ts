import { checkFields } from "../../../../../src/lib/forms/form-checks"

it("reports every field's problem at once", () => {
  const fields = (["name", "email", "phone", "message"] as const).map((name) => ({ name, required: true }))
  expect(checkFields(fields, { name: "", email: "jane@", phone: "0491 570 156", message: "x".repeat(5001) })).toEqual({
    name: "blank",
    email: "email",
    message: "tooLong",
  })
})
