const counts = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 })

/** A whole number as Australians write it: 15421 -> "15,421". */
export const formatCount = (value: number): string => counts.format(value)
