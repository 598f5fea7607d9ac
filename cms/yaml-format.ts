// The CMS reads and writes content YAML through this format instead of Decap's own, so that saving
// changes only the values an editor changed: the file's key order, comments, quoting and block
// style stay as they were. Each file read is kept as a YAML document; on save the new data is
// applied onto the document it came from (the one that shares most of its values).
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from "yaml"

const read: Document[] = []

type Data = unknown
const isObject = (value: Data): value is Record<string, Data> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Optional fields an editor left empty are left out of the file, as the build expects. */
export function withoutEmpty(value: Data): Data {
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (!isObject(value)) return value
  const entries = Object.entries(value)
    .map(([key, item]) => [key, withoutEmpty(item)] as const)
    .filter(
      ([, item]) =>
        item !== undefined && item !== null && item !== "" && !(isObject(item) && Object.keys(item).length === 0),
    )
  return Object.fromEntries(entries)
}

/** How many leaf values two data trees share at the same place. */
function shared(a: Data, b: Data): number {
  if (Array.isArray(a) && Array.isArray(b)) return a.reduce<number>((sum, item, i) => sum + shared(item, b[i]), 0)
  if (isObject(a) && isObject(b)) return Object.keys(a).reduce((sum, key) => sum + shared(a[key], b[key]), 0)
  return a === b ? 1 : 0
}

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key))

function apply(doc: Document, node: Node | null | undefined, value: Data): Node {
  if (isMap(node) && isObject(value)) {
    node.items = node.items.filter((pair) => keyOf(pair) in value)
    for (const [key, item] of Object.entries(value)) {
      const pair = node.items.find((p) => keyOf(p) === key)
      if (pair) pair.value = apply(doc, pair.value as Node, item)
      else node.items.push(doc.createPair(key, item))
    }
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, i) =>
      i < node.items.length ? apply(doc, node.items[i] as Node, item) : doc.createNode(item),
    )
    return node
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    const same =
      node.value === value ||
      (typeof node.value === "string" && typeof value === "string" && node.value.trimEnd() === value.trimEnd())
    if (!same) node.value = value
    return node
  }
  return doc.createNode(value)
}

export function fromFile(content: string): Data {
  const doc = parseDocument(content)
  read.push(doc)
  return doc.toJS() ?? {}
}

export function toFile(data: Data): string {
  const value = withoutEmpty(data)
  const ranked = read.map((doc) => ({ doc, score: shared(doc.toJS(), value) })).sort((a, b) => b.score - a.score)
  const best = ranked[0]
  const doc = best && best.score > 0 ? best.doc.clone() : new Document({})
  doc.contents = apply(doc, doc.contents as Node, value) as typeof doc.contents
  return doc.toString({ lineWidth: 0 })
}

export const yamlFormat = { fromFile, toFile }
