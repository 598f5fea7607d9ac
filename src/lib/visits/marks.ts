// Where on a page a tap was, and which buttons are taps to count: the layout writes
// data-place="<one of PLACES>" on its parts and data-tap="quote" on each button that opens the quote
// form, which the visit counter (beacon.ts) reads from the tapped element. Plain attributes, not a
// helper spread into each component, so they cost the first script nothing;
// tests/unit/src/lib/visits/marks.test.ts keeps the components to these names.

/** The parts of a page a tap is counted in; a tap anywhere else is in the page's "body". */
export const PLACES = ["header", "hero", "floating", "footer"] as const

/** The kinds of tap a button names itself (links say theirs by their address). */
export const TAP_KINDS = ["quote"] as const
