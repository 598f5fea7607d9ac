import React from "react"
import { Link } from "gatsby"
import { parseRichText, type Inline } from "../../lib/rich-text"
import { ExternalLink } from "./external-link"

function InlineContent({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        if (inline.kind === "bold") return <strong key={index}>{inline.text}</strong>
        if (inline.kind === "text") return <React.Fragment key={index}>{inline.text}</React.Fragment>
        if (inline.href.startsWith("/")) {
          return (
            <Link key={index} to={inline.href}>
              {inline.text}
            </Link>
          )
        }
        return (
          <ExternalLink key={index} href={inline.href}>
            {inline.text}
          </ExternalLink>
        )
      })}
    </>
  )
}

/** Renders the content YAML rich-text format (see lib/rich-text). */
export function RichText({ source, className = "" }: { source: string; className?: string }) {
  return (
    <div className={`prose-text ${className}`}>
      {parseRichText(source).map((block, index) => {
        if (block.kind === "heading") {
          return (
            <h3 key={index}>
              <InlineContent content={block.content} />
            </h3>
          )
        }
        if (block.kind === "list") {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineContent content={item} />
                </li>
              ))}
            </ul>
          )
        }
        return (
          <p key={index}>
            <InlineContent content={block.content} />
          </p>
        )
      })}
    </div>
  )
}
