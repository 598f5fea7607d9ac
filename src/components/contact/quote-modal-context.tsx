import React, { createContext, useCallback, useContext, useMemo, useState } from "react"

interface QuoteModalState {
  isOpen: boolean
  open: () => void
  close: () => void
}

const QuoteModalContext = createContext<QuoteModalState | null>(null)

export function QuoteModalProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const open = useCallback(() => setOpen(true), [])
  const close = useCallback(() => setOpen(false), [])
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close])
  return <QuoteModalContext.Provider value={value}>{children}</QuoteModalContext.Provider>
}

export function useQuoteModal(): QuoteModalState {
  const state = useContext(QuoteModalContext)
  if (!state) throw new Error("useQuoteModal must be used inside QuoteModalProvider")
  return state
}
