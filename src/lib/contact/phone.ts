// The business's phone number is stored once, as visitors read it (phone.display of content/site.yaml).
// What a Call button dials, what WhatsApp opens and what search engines are told are worked out from
// it here, so a new number cannot be shown without being dialled.

/** An Australian number as it is read: ten digits starting with 0, or a 1300 or 1800 number. */
export const AUSTRALIAN_NUMBER = /^(0( ?[0-9]){9}|1[38]00( ?[0-9]){6})$/

/** As AUSTRALIAN_NUMBER, but only the numbers that have an international form (starting with 0). */
export const INTERNATIONAL_CAPABLE = /^0( ?[0-9]){9}$/

// Spaces of any kind are ignored (the site shows the number with no-break spaces).
const digitsOf = (display: string) => display.replace(/\D/g, "")

/**
 * The number a phone dials: "0491 570 156" is +61491570156, the international form that works from
 * any phone; a 1300 or 1800 number has no international form and is dialled as it is.
 */
export function dialledNumber(display: string): string {
  const digits = digitsOf(display)
  return digits.startsWith("0") ? `+61${digits.slice(1)}` : digits
}

export const telHref = (display: string): string => `tel:${dialledNumber(display)}`

/** What wa.me expects: the international form without "+", or undefined for a 1300 or 1800 number. */
export function whatsappNumber(display: string): string | undefined {
  return /^0[0-9]{9}$/.test(digitsOf(display)) ? dialledNumber(display).slice(1) : undefined
}

/** The number WhatsApp is on: its own when the business gave one, otherwise the phone number. */
export const whatsappDisplay = (site: { phone: { display: string }; whatsapp: { number?: string | null } }): string =>
  site.whatsapp.number || site.phone.display

export function whatsappHref(display: string, text: string): string | undefined {
  const number = whatsappNumber(display)
  return number && `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

/** Two ways of writing one number ("0491 570 156", "0491570156") are the same number. */
export const sameNumber = (a: string, b: string): boolean => digitsOf(a) === digitsOf(b)
