// Phone numbers as the site dials and matches them. Without zod, so the home page's leadership
// section can link a director's phone before zod loads.

/** A number as stored: +, the country code, then the number, 7 to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/

/**
 * A `tel:` link a phone dials as it is: an E.164 number as stored, otherwise the digits, with a +
 * when the number has its country code (Dominican numbers get +1). Assumes a number the `phone`
 * rule accepted.
 */
export function telHref(value: string): string {
  if (E164.test(value)) return `tel:${value}`
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

// The separators people type between digits: 809-582-1234, (809) 582 1234, 809.582.1234.
const SPELLING = /^(\+|00)?[\d\s().-]+$/
// A North American number (the Dominican Republic's plan): area code and exchange start with 2–9.
const NANP = /^1[2-9]\d{2}[2-9]\d{6}$/

/**
 * The number in E.164 (`+18095821234`), from any common spelling: 809-582-1234, (809) 582 1234,
 * +1 809 582 1234, 18095821234, or another country's number with its code (+509 3712 3456,
 * 00 33 6 12 34 56 78). Ten digits without a code are the church's own plan (+1). Undefined when
 * it is not a number a phone can dial from abroad (too short, letters, a local number without its
 * area code), so that every link made from it reaches the same line.
 */
export function toE164(value: string): string | undefined {
  const text = value.trim()
  const spelling = SPELLING.exec(text)
  if (!spelling) return undefined
  // 00 is the international prefix dialled from the Dominican Republic (and Europe): a +.
  const digits = text.replace(/\D/g, '').slice(spelling[1] === '00' ? 2 : 0)
  const international = spelling[1] !== undefined
  const number = international ? digits : digits.length === 10 ? `1${digits}` : /^1\d{10}$/.test(digits) ? digits : ''
  if (!E164.test(`+${number}`)) return undefined
  if (number.startsWith('1') && !NANP.test(number)) return undefined
  return `+${number}`
}

// ITU country calling codes of one and two digits; every other code has three.
const ONE_DIGIT_CODES = new Set(['1', '7'])
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
)

/** The digits in groups of three, the last group four rather than leave one digit alone. */
function groupsOfThree(digits: string): string[] {
  const groups: string[] = []
  let rest = digits
  while (rest.length > 4) {
    groups.push(rest.slice(0, 3))
    rest = rest.slice(3)
  }
  return rest ? [...groups, rest] : groups
}

/** Pairs after the first digit (France: 6 12 34 56 78). */
const afterFirstInPairs = (digits: string) => [digits.slice(0, 1), ...(digits.slice(1).match(/\d{1,2}/g) ?? [])]

/**
 * An E.164 number as the site shows it: « +1 (809) 582-1234 » for the church's plan, the country
 * code then the number in groups for another (« +509 3712 3456 », « +33 6 12 34 56 78 »). A value
 * that is not E.164 is shown as it is.
 */
export function formatPhone(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  if (nanp) return `+1 (${nanp[1]}) ${nanp[2]}-${nanp[3]}`
  if (!E164.test(e164)) return e164
  const digits = e164.slice(1)
  const codeLength = ONE_DIGIT_CODES.has(digits.slice(0, 1)) ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3
  const code = digits.slice(0, codeLength)
  const national = digits.slice(codeLength)
  const groups =
    national.length === 8
      ? [national.slice(0, 4), national.slice(4)]
      : national.length === 9 && code === '33'
        ? afterFirstInPairs(national)
        : groupsOfThree(national)
  return `+${code} ${groups.join(' ')}`
}

/** A WhatsApp chat with an E.164 number: https://wa.me/ and its digits, without the +. */
export const whatsappHref = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`
