/**
 * @jest-environment ./tests/support/jest/node-environment.js
 *
 * The content check over a copy of content/: files the model does not declare, fields against the
 * model, rules across files, sample posts, and every problem reported at once. YAML syntax mistakes
 * are in read-yaml.test.ts; the check's hooks in Gatsby at the end.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import { checkChangedContent, checkContent, checkContentFirst, watchContent } from "../../../../gatsby/content/check"
import { modelForPath } from "../../../../gatsby/content/yaml/find-files"
import { readContentFile } from "../../../../gatsby/content/yaml/read-yaml"
import { formatReport } from "../../../../gatsby/content/problem"
import { serviceModel, yamlModels } from "../../../../gatsby/content/models"
import { CONTENT_ICON_NAMES } from "../../../../src/components/ui/icons/icon-names"
import { committed, ContentCopy, lineOf, projectRoot } from "../../../support/fixtures/content-copy"

/**
 * The parser the build makes its content nodes with: gatsby-transformer-yaml's own js-yaml, whichever
 * version it brings (the project itself reads YAML with `yaml`).
 */
const transformerYaml = createRequire(require.resolve("gatsby-transformer-yaml/gatsby-node"))("js-yaml") as {
  load: (text: string) => unknown
}

const yamlFiles = fs
  .readdirSync(path.join(projectRoot, "content"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => `content/${name}`)

/** The single files the model declares, in its order ("site.yaml, navigation.yaml, ..."). */
const singleFiles = yamlModels
  .map((model) => model.source)
  .filter((source) => !source.includes("<slug>"))
  .map((source) => path.basename(source))
  .join(", ")

let copy: ContentCopy
beforeAll(() => (copy = new ContentCopy()))
afterAll(() => copy.remove())

describe("the shipped content", () => {
  it("has no problems, in any of its files", () => {
    expect(checkContent(projectRoot)).toEqual({ problems: [], fileCount: yamlFiles.length })
  })

  it("reads every value as gatsby-transformer-yaml's parser (js-yaml) does", () => {
    for (const file of yamlFiles) {
      const { parsed } = readContentFile(file, fs.readFileSync(path.join(projectRoot, file)))
      expect({ file, data: parsed?.doc.toJS() }).toEqual({ file, data: transformerYaml.load(committed(file)) })
    }
  })

  it("takes each file's node type from the model", () => {
    for (const model of yamlModels.filter((m) => !m.source.includes("<slug>"))) {
      expect(modelForPath(model.source)).toBe(model)
    }
    expect(modelForPath("content/services/a-new-service.yaml")).toBe(serviceModel)
    expect(modelForPath("content/services/more/a-new-service.yaml")).toBeUndefined()
    expect(modelForPath("content/blogs/a-post.yaml")).toBeUndefined()
  })
})

describe("files the model does not declare are refused, never ignored", () => {
  it.each([
    [
      "content/services/new-service.yml",
      "content/services/new-service.yml:1:1: content files end in `.yaml`, and this one is `new-service.yml` — rename it to `new-service.yaml`",
    ],
    [
      "content/pages/team.yaml",
      "content/pages/team.yaml:1:1: the folder `content/pages/` is not part of the content model, so nothing on the site would show this file — move it to `content/services/` or `content/blogs/` if it belongs there; otherwise delete it",
    ],
    [
      "content/faq.yaml",
      `content/faq.yaml:1:1: the content model has no file named \`faq.yaml\`, so nothing on the site would show it — rename it if you meant one of ${singleFiles}; otherwise delete it`,
    ],
  ])("%s", (file, message) => {
    expect(copy.check({ [file]: "title: Stray\n" })).toEqual([message])
  })

  it("a declared file that is missing", () => {
    expect(copy.check({ "content/about.yaml": null })).toEqual([
      "content/about.yaml:1:1: this file is missing — restore it (`git checkout -- content/about.yaml` brings it back)",
    ])
  })
})

it("names every broken field of a file with its line and fix", () => {
  const fixture = fs.readFileSync(path.join(projectRoot, "tests/support/fixtures/broken-content/wrong-type.yaml"))
  const file = "content/services/wrong-type.yaml"
  expect(copy.check({ [file]: fixture })).toEqual([
    `${file}:3:7: \`slug\` is "broken-service", but the file is named wrong-type.yaml; the two must match — write \`slug: wrong-type\`, or rename the file to broken-service.yaml`,
    `${file}:4:8: \`order\` must be a whole number, got "first" — write a whole number such as 3, without quotes`,
    `${file}:5:12: \`menuLabel\` must be text, got the number 2024 — put it in double quotes: \`menuLabel: "2024"\``,
    `${file}:7:3: \`choice.label\` is required (text) — add \`label: …\` to \`choice\``,
    `${file}:11:10: \`card.image\` points to ../images/does-not-exist.jpg, which does not exist — check the spelling, including upper and lower case, or add the file there`,
    `${file}:19:13: \`hero.benefits\` must be a list, got "not-a-list" — write each item on its own line below it, starting with \`- \``,
    `${file}:20:1: \`tittle\` is not a known field — check its spelling (the fields here are ${Object.keys(serviceModel.fields).join(", ")}) or remove it`,
  ])
})

it("an icon name the site has no icon for, in a service and on the home page", () => {
  const service = "content/services/cctv-installation-melbourne.yaml"
  const serviceText = committed(service)
  const home = committed("content/home.yaml")
  const homeIcon = /^ {4}- icon: (.*)$/m.exec(home)![1]
  const problems = copy.check({
    [service]: serviceText.replace("- icon: camera", "- icon: camra"),
    "content/home.yaml": home.replace(`icon: ${homeIcon}`, "icon: Shield"),
  })
  const names = CONTENT_ICON_NAMES.join(", ")
  expect(problems).toEqual([
    `content/home.yaml:${lineOf(home, new RegExp(`icon: ${homeIcon}$`))}:13: \`whyChooseUs.cards[0].icon\` must be one of the listed values, got "Shield" — write one of: ${names}`,
    `${service}:${lineOf(serviceText, /- icon: camera$/)}:15: \`stepLists[0].items[3].icon\` must be one of the listed values, got "camra" — write one of: ${names}`,
  ])
})

describe("a value of the wrong shape, named with its fix", () => {
  const site = "content/site.yaml"
  const siteText = committed(site)
  const shortName = lineOf(siteText, /^shortName:/)
  const emails = lineOf(siteText, /^emails:/)
  const service = "content/services/cctv-installation-melbourne.yaml"
  const serviceText = committed(service)
  const image = lineOf(serviceText, /^ {2}image:/)

  it.each([
    [
      "text of spaces only",
      site,
      siteText.replace(/^shortName: .*$/m, 'shortName: "  "'),
      `${site}:${shortName}:12: \`shortName\` is empty — write the text after \`shortName:\``,
    ],
    [
      "a list where text belongs",
      site,
      siteText.replace(/^shortName: .*$/m, "shortName:\n  - MAS"),
      `${site}:${shortName + 1}:3: \`shortName\` must be text, got a list — write the text itself after the colon, in double quotes`,
    ],
    [
      "text where a group of fields belongs",
      site,
      siteText.replace(/^phone:\n.*$/m, 'phone: "0491 570 156"'),
      `${site}:${lineOf(siteText, /^phone:/)}:8: \`phone\` must be a group of fields (display), got "0491 570 156" — write each field on its own line below it, indented two spaces more`,
    ],
    [
      "a required list with no item",
      site,
      siteText.replace(/^emails:\n( {2}.*\n)+/m, "emails: []\n"),
      `${site}:${emails}:9: \`emails\` must list at least one item — add an item on the line below, starting with \`- \``,
    ],
    [
      "an empty item in a list",
      site,
      siteText.replace(/^emails:\n/m, "emails:\n  -\n"),
      `${site}:${emails + 1}:4: \`emails[0]\` is empty — fill in or remove the \`-\` line of \`emails\``,
    ],
    [
      "a file that is a list instead of fields",
      site,
      "- name\n- shortName\n",
      `${site}:1:1: this file must hold fields (\`name: value\` lines), but YAML reads it as a list — compare it with the last committed version (\`git diff\`)`,
    ],
    [
      "an empty path to a picture",
      service,
      serviceText.replace(/^ {2}image: .*$/m, '  image: ""'),
      `${service}:${image}:10: \`card.image\` must be a path to a file, relative to the YAML file, got "" — write the path of the file, relative to this YAML file`,
    ],
    [
      "a number where a path to a picture belongs",
      service,
      serviceText.replace(/^ {2}image: .*$/m, "  image: 3"),
      `${service}:${image}:10: \`card.image\` must be a path to a file, relative to the YAML file, got the number 3 — write the path of the file, relative to this YAML file`,
    ],
  ])("%s", (_case, file, text, problem) => {
    expect(copy.check({ [file]: text })).toEqual([problem])
  })
})

it("Markdown the site does not show as such, named with what to write instead", () => {
  const about = committed("content/about.yaml")
  const changed = about.replace("    Our team started out", "    ## Our story\n\n    Our team *started* out")
  expect(copy.check({ "content/about.yaml": changed })).toEqual([
    `content/about.yaml:${lineOf(about, /^ {2}body: \|$/)}:9: \`whoWeAre.body\` uses a level-2 heading (use ### for sub-headings), *italic* text, which the site does not show as such — use only paragraphs, ### sub-headings, - lists, **bold** and [links](/path/)`,
  ])
})

describe("rules across files", () => {
  const first = "content/services/cctv-installation-melbourne.yaml"
  const file = "content/services/tv-wall-mounting-melbourne.yaml"
  const text = committed(file)

  it("a service whose slug differs from its file name", () => {
    expect(copy.check({ [file]: text.replace(/^slug: .*$/m, "slug: tv-mounting") })).toEqual([
      `${file}:${lineOf(text, /^slug:/)}:7: \`slug\` is "tv-mounting", but the file is named tv-wall-mounting-melbourne.yaml; the two must match — write \`slug: tv-wall-mounting-melbourne\`, or rename the file to tv-mounting.yaml`,
    ])
  })

  it("two services with the same order", () => {
    const order = /^order: (\d+)$/m.exec(committed(first))![1]
    expect(copy.check({ [file]: text.replace(/^order: .*$/m, `order: ${order}`) })).toEqual([
      `${file}:${lineOf(text, /^order:/)}:8: \`order\` ${order} is already used by ${first} (line ${lineOf(committed(first), /^order:/)}) — give each service its own \`order\`; it sets their place in the menu and on the home page`,
    ])
  })

  it("two services with the same form choice value", () => {
    const value = /^ {2}value: (.*)$/m.exec(committed(first))![1]
    expect(copy.check({ [file]: text.replace(/^ {2}value: .*$/m, `  value: ${value}`) })).toEqual([
      `${file}:${lineOf(text, /^ {2}value:/)}:10: \`choice.value\` "${value}" is already used by ${first} (line ${lineOf(committed(first), /^ {2}value:/)}) — give each service its own \`choice.value\`; the enquiry form tells the services apart by it`,
    ])
  })

  it("two contact form options with the same value", () => {
    const contact = committed("content/contact.yaml")
    const values = [...contact.matchAll(/^ {2}- value: (.*)$/gm)].map((match) => match[1])
    const changed = contact.replace(`  - value: ${values[1]}`, `  - value: ${values[0]}`)
    expect(copy.check({ "content/contact.yaml": changed })).toEqual([
      `content/contact.yaml:${lineOf(contact, new RegExp(`value: ${values[1]}$`))}:12: \`serviceOptions[1].value\` "${values[0]}" is already used on line ${lineOf(contact, new RegExp(`value: ${values[0]}$`))} — give each option its own \`value\`; the contact form tells the options apart by it`,
    ])
  })
})

describe("a service's testimonials name testimonials of the home page", () => {
  const file = "content/services/cctv-installation-melbourne.yaml"
  const text = committed(file)
  const home = committed("content/home.yaml")
  const ids = [...home.matchAll(/^ {4}- id: (\d+)$/gm)].map((match) => match[1])

  it("the shipped services choose only testimonials that exist", () => {
    expect(text).toMatch(/^testimonials: \[/m)
    expect(ids.length).toBeGreaterThan(2)
  })

  it("refuses an id no testimonial has, naming the file, the field and the ids there are", () => {
    const changed = text.replace(/^(testimonials: \[ *)\d+/m, "$199")
    const column = (changed.match(/^testimonials: \[ *(?=99)/m)?.[0].length ?? 0) + 1
    expect(copy.check({ [file]: changed })).toEqual([
      `${file}:${lineOf(changed, /^testimonials:/)}:${column}: \`testimonials[0]\` 99 is not the id of any testimonial in content/home.yaml (its \`testimonials.items\` has ${ids.join(", ")}) — write one of those, or add the testimonial to content/home.yaml`,
    ])
  })

  it("refuses two testimonials with the same id, by which the service pages choose them", () => {
    const changed = home.replace(`    - id: ${ids[1]}`, `    - id: ${ids[0]}`)
    // (Services that chose the testimonial whose id is gone are refused too.)
    expect(copy.check({ "content/home.yaml": changed })).toContain(
      `content/home.yaml:${lineOf(home, new RegExp(`^ {4}- id: ${ids[1]}$`))}:11: \`testimonials.items[1].id\` ${ids[0]} is already used on line ${lineOf(home, new RegExp(`^ {4}- id: ${ids[0]}$`))} — give each testimonial its own \`id\`; other pages choose testimonials by it`,
    )
  })
})

describe("one number, one field: the number shown is the number dialled", () => {
  const file = "content/site.yaml"
  const site = committed(file)
  const display = /^ {2}display: (\S+ \S+ \S+)/m.exec(site)![1]
  const whatsappLine = lineOf(site, /^whatsapp:/)

  it("a dialled number written beside the shown one, as in earlier versions, names both fields", () => {
    const old = site.replace(/^( {2}display: .*)$/m, `$1\n  international: "+61491570156"`)
    expect(copy.check({ [file]: old })).toEqual([
      `${file}:${lineOf(site, /^ {2}display:/) + 1}:3: \`phone.international\` is no longer used — the number dialled is now worked out from \`phone.display\`; delete this line and change the number in \`phone.display\` only`,
    ])
  })

  it("a WhatsApp number that repeats the phone number", () => {
    const twice = site.replace(/^whatsapp:$/m, `whatsapp:\n  number: "${display.replace(/ /g, "")}"`)
    expect(copy.check({ [file]: twice })).toEqual([
      `${file}:${whatsappLine + 1}:11: \`whatsapp.number\` repeats \`phone.display\` (line ${lineOf(site, /^ {2}display:/)}), so the two could be changed apart — delete \`whatsapp.number\`: WhatsApp uses the phone number when it has none of its own`,
    ])
  })

  it("a 1300 number, which WhatsApp cannot reach, needs a WhatsApp number of its own", () => {
    const landline = site.replace(/^ {2}display: .*$/m, "  display: 1300 975 707")
    expect(copy.check({ [file]: landline })).toEqual([
      `${file}:${whatsappLine + 1}:3: \`phone.display\` (line ${lineOf(site, /^ {2}display:/)}) is a 1300 or 1800 number, which WhatsApp cannot reach, and \`whatsapp.number\` is empty — write the mobile number WhatsApp is on in \`whatsapp.number\`, e.g. 0491 570 156`,
    ])
    expect(copy.check({ [file]: landline.replace(/^whatsapp:$/m, `whatsapp:\n  number: ${display}`) })).toEqual([])
  })

  it("text that is no number at all is named as such, not called a 1300 or 1800 number", () => {
    const words = site.replace(/^ {2}display: .*$/m, "  display: call us anytime")
    const problems = copy.check({ [file]: words })
    expect(problems).toEqual([expect.stringContaining("An Australian number as it is read, e.g. 0491 570 156")])
    expect(problems.join("\n")).not.toContain("1300 or 1800 number")
  })

  it("a number that is not an Australian number as it is read", () => {
    const international = site.replace(/^ {2}display: .*$/m, '  display: "+61491570156"')
    const [problem] = copy.check({ [file]: international })
    expect(problem).toContain("An Australian number as it is read, e.g. 0491 570 156 or 1300 975 707")
  })
})

describe("sample blog posts", () => {
  const file = "content/blogs/signs-your-tv-antenna-needs-repair.yaml"
  const text = committed(file)

  it("a YAML mistake", () => {
    const broken = text.replace(/^title: .*$/m, "title: 8 Signs: Your Antenna Needs Repair")
    expect(copy.check({ [file]: broken })).toEqual([
      `${file}:${lineOf(text, /^title:/)}:8: the value of \`title\` contains \`: \`, which YAML reads as the start of another field — put the whole value in double quotes: \`title: "8 Signs: Your Antenna Needs Repair"\``,
    ])
  })

  it("a post the blog cannot use", () => {
    expect(copy.check({ "content/blogs/draft.yaml": "author: Sam Patel\n" })).toEqual([
      "content/blogs/draft.yaml:1:1: this sample post has no id (got nothing) — give it an `id:` and a `title:` like the other sample posts",
    ])
  })

  it("two posts with the same slug", () => {
    const slug = /^slug: (.*)$/m.exec(text)![1]
    expect(copy.check({ "content/blogs/a-copy.yaml": text.replace(/^id: .*$/m, "id: 99") })).toEqual([
      `${file}:${lineOf(text, /^slug:/)}:7: the slug "${slug}" is already used by content/blogs/a-copy.yaml (line ${lineOf(text, /^slug:/)}) — give one of the two posts another \`slug:\``,
    ])
  })
})

it("reports every problem of every file at once, in file and line order", () => {
  const home = committed("content/home.yaml")
  const intro = lineOf(home, /^ {2}intro:/)
  const site = committed("content/site.yaml")
  const phone = lineOf(site, /^phone:/)
  const problems = copy.check({
    "content/home.yaml": home.replace(/^ {2}intro:/m, "     intro:"),
    "content/site.yaml": `${site}phone: "03 9000 0000"\n`,
    "content/services/notes.yml": "note: stray\n",
  })
  expect(problems.map((problem) => problem.split(": ")[0])).toEqual([
    `content/home.yaml:${intro}:6`,
    "content/services/notes.yml:1:1",
    `content/site.yaml:${site.split("\n").length}:1`,
  ])
  expect(problems[2]).toContain(`\`phone\` appears twice in this file (lines ${phone} and ${site.split("\n").length})`)
})

describe("the content check in Gatsby", () => {
  const reporter = () => ({ panicOnBuild: jest.fn(), info: jest.fn(), success: jest.fn() })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = (hook: unknown, args: Record<string, unknown>) => (hook as any)(args, {})
  const contentFile = { id: "f", sourceInstanceName: "content", internal: { type: "File" } }

  it("checks the content before Gatsby reads it", () => {
    const report = reporter()
    call(checkContentFirst, { reporter: report })
    expect(report.panicOnBuild).not.toHaveBeenCalled()
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Content check: \d+ files, no problems$/))
  })

  it("stops the build naming every problem, and says so once an editor has fixed them", () => {
    const site = path.join(projectRoot, "content/site.yaml")
    const text = committed("content/site.yaml")
    const readFileSync = fs.readFileSync
    // What the editor saved: a second phone, and a second name, in site.yaml.
    const broken = `${text}phone: "03 9000 0000"\nname: Other\n`
    const saved = jest
      .spyOn(fs, "readFileSync")
      .mockImplementation(((file: string, ...rest: []) =>
        file === site ? Buffer.from(broken) : readFileSync(file, ...rest)) as typeof fs.readFileSync)
    const before = reporter()
    try {
      call(checkContentFirst, { reporter: before })
    } finally {
      saved.mockRestore()
    }
    const added = text.split("\n").length
    expect(before.panicOnBuild).toHaveBeenCalledWith(
      [
        "Content check: 2 problems in content/",
        `content/site.yaml:${added}:1: \`phone\` appears twice in this file (lines ${lineOf(text, /^phone:/)} and ${added}) — keep one`,
        `content/site.yaml:${added + 1}:1: \`name\` appears twice in this file (lines ${lineOf(text, /^name:/)} and ${added + 1}) — keep one`,
      ].join("\n"),
    )
    const after = reporter()
    call(checkContentFirst, { reporter: after })
    expect(after.success).toHaveBeenCalledWith(`Content check: the problems are fixed (${yamlFiles.length} files checked)`)
    expect(after.panicOnBuild).not.toHaveBeenCalled()
    const later = reporter()
    call(checkContentFirst, { reporter: later })
    expect(later.success).not.toHaveBeenCalled()
    expect(later.info).toHaveBeenCalledWith(`Content check: ${yamlFiles.length} files, no problems`)
  })

  it("reports a single problem as one", () => {
    expect(formatReport([{ file: "content/a.yaml", line: 2, column: 3, message: "m", fix: "f" }])).toBe(
      "Content check: 1 problem in content/\ncontent/a.yaml:2:3: m — f",
    )
  })

  it("checks again when a content file changes after bootstrap (gatsby develop), and only then", () => {
    const before = reporter()
    call(checkChangedContent, { node: contentFile, reporter: before })
    expect(before.info).not.toHaveBeenCalled()
    call(watchContent, {})
    const after = reporter()
    call(checkChangedContent, { node: contentFile, reporter: after })
    call(checkChangedContent, { node: { ...contentFile, sourceInstanceName: "other" }, reporter: after })
    call(checkChangedContent, { node: { id: "y", internal: { type: "SiteYaml" } }, reporter: after })
    expect(after.info).toHaveBeenCalledTimes(1)
  })
})
