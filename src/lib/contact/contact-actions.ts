/**
 * Marks a page's own call (or quote) buttons: while any is on screen, the phone action bar, which
 * offers the same, steps aside (layout/floating-actions.tsx). A module of its own, so the bar, in the
 * first script of every page, takes only this from the buttons' code.
 */
export const CONTACT_ACTIONS = { "data-contact-actions": "" }
export const CONTACT_ACTIONS_SELECTOR = "[data-contact-actions]"
