import { FIELDS } from "../../../../../src/lib/forms/enquiry-forms"
import { checkField, checkFields, isEmail, isPhone } from "../../../../../src/lib/forms/form-checks"
import { siteYaml } from "../../../../support/jest/content-fixture"

/** A valid number: the business's own (content/site.yaml). */
const phone = (siteYaml.phone as { display: string }).display

it("reports every field's problem at once", () => {
  const fields = (["name", "email", "phone", "message"] as const).map((name) => ({ name, required: true }))
  expect(
    checkFields(fields, { name: "", email: "jane@", phone, message: "x".repeat(FIELDS.message.max + 1) }),
  ).toStrictEqual({
    name: "blank",
    email: "email",
    message: "tooLong",
  })
})

describe("what every field refuses", () => {
  // Control characters (C0, DEL, C1), line and paragraph separators and bidi overrides and isolates:
  // they hide or reorder what the owner reads in the inbox and in mail.
  const unusual = [
    "\u0000",
    "\u0007",
    "\u001b",
    "\u007f",
    "\u0085",
    "\u009f",
    "\u2028",
    "\u2029",
    "\u202a",
    "\u202e",
    "\u2066",
    "\u2069",
  ]
  const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
  test.each(unusual.map((c) => [codePoint(c), c]))(
    "%s, in a one-line field or the message, is refused as unusual characters",
    (_shown, character) => {
      expect(checkField("name", `Jane${character}Doe`, true)).toBe("characters")
      expect(checkField("message", `Hello${character}there`, true)).toBe("characters")
    },
  )

  test("a line break is refused in a one-line field, and a tab counts there as a space", () => {
    expect(checkField("city", "Box\nHill", true)).toBe("characters")
    expect(checkField("city", "Box\rHill", true)).toBe("characters")
    expect(checkField("city", "Box\tHill", true)).toBeNull()
    expect(checkField("city", "x".repeat(FIELDS.city.max - 1) + "\t", true)).toBeNull()
  })

  test("the message keeps its line breaks, in any system's form, and its tabs", () => {
    expect(checkField("message", "Line one\nLine two\r\nLine three\rLine four\n\tIndented", true)).toBeNull()
  })

  // As the handlers count them: a line break is one character in whatever form the browser sent it,
  // and a tab in a one-line field is the one space it becomes.
  test("a line break in the message, and a tab in a one-line field, count as one character", () => {
    const max = FIELDS.message.max
    for (const lineBreak of ["\n", "\r\n", "\r"]) {
      expect([lineBreak, checkField("message", `${"x".repeat(max - 2)}${lineBreak}y`, true)]).toStrictEqual([
        lineBreak,
        null,
      ])
      expect([lineBreak, checkField("message", `${"x".repeat(max - 1)}${lineBreak}y`, true)]).toStrictEqual([
        lineBreak,
        "tooLong",
      ])
    }
    expect(checkField("city", `${"x".repeat(FIELDS.city.max - 2)}\ty`, true)).toBeNull()
    expect(checkField("city", `${"x".repeat(FIELDS.city.max - 1)}\ty`, true)).toBe("tooLong")
  })

  test("a field of spaces is blank, and spaces around a value do not count towards its length", () => {
    expect(checkField("city", " \t\u00a0\ufeff ", true)).toBe("blank")
    expect(checkField("city", " \t\u00a0\ufeff ", false)).toBeNull()
    expect(checkField("city", ` \u00a0${"x".repeat(FIELDS.city.max)}\ufeff `, true)).toBeNull()
  })

  test("only the spaces around a value are cut: those inside it count, and every letter is kept", () => {
    expect(checkField("city", `x${" ".repeat(FIELDS.city.max)}y`, true)).toBe("tooLong")
    expect(checkField("email", "jane doe@example.com", true)).toBe("email")
    expect(checkField("city", "V", true)).toBeNull()
  })

  test("length is counted in characters as a reader sees them, not in UTF-16 units", () => {
    expect(checkField("message", "😀".repeat(FIELDS.message.max), true)).toBeNull()
    expect(checkField("message", "😀".repeat(FIELDS.message.max + 1), true)).toBe("tooLong")
  })

  // The page fills these in (where the enquiry came from); the handlers clean them and cut them to length.
  test("a field the page fills in is never refused, whatever it holds", () => {
    const hidden = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).filter((name) => FIELDS[name].type === "hidden")
    expect(hidden.length).toBeGreaterThan(0)
    for (const name of hidden) {
      for (const value of ["", " ", "\u0000\u202e", "x".repeat(FIELDS[name].max + 1)]) {
        expect([name, value, checkField(name, value, true)]).toStrictEqual([name, value, null])
      }
    }
  })

  test("an optional field left empty is no problem; a required one is blank", () => {
    expect(checkField("subject", "", false)).toBeNull()
    expect(checkField("subject", "", true)).toBe("blank")
  })
})

