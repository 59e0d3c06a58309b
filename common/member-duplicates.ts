// When two membership registrations are the same person, and what merging them keeps. The server
// finds duplicates in SQL (server/src/db/member-follow-up-repository.ts), the mocks in memory:
// both follow these rules, and tests/contract/duplicates.test.ts checks that the SQL agrees.
import type { MemberStatus } from './schemas/admin-follow-up.ts'
import { normalizePhone } from './phone.ts'

export interface DuplicateCandidate {
  id: number
  email: string
  phone: string
  status: MemberStatus
  /** The registration it was merged into, if it was. */
  mergedInto: number | null
}

/** The e-mail as compared: in any letter case, as SQLite's lower() folds it (ASCII letters only). */
export const emailKey = (email: string) => email.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/**
 * `earlier` may be the same person as `member`: it came first (smaller id), and has the same
 * e-mail in any letter case, or the same phone digits (normalizePhone: 809-555-0100 is
 * +1 809 555 0100). An archived registration is settled and flagged no more (merged ones are
 * archived); a merged one is no candidate either, its data lives on in the one it was merged into.
 */
export function isEarlierDuplicate(member: DuplicateCandidate, earlier: DuplicateCandidate): boolean {
  if (earlier.id >= member.id || member.status === 'archive' || earlier.mergedInto !== null) return false
  const phone = normalizePhone(member.phone)
  return emailKey(earlier.email) === emailKey(member.email) || (phone !== '' && normalizePhone(earlier.phone) === phone)
}

/**
 * The ids of `member`'s earlier duplicates among `all`, in increasing order, leaving out the
 * pairs an administrator said are two different people.
 */
export function earlierDuplicates(
  member: DuplicateCandidate,
  all: Iterable<DuplicateCandidate>,
  dismissed: (memberId: number, earlierId: number) => boolean = () => false,
): number[] {
  const ids: number[] = []
  for (const other of all) if (isEarlierDuplicate(member, other) && !dismissed(member.id, other.id)) ids.push(other.id)
  return ids.sort((a, b) => a - b)
}

/**
 * The answers a merge copies from the duplicate into the registration it is merged into, only
 * where that one left them empty. The required fields (names, e-mail, phone, date of birth,
 * address, city) are never empty, so only these optional answers can be completed.
 */
export const MERGED_FIELDS = [
  'occupation',
  'maritalStatus',
  'baptized',
  'previousChurch',
  'ministry',
  'emergencyContact',
  'emergencyPhone',
  'testimony',
] as const
export type MergedField = (typeof MERGED_FIELDS)[number]

/** The answers `target` takes from `duplicate` in a merge: its empty ones that `duplicate` has. */
export function answersToMerge(
  target: Partial<Record<MergedField, string>>,
  duplicate: Partial<Record<MergedField, string>>,
): Partial<Record<MergedField, string>> {
  const taken: Partial<Record<MergedField, string>> = {}
  for (const field of MERGED_FIELDS) {
    if (!target[field] && duplicate[field]) taken[field] = duplicate[field]
  }
  return taken
}
