import React, { useCallback, useState } from "react"
import { Icon } from "../ui/icons/icon"
import { CloseButton } from "../ui/close-button"
import { useModalDialog } from "../../hooks/use-modal-dialog"
import { useWhenIdle } from "../../hooks/use-when-idle"
import { useUi } from "../../hooks/use-ui"
import { telHref } from "../../lib/contact/phone"
import { PageLinkItem, ServicesDisclosure, type ServicesLook } from "./nav-links"
import type { NavItem } from "../../hooks/use-navigation"
import type { ServiceLink } from "../../hooks/use-services"

interface MobileMenuProps {
  open: boolean
  onClose: () => void
  onQuote: () => void
  items: readonly NavItem[]
  services: readonly ServiceLink[]
  currentPath: string
  phone: { display: string }
}

const linkClass = (active: boolean) =>
  `flex w-full items-center justify-between rounded-lg px-4 py-3 text-left text-base font-semibold ${
    active ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"
  }`

/** The Services list opens in place, indented under its entry (the button's classes are linkClass). */
const SERVICES_LOOK: Omit<ServicesLook, "button"> = {
  icon: "h-5 w-5",
  list: "mt-1 ml-3 space-y-1 border-l-2 border-accent-400 pl-2",
  link: (active) =>
    `flex min-h-11 items-center rounded-md px-3 py-2 text-[15px] ${
      active ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700 hover:bg-slate-100"
    }`,
}

/**
 * Slide-in side panel of small screens: 80% wide up to "sm", backdrop fades in 0.3 s, panel slides in
 * 0.4 s (dialog-from-right in global.css); the platform's modal <dialog> (useModalDialog).
 * Its entries are made once the browser is idle after the page has started (or at the first opening,
 * should that come first), in slices between frames: made in one piece right after the page had
 * started, they were a long task for a phone; made on the tap that opens the menu, they were most of
 * that tap's answer (88 ms on a 4× slower CPU). The closed panel is not laid out (a closed <dialog>
 * is not displayed), so a tap then only shows what is there.
 */
export function MobileMenu({ open, onClose, onQuote, items, services, currentPath, phone }: MobileMenuProps) {
  const { actions } = useUi()
  const [servicesOpen, setServicesOpen] = useState(false)
  const idle = useWhenIdle()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const close = useCallback(() => {
    setServicesOpen(false)
    onClose()
  }, [onClose])
  const dialog = useModalDialog(open, close)

  return (
    <dialog
      {...dialog}
      data-place="header"
      id="mobile-menu"
      aria-label="Menu"
      className="dialog-from-right fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[80vw] max-w-sm flex-col overflow-y-auto bg-white text-inherit shadow-2xl open:flex"
    >
      {(opened || idle) && (
        <>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <span className="text-lg font-extrabold text-navy-900">Menu</span>
            <CloseButton label="Close menu" onClose={close} />
          </div>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {items.map((item) => {
                if (item.dropdown) {
                  return (
                    <li key={item.id}>
                      <ServicesDisclosure
                        label={item.name}
                        open={servicesOpen}
                        onToggle={() => setServicesOpen((o) => !o)}
                        listId="mobile-services"
                        look={{ ...SERVICES_LOOK, button: linkClass(currentPath.startsWith("/service/")) }}
                        {...{ services, currentPath, onNavigate: close }}
                      />
                    </li>
                  )
                }
                if (item.action === "quote") {
                  return (
                    <li key={item.id}>
                      <button type="button" className={linkClass(false)} onClick={onQuote} data-tap="quote">
                        {item.name}
                      </button>
                    </li>
                  )
                }
                return (
                  <PageLinkItem
                    key={item.id}
                    item={item}
                    currentPath={currentPath}
                    linkClass={linkClass}
                    onNavigate={close}
                  />
                )
              })}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4">
            <a href={telHref(phone.display)} className="btn-call w-full" onClick={close}>
              <Icon name="phone" className="h-5 w-5" />
              {actions.call} {phone.display}
            </a>
          </div>
        </>
      )}
    </dialog>
  )
}
