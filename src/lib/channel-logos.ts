// Which channel logos the home page shows: each channel once, and none whose picture is broken.

export interface Logo {
  name: string
  /** URL of the picture; two entries with the same URL are the same logo. */
  src: string
}

const normalise = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase()

/** The logos in their listed order, keeping the first entry of a repeated picture or channel name. */
export function uniqueLogos<T extends Logo>(logos: readonly T[]): T[] {
  const seenSrc = new Set<string>()
  const seenName = new Set<string>()
  return logos.filter((logo) => {
    const name = normalise(logo.name)
    if (seenSrc.has(logo.src) || seenName.has(name)) return false
    seenSrc.add(logo.src)
    seenName.add(name)
    return true
  })
}

/** The unique logos minus those whose picture failed to load (`failed` holds their src). */
export function visibleLogos<T extends Logo>(logos: readonly T[], failed: ReadonlySet<string>): T[] {
  return uniqueLogos(logos).filter((logo) => !failed.has(logo.src))
}
