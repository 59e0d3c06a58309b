// How a person is named and their dates are shown across the people's screens.
import { normalizePhone } from '#common/phone.ts'
import { lazyFormat } from '../kit/format.ts'

/** « Marie Joseph », or the first name alone for someone met at the door. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

const dayMonth = lazyFormat(() => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' }))
const fullDate = lazyFormat(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
)

/** A calendar date (YYYY-MM-DD), read as it is written: no time zone moves it a day. */
const calendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
}

/** « 12 mars » (a birthday: the day, not the age). */
export function formatBirthday(value: string): string {
  const date = calendarDate(value)
  return date ? dayMonth().format(date) : value
}

/** « 12 mars 1990 ». */
export function formatCalendarDate(value: string): string {
  const date = calendarDate(value)
  return date ? fullDate().format(date) : value
}

/** A number as a phone's contacts want it: +18095550142 with its country code, digits otherwise. */
export function dialNumber(phone: string): string {
  const digits = normalizePhone(phone)
  return digits.length > 10 ? `+${digits}` : digits
}
