import React from "react"
import { Icon } from "./icons/icon"

/** The × button in the corner of a dialog; `label` names what it closes for screen readers. */
export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className="icon-button rounded-lg text-slate-700 hover:bg-slate-100"
      aria-label={label}
    >
      <Icon name="close" />
    </button>
  )
}
