import React, { useCallback, useState } from "react"
import { Icon } from "../ui/icons/icon"
import { Logo } from "./logo"
import { DesktopNav } from "./desktop-nav"
import { useOpenQuote } from "../contact/quote-modal-context"
import { useSite } from "../../hooks/use-site"
import { useServices } from "../../hooks/use-services"
import { useNavigation } from "../../hooks/use-navigation"
import { useUi } from "../../hooks/use-ui"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { telHref } from "../../lib/contact/phone"
import { AfterHydration, lazyComponent } from "../ui/hydrate-later"

const MobileMenu = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./mobile-menu").then((m) => m.MobileMenu),
)

/** Pixels of scrolling after which the header turns compact. */
export const COMPACT_THRESHOLD = 10

/**
 * Fixed header over a spacer of constant height, so turning compact never moves the page below.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const site = useSite()
  const services = useServices()
  const items = useNavigation()
  const { actions } = useUi()
  const openQuoteModal = useOpenQuote()
  const compact = useScrolledPast(COMPACT_THRESHOLD)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const openQuote = useCallback(() => {
    setMenuOpen(false)
    openQuoteModal()
  }, [openQuoteModal])

  return (
    <>
      <header
        data-place="header"
        data-compact={compact}
        className={`fixed inset-x-0 top-0 z-40 bg-white transition-shadow ${compact ? "shadow-lg" : "shadow-sm"}`}
      >
        <div
          className={`container-page flex items-center justify-between gap-2 transition-[height] duration-300 max-[374px]:px-3 min-[375px]:gap-4 ${
            compact ? "h-[60px] lg:h-[64px]" : "h-[72px] lg:h-[84px]"
          }`}
        >
          <Logo name={site.name} compact={compact} />
          <p className="hidden text-center lg:block">
            <span className="block text-lg font-extrabold text-brand-700">{site.promo.headline}</span>
            <span className="block text-sm font-semibold text-slate-600">{site.promo.subline}</span>
          </p>
          <div className="flex items-center gap-1.5 min-[375px]:gap-2">
            <a href={telHref(site.phone.display)} className="btn-call hidden py-2.5 sm:inline-flex">
              <Icon name="phone" className="h-5 w-5" />
              <span>
                <span className="sr-only">{actions.call} </span>
                {site.phone.display}
              </span>
            </a>
            <a
              href={telHref(site.phone.display)}
              className="btn-call h-11 w-11 p-0 sm:hidden"
              aria-label={`${actions.call} ${site.phone.display}`}
            >
              <Icon name="phone" className="h-5 w-5" />
            </a>
            <button
              type="button"
              className="icon-button rounded-lg text-navy-900 hover:bg-slate-100 lg:hidden"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" className="h-7 w-7" />
            </button>
          </div>
        </div>
        <div className="hidden bg-navy-900 lg:block">
          <div className="container-page flex h-[52px] items-center">
            <DesktopNav items={items} services={services} currentPath={currentPath} onQuote={openQuote} />
          </div>
        </div>
      </header>
      <div aria-hidden="true" className="h-[72px] lg:h-[136px]" />
      <AfterHydration>
        <MobileMenu
          open={menuOpen}
          onClose={closeMenu}
          onQuote={openQuote}
          items={items}
          services={services}
          currentPath={currentPath}
          phone={site.phone}
        />
      </AfterHydration>
    </>
  )
}
