import React from "react"
import { Link } from "gatsby"
import { servicePath } from "../../lib/paths"
import { isActivePath } from "../../lib/active-path"
import type { NavItem } from "../../hooks/use-navigation"
import type { ServiceLink } from "../../hooks/use-services"

/** The classes of a link, given whether it leads to the page the visitor is on. */
type ClassFor = (active: boolean) => string

interface ServiceMenuLinksProps {
  services: readonly ServiceLink[]
  currentPath: string
  linkClass: ClassFor
  onNavigate: () => void
}

/**
 * The entries of the Services menu, one per service page, the current one marked: the same in the
 * bar of large screens and the side panel of small ones, which style them differently.
 */
export function ServiceMenuLinks({ services, currentPath, linkClass, onNavigate }: ServiceMenuLinksProps) {
  return (
    <>
      {services.map((service) => {
        const to = servicePath(service.slug)
        const active = currentPath === to
        return (
          <li key={service.slug}>
            <Link to={to} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClass(active)}>
              {service.menuLabel}
            </Link>
          </li>
        )
      })}
    </>
  )
}

interface PageLinkItemProps {
  item: NavItem
  currentPath: string
  linkClass: ClassFor
  onNavigate?: () => void
}

/** A navigation entry that leads to a page; marked as current on that page and the pages below it. */
export function PageLinkItem({ item, currentPath, linkClass, onNavigate }: PageLinkItemProps) {
  const to = item.link ?? "/"
  const active = isActivePath(currentPath, to)
  return (
    <li>
      <Link to={to} onClick={onNavigate} className={linkClass(active)} aria-current={active ? "page" : undefined}>
        {item.name}
      </Link>
    </li>
  )
}
