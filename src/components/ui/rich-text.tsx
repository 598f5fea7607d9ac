import React from "react"
import { graphql, Link } from "gatsby"
import type { BlockData, InlineData } from "../../lib/rich-text"
import { ExternalLink } from "./external-link"

function InlineContent({ content }: { content?: readonly InlineData[] | null }) {
  return (
    <>
      {(content ?? []).map((inline, index) => {
        if (inline.kind === "bold") return <strong key={index}>{inline.text}</strong>
        if (inline.kind !== "link" || !inline.href) return <React.Fragment key={index}>{inline.text}</React.Fragment>
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

/** Renders a Markdown text already parsed at build time (see lib/rich-text). */
export function RichText({ source, className = "" }: { source: readonly BlockData[]; className?: string }) {
  return (
    <div className={`prose-text ${className}`}>
      {source.map((block, index) => {
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
              {(block.items ?? []).map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineContent content={item.content} />
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

/** What a page queries for a Markdown field: `body { ...RichTextBlocks }`. */
export const richTextFragment = graphql`
  fragment RichTextBlocks on RichTextBlock {
    kind
    content {
      kind
      text
      href
    }
    items {
      content {
        kind
        text
        href
      }
    }
  }
`
