// The members tab's filters in the URL: /admin-dashboard/membres?statut=nouveau&doublons=true.
import type { MemberStatus } from '#common/schemas/admin-follow-up.ts'
import { isOn, oneOf } from '../kit/search.ts'

// Every status, as the type requires (a value list would bring zod into the entry chunk).
const STATUSES: Record<MemberStatus, true> = { nouveau: true, contacte: true, accueilli: true, archive: true }

export type MembersSearch = { statut?: MemberStatus; doublons?: true }

export const validateMembersSearch = (raw: Record<string, unknown>): MembersSearch => ({
  statut: oneOf(STATUSES, raw.statut),
  doublons: isOn(raw.doublons) || undefined,
})
