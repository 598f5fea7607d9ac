import React from "react"
import { IconFrame, UI_FILLED_ICONS, UI_LINE_ICONS } from "./icon"
import type { IconName } from "./icon-names"

/** Line icons only content names (one SVG path each, on the 24-unit grid of icon.tsx). */
const LINE_ICONS = {
  ...UI_LINE_ICONS,
  survey: "M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M20 20l-3.5-3.5M8 11h6M11 8v6",
  plan: "M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2ZM8 8h8M8 12h8M8 16h5",
  install: "M14.5 5.5 18.5 9.5M4 20l5.5-1.5L20 8a2.1 2.1 0 0 0-3-3L6.5 15.5Z",
  test: "M3 12h4l3-8 4 16 3-8h4",
  tools: "M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.5-.5-.5-2.5Z",
  wrench: "M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.5-.5-.5-2.5Z",
  signal:
    "M5 19a10 10 0 0 1 0-14M19 5a10 10 0 0 1 0 14M8.5 15.5a5 5 0 0 1 0-7M15.5 8.5a5 5 0 0 1 0 7M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0",
  camera: "M3 7h12l3 3v3l-3 3H3ZM18 11.5h3M7 16v4h5M6.5 11.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0",
  cable: "M6 3v4M10 3v4M5 7h6v4a3 3 0 0 1-6 0ZM8 14v2a4 4 0 0 0 4 4h2a4 4 0 0 0 4-4V8M16 4h4v4h-4z",
  tv: "M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2ZM8 21h8M12 17v4",
  antenna: "M12 21V9M12 9 5 4M12 9l7-5M7 7.5 4 11M17 7.5l3 3.5M9 21h6",
  satellite:
    "M5 14a7 7 0 0 0 9.9 0L5 4.1A7 7 0 0 0 5 14ZM10 9l4-4M16 3a5 5 0 0 1 5 5M15 6.5a2.5 2.5 0 0 1 2.5 2.5M7 16l-3 5h8l-2-4",
  home: "M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6",
  building:
    "M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1v-16a1 1 0 0 1 1 -1ZM9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3",
  wifi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M11 19.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
  star: "M12 3l2.8 5.6 6.2.9-4.5 4.4 1 6.1-5.5-2.9L6.5 20l1-6.1L3 9.5l6.2-.9Z",
  support:
    "M4 14v-2a8 8 0 0 1 16 0v2M4.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5ZM18.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1 -1.5 1.5h-1a1.5 1.5 0 0 1 -1.5 -1.5v-3a1.5 1.5 0 0 1 1.5 -1.5ZM19 20a3 3 0 0 1-3 2h-3",
}

/** Filled icons (brand marks). */
const FILLED_ICONS = {
  ...UI_FILLED_ICONS,
  facebook:
    "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A21 21 0 0 0 14.7 2C12.3 2 10.7 3.4 10.7 6.1v2.4H8V12h2.7v10H14V12h2.7l.4-3.5Z",
  instagram:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM21.9 7.1a5.9 5.9 0 0 0-1.6-4.2A5.9 5.9 0 0 0 16.1 1.3C14.4 1.2 9.6 1.2 7.9 1.3a5.9 5.9 0 0 0-4.2 1.6A5.9 5.9 0 0 0 2.1 7.1c-.1 1.7-.1 6.5 0 8.2a5.9 5.9 0 0 0 1.6 4.2 5.9 5.9 0 0 0 4.2 1.6c1.7.1 6.5.1 8.2 0a5.9 5.9 0 0 0 4.2-1.6 5.9 5.9 0 0 0 1.6-4.2c.1-1.7.1-6.5 0-8.2Zm-2.2 10.1a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.8.4s-4.5.1-5.8-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.8s-.1-4.5.4-5.8a3.3 3.3 0 0 1 1.9-1.9c1.3-.5 4.4-.4 5.8-.4s4.5-.1 5.8.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.8s.1 4.5-.4 5.8Z",
  youtube:
    "M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.7 3Z",
}

/** Every name of ICON_NAMES has its drawing (the type fails to compile when one is missing). */
const DRAWINGS: Record<IconName, string> = { ...LINE_ICONS, ...FILLED_ICONS }
const FILLED_NAMES: ReadonlySet<string> = new Set(Object.keys(FILLED_ICONS))

/** An icon content YAML names (an unknown name, which the build refuses, draws "check"). */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return (
    <IconFrame
      filled={FILLED_NAMES.has(name)}
      path={DRAWINGS[name as IconName] ?? DRAWINGS.check}
      className={className}
    />
  )
}
