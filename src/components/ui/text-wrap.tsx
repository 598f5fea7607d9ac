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

/** `text` with a break opportunity before each "." (and nowhere inside a word). */
function breakBeforeDots(text: string) {
  return text.split(/(?=\.)/).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ))
}

/**
 * An e-mail address on one line where it fits; where it does not, broken before the "@" first (the
 * domain kept whole on the next line), then before a "." of the domain, and only when a part is
 * still wider than the line (a long sample address on a 320 px phone), anywhere: it never widens
 * the page.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@")
  if (at <= 0) return <span className="[overflow-wrap:anywhere]">{address}</span>
  return (
    <span className="[overflow-wrap:anywhere] [word-break:normal]">
      {breakBeforeDots(address.slice(0, at))}
      <wbr />
      {/* Atomic on its line: it moves to the next line whole, and wraps inside only when wider than a line. */}
      <span className="inline-block max-w-full">{breakBeforeDots(address.slice(at))}</span>
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
