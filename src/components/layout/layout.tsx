import React from "react"
import { Header } from "./header"
import { FloatingActions } from "./floating-actions"
import { QuoteModalProvider } from "../contact/quote-modal-context"
import { AfterHydration, HydrateLater, lazyComponent } from "../ui/hydrate-later"

const Footer = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./footer").then((m) => m.Footer),
)
const QuoteModal = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./quote-modal").then((m) => m.QuoteModal),
)

/** The shell of every page, kept mounted across navigation by wrapPageElement. */
export function Layout({ children, currentPath }: { children: React.ReactNode; currentPath: string }) {
  return (
    <QuoteModalProvider>
      <a
        href="#main"
        className="sr-only rounded-lg bg-accent-400 px-4 py-3 font-bold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
      >
        Skip to main content
      </a>
      <Header currentPath={currentPath} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {/* The header answers first; the page itself is hydrated next, in short slices of work. */}
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <FloatingActions currentPath={currentPath} />
      <AfterHydration>
        <QuoteModal />
      </AfterHydration>
    </QuoteModalProvider>
  )
}
