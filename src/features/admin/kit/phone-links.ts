import { normalizePhone } from '#common/phone.ts'

/**
 * A WhatsApp chat link for a phone number as people type it: digits only, Dominican numbers
 * (10 digits, 809/829/849) get the country code 1. Null when there is no usable number.
 */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone)
  return digits.length >= 7 ? `https://wa.me/${digits}` : null
}

/**
 * A `tel:` link that a phone dials as it is: the digits with a + when the number has its country
 * code (Dominican numbers get +1), as typed otherwise. Null when there is no usable number.
 */
export function telLink(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone)
  if (digits.length < 7) return null
  return digits.length > 10 ? `tel:+${digits}` : `tel:${digits}`
}

/** A reply by e-mail: `mailto:` with "Re: <subject>" as the subject, URL-encoded. */
export function replyMailto(email: string, subject: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`
}