describe("the name", () => {
  test("needs a letter or digit that shows: invisible characters or emoji alone are blank", () => {
    expect(checkField("name", "\u200b\u2060\u3164", true)).toBe("blank")
    expect(checkField("name", "\u200b\u2060\u3164", false)).toBeNull()
    expect(checkField("name", "😀", true)).toBe("blank")
    expect(checkField("name", "\u200bZoë", true)).toBeNull()
    expect(checkField("name", "李", true)).toBeNull()
    expect(checkField("name", "3", true)).toBeNull()
  })

  test("is the only field that does: a subject or message of emoji alone is kept", () => {
    expect(checkField("subject", "👍", true)).toBeNull()
    expect(checkField("message", "👍", true)).toBeNull()
  })
})

describe("an e-mail address", () => {
  const domain = `${"a".repeat(61)}.${"b".repeat(61)}.${"c".repeat(61)}.com`

  test("may have a local part of 64 characters, not 65", () => {
    expect(checkField("email", `${"j".repeat(64)}@example.com`, true)).toBeNull()
    expect(checkField("email", `${"j".repeat(65)}@example.com`, true)).toBe("email")
  })

  test("is at most 254 characters in all", () => {
    expect(isEmail(`${"j".repeat(64)}@${domain}`)).toBe(true)
    expect(isEmail(`${"j".repeat(64)}@a${domain}`)).toBe(false)
  })

  test("is an unquoted local part and a dotted domain with a top-level name of letters", () => {
    for (const good of ["jane@example.com", "Jane.O'Brien+tv@example.com.au", "j@x-y.example.co"]) {
      expect([good, checkField("email", good, true)]).toStrictEqual([good, null])
    }
    for (const bad of [
      "jane",
      "@example.com",
      "jane@",
      "jane@@example.com",
      "jane@localhost",
      "jane..doe@example.com",
      "jane@-example.com",
      "jane@exa_mple.com",
      "jane@example.c",
      '"jane doe"@example.com',
      "jane@[127.0.0.1]",
    ]) {
      expect([bad, checkField("email", bad, true)]).toStrictEqual([bad, "email"])
    }
  })
})

describe("a phone number", () => {
  test("has 8 to 15 digits, with spaces, brackets, dashes or dots, and a leading + only", () => {
    for (const good of [phone, "12345678", "123456789012345", "+61 (0)3 9123-4567", "03.9123.4567"]) {
      expect([good, isPhone(good), checkField("phone", good, true)]).toStrictEqual([good, true, null])
    }
    for (const bad of ["1234567", "1234567890123456", "03 9123 4567 ext 2", "61+ 3 9123 4567", "#0391234567"]) {
      expect([bad, isPhone(bad), checkField("phone", bad, true)]).toStrictEqual([bad, false, "phone"])
    }
  })
})

test("a field missing from the values counts as empty", () => {
  expect(checkFields([{ name: "city", required: true }], {})).toStrictEqual({ city: "blank" })
  expect(checkFields([{ name: "city", required: false }], {})).toStrictEqual({})
})
