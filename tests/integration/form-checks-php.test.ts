/**
 * @jest-environment node
 *
 * The browser's form checks against the PHP handlers' Forms::validate, run by the php command line.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { checkField, type FieldName, type FieldProblem } from "../../src/lib/forms/form-checks"
import { FIELDS, FORMS, type FormId } from "../../src/lib/forms/enquiry-forms"
import { dialledNumber } from "../../src/lib/contact/phone"

const root = path.resolve(__dirname, "../..")
const readYaml = (file: string) => parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>

/** The service lists the handlers accept (the build hands them over as form-choices.json). */
const choices: Record<string, Record<string, string>> = {
  enquiry: Object.fromEntries(
    fs.readdirSync(path.join(root, "content/services")).map((file) => {
      const { choice } = readYaml(`content/services/${file}`) as { choice: { value: string; label: string } }
      return [choice.value, choice.label]
    }),
  ),
  contact: Object.fromEntries(
    (readYaml("content/contact.yaml").serviceOptions as { value: string; label: string }[]).map((o) => [
      o.value,
      o.label,
    ]),
  ),
}

/** The business's own number (content/site.yaml), for the ways visitors write a phone number. */
const phone = readYaml("content/site.yaml").phone as { display: string }
/** The business's number as a tel: link dials it ("+61…"). */
const international = dialledNumber(phone.display)
const digits = phone.display.replace(/\D/g, "")

const valid: Record<string, string> = {
  name: "Jane O'Brien",
  email: "jane@example.com",
  phone: phone.display,
  address: "12 Smith St",
  city: "Box Hill",
  service: "tv-antenna-repair",
  message: "Picture breaks up on 7 and 9",
}

// Values the browser must judge exactly as the handlers do, one field varied at a time.
const CASES: Partial<Record<FieldName, string[]>> = {
  name: [
    "Jane",
    "Zoë Ng",
    "",
    "   ",
    "\u00a0\ufeff",
    "a".repeat(100),
    "a".repeat(101),
    "😀".repeat(100),
    "😀".repeat(101),
    "Jo\tAnn",
    "Jo\u0007",
    "Jo\nAnn",
    "\u202eevil",
    "x\u2028y",
    " Jane ",
    // Invisible characters only: whatever the handlers decide, the browser must decide the same.
    "\u200b\u3164",
  ],
  email: [
    "jane@example.com",
    "jane.o'brien+tv@example.com.au",
    "JANE@EXAMPLE.COM",
    "jane@localhost",
    "jane@@example.com",
    "jane",
    ".jane@example.com",
    "jane.@example.com",
    "ja..ne@example.com",
    "jane@-example.com",
    "jane@example-.com",
    "jane@ex--ample.com",
    "jane@exa_mple.com",
    "jane@example.c",
    "jane@example.c0m",
    "jäne@example.com",
    "jane@exämple.com",
    `${"a".repeat(64)}@example.com`,
    `${"a".repeat(65)}@example.com`,
    `jane@${"a".repeat(63)}.com`,
    `jane@${"a".repeat(64)}.com`,
    `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`,
    '"jane"@example.com',
    "jane@example.com.",
    "jane @example.com",
    "jane@[127.0.0.1]",
    "  jane@example.com  ",
  ],
  phone: [
    phone.display,
    digits,
    "(03) 9123 4567",
    `+61 ${phone.display.slice(1)}`,
    "+61 (0)3 9123 4567",
    `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`,
    phone.display.replace(/ /g, "."),
    "1300 123 456",
    "1234567",
    "12345678",
    "123456789012345",
    "1234567890123456",
    `${phone.display} ext 2`,
    `+${international}`,
    `${international.slice(1)}+`,
    "phone",
    `#${digits}`,
    "0".repeat(15) + " ".repeat(16),
  ],
  address: ["12 Smith St & Co", "", "a".repeat(200), "a".repeat(201)],
  city: ["Box Hill", "", "a".repeat(100), "a".repeat(101)],
  service: ["", "tv-antenna-repair"],
  message: [
    "Hello",
    "Line one\nLine two",
    "Line one\r\nLine two",
    "\tIndented",
    "",
    "\n\n",
    "x".repeat(5000),
    "x".repeat(5001),
    "bell\u0007",
    "vertical\u000btab",
  ],
}

interface Verdict {
  field: string
  value: string
  refused: string | null
}

