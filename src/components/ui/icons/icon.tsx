// The site's line icons (24-unit grid, drawn for this site), each one SVG path. The ones its own code
// names are here, in the first chunk the browser loads; the ones content YAML may name as well are in
// content-icon.tsx, loaded with the sections that show them.
import React from "react"

/** Line icons the code draws by name: controls, contact details, trust facts, form outcomes. */
export const UI_LINE_ICONS = {
  check: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12l3 3 5-6",
  phone: "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z",
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2ZM3 7l9 6 9-6",
  pin: "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12ZM9.5 9a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0",
  clock: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3 2",
  alert: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7.5v5.5M12 16.5v.01",
  shield: "M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6ZM8.5 12l2.5 2.5 4.5-5",
  pause: "M9 6v12M15 6v12",
  play: "M8 5.5v13l10.5-6.5Z",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  chevron: "M6 9l6 6 6-6",
  arrow: "M5 12h14M13 6l6 6-6 6",
}

/** Filled icons (brand marks, the star of a rating) the code draws by name. */
export const UI_FILLED_ICONS = {
  rating: "M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z",
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z",
}

export type UiIconName = keyof typeof UI_LINE_ICONS | keyof typeof UI_FILLED_ICONS

interface IconFrameProps {
  filled: boolean
  /** The drawing: SVG path data on the 24-unit grid. */
  path: string
  className?: string
}

/** A decorative icon: hidden from assistive technology, so its meaning must be in nearby text. */
export function IconFrame({ filled, path, className = "h-6 w-6" }: IconFrameProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={filled ? undefined : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  )
}

/** One of the icons the site's code names (ContentIcon draws those content names). */
export function Icon({ name, className }: { name: UiIconName; className?: string }) {
  const filled = name in UI_FILLED_ICONS
  const path = filled
    ? UI_FILLED_ICONS[name as keyof typeof UI_FILLED_ICONS]
    : UI_LINE_ICONS[name as keyof typeof UI_LINE_ICONS]
  return <IconFrame filled={filled} path={path} className={className} />
}
