import React, { memo, useCallback, useEffect, useRef, useState } from "react"
import { PageLinkItem, ServicesDisclosure, type ServicesLook } from "./nav-links"
import type { NavItem } from "../../hooks/use-navigation"
import type { ServiceLink } from "../../hooks/use-services"

interface DesktopNavProps {
  items: readonly NavItem[]
  services: readonly ServiceLink[]
  currentPath: string
  onQuote: () => void
}

const itemClass = (active: boolean) =>
  `flex items-center gap-1 rounded-md px-4 py-3 text-[15px] font-semibold whitespace-nowrap transition-colors ${
    active ? "bg-white/10 text-accent-400" : "text-white hover:bg-white/10 hover:text-accent-300"
  }`

/** The Services list drops down under its entry (the button's classes are itemClass). */
const SERVICES_LOOK: Omit<ServicesLook, "button"> = {
  icon: "h-4 w-4",
  list: "absolute top-full left-0 z-50 w-72 rounded-b-xl border-t-4 border-accent-400 bg-white py-2 shadow-xl",
  link: (active) =>
    `block px-5 py-2.5 text-[15px] font-medium hover:bg-brand-50 hover:text-brand-700 ${
      active ? "bg-brand-50 text-brand-700" : "text-slate-800"
    }`,
}

/**
 * The dark navigation bar of large screens; Services opens on hover, click, tap or keyboard. Hover is
 * a mouse's only: a tap, which a browser also reports as mouse events (the mouse entering, and on
 * some, leaving again once the tap is over), opens and closes it by its click alone. A click right
 * after the hover that opened it keeps it open instead of closing it under the pointer. Memoised: the header renders again when the
 * phone menu opens, and this bar (hidden then) has nothing to change.
 */
export const DesktopNav = memo(function DesktopNav({ items, services, currentPath, onQuote }: DesktopNavProps) {
  const [servicesOpen, setServicesOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const itemRef = useRef<HTMLLIElement>(null)
  const openedByHover = useRef(false)
  const close = useCallback(() => {
    openedByHover.current = false
    setServicesOpen(false)
  }, [])
  const onServicesActive = currentPath.startsWith("/service/")

  // A tap or click anywhere else closes it (a touch screen moves no focus that would).
  useEffect(() => {
    if (!servicesOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [servicesOpen, close])

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          if (item.dropdown) {
            return (
              // Hover opens the menu for mice; keyboard users have the button, Escape and focus-out.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <li
                key={item.id}
                ref={itemRef}
                className="relative"
                onPointerEnter={(event) => {
                  if (event.pointerType !== "mouse") return
                  if (!servicesOpen) openedByHover.current = true
                  setServicesOpen(true)
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === "mouse") close()
                }}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
                }}
                onKeyDown={(event) => {
                  if (event.key === "Escape" && servicesOpen) {
                    close()
                    toggleRef.current?.focus()
                  }
                }}
              >
                <ServicesDisclosure
                  label={item.name}
                  open={servicesOpen}
                  onToggle={() => {
                    if (openedByHover.current) openedByHover.current = false
                    else setServicesOpen((open) => !open)
                  }}
                  listId="services-menu"
                  look={{ ...SERVICES_LOOK, button: itemClass(onServicesActive) }}
                  buttonRef={toggleRef}
                  {...{ services, currentPath, onNavigate: close }}
                />
              </li>
            )
          }
          if (item.action === "quote") {
            return (
              <li key={item.id} className="ml-2">
                <button type="button" className="btn-quote py-2" onClick={onQuote} data-tap="quote">
                  {item.name}
                </button>
              </li>
            )
          }
          return <PageLinkItem key={item.id} item={item} currentPath={currentPath} linkClass={itemClass} />
        })}
      </ul>
    </nav>
  )
})
