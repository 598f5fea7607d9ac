// Responsive carousel settings as data: base settings plus overrides below given viewport widths.

export interface BelowWidth<S> {
  /** Applies while the viewport is narrower than this many CSS pixels (max-width: width - 1). */
  width: number
  settings: Partial<S>
}

export interface ResponsiveSettings<S> {
  settings: S
  below: readonly BelowWidth<S>[]
}

/**
 * The settings in force at a viewport width: the base settings with the overrides of the narrowest
 * breakpoint the width is under (breakpoints do not stack, as in react-slick's `responsive`).
 */
export function settingsAtWidth<S extends object>(layout: ResponsiveSettings<S>, width: number): S {
  const match = [...layout.below].sort((a, b) => a.width - b.width).find((bp) => width < bp.width)
  return match ? { ...layout.settings, ...match.settings } : { ...layout.settings }
}
