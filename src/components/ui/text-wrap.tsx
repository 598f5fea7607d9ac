// Where long texts may break: headlines never split "Crystal-Clear" or "24/7", e-mail addresses break
// before "@" or "." (inside a word only when a part is wider than the line).
import React from "react"

/** Hyphenated words and words with digits ("Crystal-Clear", "24/7", "15+") are kept on one line. */
const UNBREAKABLE = /(\S*[-/\d]\S*)/

export function KeepTogether({ text }: { text: string }) {
  return (
    <>
      {text.split(UNBREAKABLE).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  )
}

/**
 * An e-mail address on one line where it fits; where it does not, broken before the "@" or a ".",
 * and inside a part only when that part is wider than the line (a long sample address on a 320 px
 * phone): it never widens the page. No element inside it is laid out as a block, so its accessible
 * name (a link's) is the address itself.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/)
  return (
    <span className="[overflow-wrap:anywhere] [word-break:normal]">
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </span>
  )
}

/** The business's offers in one line, each kept whole ("Open 24/7" never loses its "24/7"). */
export function OfferLine({ offers, className = "" }: { offers: readonly string[]; className?: string }) {
  return (
    <p className={className}>
      {offers.map((offer, index) => (
        <React.Fragment key={offer}>
          {index > 0 && " • "}
          <span className="whitespace-nowrap">{offer}</span>
        </React.Fragment>
      ))}
    </p>
  )
}
