// Rules that span more than one value or file: a service's slug is its file name; services, form
// choices and sample posts are told apart by values that must not repeat; a number is written once;
// and a value that names an item of another file (a service's testimonials) names one that is there.
import path from "path"
import { isScalar, isSeq, type Node } from "yaml"
import { toBlogPost } from "../../src/lib/blog/dashboard-answer"
import type { ParsedFile } from "./yaml/read-yaml"
import { problemAt, type Problem } from "./problem"
import { contactModel, serviceModel, siteModel } from "./models"
import { AUSTRALIAN_NUMBER, sameNumber, whatsappNumber } from "../../src/lib/contact/phone"
import type { NodeModel, Reference } from "./model"

export interface CheckedFile {
  parsed: ParsedFile
  model?: NodeModel
}

interface Value {
  parsed: ParsedFile
  offset: number
  value: string
  /** How the value is named in a message: "`order` 3". */
  label: string
}

const lineOf = ({ parsed, offset }: Value) => parsed.lines.linePos(offset).line

function valueAt(parsed: ParsedFile, keys: (string | number)[], show = (key: string) => key): Value | undefined {
  const node = parsed.doc.getIn(keys, true) as Node | undefined
  if (!isScalar(node) || !node.range || (typeof node.value !== "string" && typeof node.value !== "number")) return
  const value = String(node.value)
  const name = keys
    .map((key) => (typeof key === "number" ? `[${key}]` : `.${key}`))
    .join("")
    .slice(1)
  return { parsed, offset: node.range[0], value, label: `\`${show(name)}\` ${JSON.stringify(node.value)}` }
}

/** A problem for each value that an earlier one already has. */
function repeated(values: (Value | undefined)[], fix: string): Problem[] {
  const first = new Map<string, Value>()
  return values.flatMap((entry) => {
    if (!entry) return []
    const earlier = first.get(entry.value)
    if (!earlier) {
      first.set(entry.value, entry)
      return []
    }
    const where =
      earlier.parsed === entry.parsed
        ? `on line ${lineOf(earlier)}`
        : `by ${earlier.parsed.file} (line ${lineOf(earlier)})`
    const message = `${entry.label} is already used ${where}`
    return [problemAt(entry.parsed.file, entry.parsed.lines, entry.offset, message, fix)]
  })
}

function serviceProblems(services: ParsedFile[]): Problem[] {
  const slugs = services.flatMap((parsed) => {
    const slug = valueAt(parsed, ["slug"])
    const name = path.posix.basename(parsed.file, ".yaml")
    if (!slug || slug.value === name) return []
    return [
      problemAt(
        parsed.file,
        parsed.lines,
        slug.offset,
        `\`slug\` is "${slug.value}", but the file is named ${name}.yaml; the two must match`,
        `write \`slug: ${name}\`, or rename the file to ${slug.value}.yaml`,
      ),
    ]
  })
  return [
    ...slugs,
    ...repeated(
      services.map((parsed) => valueAt(parsed, ["order"])),
      "give each service its own `order`; it sets their place in the menu and on the home page",
    ),
    ...repeated(
      services.map((parsed) => valueAt(parsed, ["choice", "value"])),
      "give each service its own `choice.value`; the enquiry form tells the services apart by it",
    ),
  ]
}

function contactProblems(contact: ParsedFile): Problem[] {
  const options = contact.doc.get("serviceOptions", true)
  if (!isSeq(options)) return []
  return repeated(
    options.items.map((_, index) => valueAt(contact, ["serviceOptions", index, "value"])),
    "give each option its own `value`; the contact form tells the options apart by it",
  )
}

/** WhatsApp uses the phone number unless it is on another one: the same number is never written twice. */
function siteProblems(site: ParsedFile): Problem[] {
  const phone = valueAt(site, ["phone", "display"])
  if (!phone) return []
  const whatsapp = valueAt(site, ["whatsapp", "number"])
  if (whatsapp && sameNumber(whatsapp.value, phone.value)) {
    return [
      problemAt(
        site.file,
        site.lines,
        whatsapp.offset,
        `\`whatsapp.number\` repeats \`phone.display\` (line ${lineOf(phone)}), so the two could be changed apart`,
        "delete `whatsapp.number`: WhatsApp uses the phone number when it has none of its own",
      ),
    ]
  }
  const owner = site.doc.getIn(["whatsapp"], true) as Node | undefined
  // Only a number can be a 1300 or 1800 number: text that is no number at all ("call us anytime")
  // is the field's own problem, which the field check names.
  if (!whatsapp && AUSTRALIAN_NUMBER.test(phone.value) && !whatsappNumber(phone.value)) {
    return [
      problemAt(
        site.file,
        site.lines,
        owner?.range?.[0] ?? phone.offset,
        `\`phone.display\` (line ${lineOf(phone)}) is a 1300 or 1800 number, which WhatsApp cannot reach, and \`whatsapp.number\` is empty`,
        "write the mobile number WhatsApp is on in `whatsapp.number`, e.g. 0491 570 156",
      ),
    ]
  }
  return []
}