/** Runs Forms::validate of the PHP handlers over each case and returns the sentence it refused with. */
function phpVerdicts(inputs: { form: string; fields: Record<string, string> }[]): (string | null)[] {
  const php = `require ${JSON.stringify(path.join(root, "backend/src/bootstrap.php"))};
    $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $case) {
      try { AntennaBackend\\Enquiry\\Forms::validate($case['form'], $case['fields'], $case['services']); $out[] = null; }
      catch (AntennaBackend\\Enquiry\\ValidationError $e) { $out[] = $e->getMessage(); }
    }
    echo json_encode($out);`
  const input = JSON.stringify(inputs.map((c) => ({ ...c, services: choices[c.form] ?? {} })))
  return JSON.parse(execFileSync("php", ["-r", php], { input, encoding: "utf8" }))
}

/** The kind of problem a handler sentence names. */
function kindOf(sentence: string | null): FieldProblem | null {
  if (sentence === null) return null
  if (/unusual characters/.test(sentence)) return "characters"
  if (/characters or fewer/.test(sentence)) return "tooLong"
  if (/valid e-mail/.test(sentence)) return "email"
  if (/valid phone/.test(sentence)) return "phone"
  if (/^Please (enter|choose)/.test(sentence)) return "blank"
  throw new Error(`Unknown handler sentence: ${sentence}`)
}

it("refuses in the browser exactly what the PHP handlers refuse, for the same reason", () => {
  const cases = Object.entries(CASES).flatMap(([field, values]) => values!.map((value) => ({ field, value })))
  const sentences = phpVerdicts(
    cases.map(({ field, value }) => ({ form: "enquiry", fields: { ...valid, [field]: value } })),
  )
  const server: Verdict[] = cases.map((c, i) => ({ ...c, refused: kindOf(sentences[i]) }))
  const browser: Verdict[] = cases.map((c) => ({ ...c, refused: checkField(c.field as FieldName, c.value, true) }))
  expect(browser).toEqual(server)
  // Both sides refused something, and accepted something, for every field.
  for (const field of Object.keys(CASES)) {
    const verdicts = server.filter((v) => v.field === field).map((v) => v.refused)
    expect(verdicts).toContain(null)
    expect(verdicts.some((v) => v !== null)).toBe(true)
  }
})

it("leaves the optional subject of the contact form empty, but not too long", () => {
  const contact = (subject: string) => ({ form: "contact", fields: { ...valid, service: "repair", subject } })
  const [empty, long, fine] = phpVerdicts([contact(""), contact("x".repeat(151)), contact("Roof antenna")])
  expect([kindOf(empty), kindOf(long), kindOf(fine)]).toEqual([
    checkField("subject", "", false),
    checkField("subject", "x".repeat(151), false),
    checkField("subject", "Roof antenna", false),
  ])
})

it("judges every field of every form alike, as the forms' declaration has them: empty, too long, odd characters", () => {
  /** A value the handlers accept, for a field of each type. */
  const fine = (form: FormId, name: FieldName): string =>
    ({
      email: valid.email,
      tel: valid.phone,
      select: Object.keys(choices[form] ?? {})[0] ?? "",
      textarea: valid.message,
    })[FIELDS[name].type as string] ?? "Box Hill"
  const cases = (Object.keys(FORMS) as FormId[]).flatMap((form) => {
    const base = Object.fromEntries(FORMS[form].fields.map((name) => [name, fine(form, name)]))
    return FORMS[form].fields.flatMap((field) => {
      const { max, type } = FIELDS[field]
      // A select holds one of its choices or nothing; the handlers refuse anything else, which the browser never sends.
      const values =
        type === "select"
          ? ["", " ", "a".repeat(max + 1)]
          : ["", " ", "a".repeat(max), "a".repeat(max + 1), "a\u0007b", "\u202eab"]
      return values.map((value) => ({ form, field, value, fields: { ...base, [field]: value } }))
    })
  })
  const sentences = phpVerdicts(cases.map(({ form, fields }) => ({ form, fields })))
  const server = cases.map((c, i) => ({ form: c.form, field: c.field, value: c.value, refused: kindOf(sentences[i]) }))
  const browser = cases.map((c) => ({
    form: c.form,
    field: c.field,
    value: c.value,
    refused: checkField(c.field, c.value, FIELDS[c.field].required),
  }))
  expect(browser).toEqual(server)
  expect(server.some((v) => v.refused === "tooLong")).toBe(true)
})
