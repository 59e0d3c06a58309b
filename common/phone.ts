// Phone numbers as the site dials and matches them. Without zod, so the home page's leadership
// section can link a director's phone before zod loads.

/**
 * A `tel:` link a phone dials as it is: the digits, with a + when the number has its country code
 * (Dominican numbers get +1). Assumes a number the `phone` rule accepted.
 */
export function telHref(value: string): string {
  const digits = normalizePhone(value)
  return digits.length > 10 ? `tel:+${digits}` : `tel:${digits}`
}

/** Digits only, for matching the same person across submissions (809-555-0100 = +1 809 555 0100). */
export function normalizePhone(value: string | undefined | null): string {
  const digits = (value ?? '').replace(/\D/g, '')
  // Dominican numbers are NANP (+1 809/829/849): store them with the country code.
  if (digits.length === 10 && /^(809|829|849)/.test(digits)) return `1${digits}`
  return digits
}
