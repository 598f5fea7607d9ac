import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/icons/icon"
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

/** How one menu draws the Services entry: its button, chevron, list and links. */
export interface ServicesLook {
  button: string
  icon: string
  list: string
  link: ClassFor
}

interface ServicesDisclosureProps {
  label: string
  open: boolean
  onToggle: () => void
  /** The id of the list of service pages. */
  listId: string
  look: ServicesLook
  services: readonly ServiceLink[]
  currentPath: string
  onNavigate: () => void
  buttonRef?: React.Ref<HTMLButtonElement>
}

/**
 * The Services entry of a menu: a button that shows or hides the list of service pages (its chevron
 * turned when open), and that list; the bar of large screens and the side panel of small ones differ
 * in how they open it and how it looks.
 */
export function ServicesDisclosure({
  label,
  open,
  onToggle,
  listId,
  look,
  buttonRef,
  ...links
}: ServicesDisclosureProps) {
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={look.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {label}
        <Icon name="chevron" className={`${look.icon} transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!open} className={look.list}>
        <ServiceMenuLinks {...links} linkClass={look.link} />
      </ul>
    </>
  )
}
