import React from "react"
import { Helmet } from "react-helmet"
import { Header } from "./header"
import { Footer } from "./footer"
import { FloatingActions } from "./floating-actions"
import { QuoteModal } from "./quote-modal"
import { QuoteModalProvider } from "./quote-modal-context"
import { HydrateLater } from "../ui/hydrate-later"
import { useSite } from "../../hooks/use-site"
import { jsonLdScript, localBusiness } from "../../lib/json-ld"

/** The shell of every page, kept mounted across navigation by wrapPageElement. */
export function Layout({ children, currentPath }: { children: React.ReactNode; currentPath: string }) {
  const site = useSite()
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
        {/* The header answers first; the page itself is hydrated next, in short slices of work. Every
            Helmet is inside this boundary so that they all take over the head in one commit: one
            hydrated alone would drop the pre-rendered tags of the others until they caught up. */}
        <HydrateLater>
          <Helmet>
            <script type="application/ld+json">{jsonLdScript(localBusiness(site))}</script>
          </Helmet>
          {children}
        </HydrateLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <FloatingActions currentPath={currentPath} />
      <QuoteModal />
    </QuoteModalProvider>
  )
}
