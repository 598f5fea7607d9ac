// Gatsby's runtime for Jest: graphql is inert, Link renders an anchor, static queries come from tests.
import React from "react"

const gatsby = jest.requireActual("gatsby")

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()

export const Link = jest.fn(
  ({
    to,
    children,
    activeClassName: _activeClassName,
    partiallyActive: _partiallyActive,
    ...rest
  }: {
    to: string
    children?: React.ReactNode
    activeClassName?: string
    partiallyActive?: boolean
  } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => React.createElement("a", { ...rest, href: to }, children),
)

export default gatsby
