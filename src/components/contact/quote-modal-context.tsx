import React, { createContext, useCallback, useContext, useMemo, useState } from "react"

interface QuoteModalState {
  isOpen: boolean
  open: () => void
  close: () => void
}

const QuoteModalContext = createContext<QuoteModalState | null>(null)
// The buttons that open the dialog take only this, which never changes: opening it re-renders the
// dialog alone, not every Call and Quote button of the page (a tap's answer on a slow phone).
const OpenQuoteContext = createContext<(() => void) | null>(null)

export function QuoteModalProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const open = useCallback(() => setOpen(true), [])
  const close = useCallback(() => setOpen(false), [])
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close])
  return (
    <OpenQuoteContext.Provider value={open}>
      <QuoteModalContext.Provider value={value}>{children}</QuoteModalContext.Provider>
    </OpenQuoteContext.Provider>
  )
}

/** Whether the quote dialog is open, and what opens and closes it: for the dialog itself. */
export function useQuoteModal(): QuoteModalState {
  const state = useContext(QuoteModalContext)
  if (!state) throw new Error("useQuoteModal must be used inside QuoteModalProvider")
  return state
}

/** What opens the quote dialog: for the buttons that do. */
export function useOpenQuote(): () => void {
  const open = useContext(OpenQuoteContext)
  if (!open) throw new Error("useOpenQuote must be used inside QuoteModalProvider")
  return open
}
