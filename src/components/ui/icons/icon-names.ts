/**
 * The icons content YAML may name (the build and the CMS refuse any other name);
 * src/components/ui/icons/icon.tsx draws each of them.
 */
export const CONTENT_ICON_NAMES = [
  "survey",
  "plan",
  "install",
  "test",
  "tools",
  "wrench",
  "shield",
  "clock",
  "signal",
  "camera",
  "cable",
  "tv",
  "antenna",
  "satellite",
  "home",
  "building",
  "wifi",
  "star",
  "check",
  "support",
  "phone",
  "mail",
  "pin",
  "alert",
  "whatsapp",
  "facebook",
  "instagram",
  "youtube",
] as const

/** The icons of the site's own controls (menu, close, carousels, links), never chosen in content. */
export const CONTROL_ICON_NAMES = ["pause", "play", "menu", "close", "chevron", "arrow"] as const

/** Every icon the site draws. */
export const ICON_NAMES = [...CONTENT_ICON_NAMES, ...CONTROL_ICON_NAMES] as const

export type IconName = (typeof ICON_NAMES)[number]
