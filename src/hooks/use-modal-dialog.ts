import { useCallback, useEffect, useRef, type MouseEvent, type SyntheticEvent } from "react"

/**
 * A `<dialog>` shown as the platform's modal dialog while `open`. The browser does the rest: it
 * moves focus into the dialog (its first focusable element), keeps Tab and Shift+Tab inside, makes
 * the page behind inert, puts the dialog above everything, and gives focus back to what had it when
 * the dialog closes. The caller's state stays the one that says whether it is open: Escape, a click
 * on the backdrop, and the browser closing it by itself all ask `onClose`.
 *
 * Spread what it returns on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  // After React's commit, which puts focus back where it was before the commit when it moved (into
  // the dialog being closed): closing last lets the browser give focus back to the opener. A click
  // or a key's effects run before the next paint. Keep the dialog mounted while it closes: one
  // removed while open gives focus to nobody.
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    return () => dialog.close()
  }, [open])

  // Escape: the caller closes it, with whatever else closing means to it.
  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      onClose()
    },
    [onClose],
  )
  // A click on the backdrop reaches the dialog itself, outside its box.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target !== event.currentTarget) return
      const box = event.currentTarget.getBoundingClientRect()
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      if (!inside) onClose()
    },
    [onClose],
  )
  // Closed by the browser, or by the cleanup above: the caller hears of it either way (a second
  // close is nothing), unless the dialog was opened again meanwhile.
  const onClosed = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      if (!event.currentTarget.open) onClose()
    },
    [onClose],
  )
  return { ref, onCancel, onClick, onClose: onClosed }
}
