// How a person is named and dialled across the people's screens (their dates: kit/format.ts).
import { normalizePhone } from '#common/phone.ts'

/** « Marie Joseph », or the first name alone for someone met at the door. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** A number as a phone's contacts want it: +18095550142 with its country code, digits otherwise. */
export function dialNumber(phone: string): string {
  const digits = normalizePhone(phone)
  return digits.length > 10 ? `+${digits}` : digits
}
