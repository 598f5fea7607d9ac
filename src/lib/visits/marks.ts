// Where on a page a tap was, and which buttons are taps to count: attributes the layout puts on its
// parts and on the quote buttons, which the visit counter (counter.ts) reads from the tapped element.
// A module of its own, so the components take only these from the counter's code.

/** The parts of a page a tap is counted in; a tap anywhere else is in the page's "body". */
export type Place = "header" | "hero" | "floating" | "footer"

/** Marks a part of the page: `<header {...place("header")}>`. */
export const place = (name: Place) => ({ "data-place": name })

/** Marks a button that opens the quote form: a tap on "Get Quote". */
export const QUOTE_TAP = { "data-tap": "quote" }