function postProblems(posts: ParsedFile[]): Problem[] {
  const slugs: Value[] = []
  const problems = posts.flatMap((parsed) => {
    const check = toBlogPost(parsed.doc.toJS())
    if (check.ok) {
      const at = valueAt(parsed, ["slug"]) ?? valueAt(parsed, ["title"])
      slugs.push({ parsed, offset: at?.offset ?? 0, value: check.post.slug, label: `the slug "${check.post.slug}"` })
      return []
    }
    return [
      problemAt(
        parsed.file,
        parsed.lines,
        0,
        `this sample post ${check.problem}`,
        "give it an `id:` and a `title:` like the other sample posts",
      ),
    ]
  })
  return [...problems, ...repeated(slugs, "give one of the two posts another `slug:`")]
}

/** The dotted path of a Reference's list as keys ("testimonials.items" -> ["testimonials", "items"]). */
const listKeys = (reference: Reference) => reference.list.split(".")

/** The key of every item of a Reference's list, where the file holds it. */
function referredItems(target: ParsedFile, reference: Reference): (Value | undefined)[] {
  const list = target.doc.getIn(listKeys(reference), true)
  if (!isSeq(list)) return []
  return list.items.map((_, index) => valueAt(target, [...listKeys(reference), index, reference.key]))
}

/**
 * Each value of a field that names an item of another file's list (Reference) names one that is
 * there; and the items of such a list are told apart, since their key is what names them.
 */
function referenceProblems(files: CheckedFile[]): Problem[] {
  const problems: Problem[] = []
  const lists = new Map<string, Reference>()
  for (const { parsed, model } of files) {
    for (const [name, field] of Object.entries(model?.fields ?? {})) {
      const reference = field.kind === "object" ? undefined : field.refersTo
      if (!reference) continue
      lists.set(`${reference.source} ${reference.list}`, reference)
      const target = files.find((file) => file.parsed.file === reference.source)
      // A missing or unreadable file is a problem of its own.
      if (!target) continue
      const keys = [...new Set(referredItems(target.parsed, reference).flatMap((item) => (item ? [item.value] : [])))]
      const node = parsed.doc.get(name, true) as Node | undefined
      const values = field.list ? (isSeq(node) ? node.items : []) : node ? [node] : []
      values.forEach((item, index) => {
        // A value of the wrong kind is check-fields' problem.
        if (!isScalar(item) || !item.range || keys.includes(String(item.value))) return
        const at = field.list ? `${name}[${index}]` : name
        problems.push(
          problemAt(
            parsed.file,
            parsed.lines,
            item.range[0],
            `\`${at}\` ${JSON.stringify(item.value)} is not the ${reference.key} of any ${reference.noun} in ${reference.source} (its \`${reference.list}\` has ${keys.join(", ") || "none"})`,
            `write one of those, or add the ${reference.noun} to ${reference.source}`,
          ),
        )
      })
    }
  }
  for (const reference of lists.values()) {
    const target = files.find((file) => file.parsed.file === reference.source)
    if (!target) continue
    problems.push(
      ...repeated(
        referredItems(target.parsed, reference),
        `give each ${reference.noun} its own \`${reference.key}\`; other pages choose ${reference.noun}s by it`,
      ),
    )
  }
  return problems
}

/** The cross-file rules over every file that parsed; files that did not parse are left out. */
export function checkAcrossFiles(files: CheckedFile[]): Problem[] {
  const of = (model?: NodeModel) => files.filter((file) => file.model === model).map((file) => file.parsed)
  return [
    ...serviceProblems(of(serviceModel)),
    ...of(contactModel).flatMap(contactProblems),
    ...of(siteModel).flatMap(siteProblems),
    ...postProblems(of()),
    ...referenceProblems(files),
  ]
}
