// The « Membres » tab's place in the URL: /admin-dashboard/membres?statut=tous&suivi=attente. The
// tab holds three views: the people (the default), the registrations awaiting follow-up, and the
// WhatsApp templates. The registrations' addresses from before (?statut=nouveau, ?doublons=true:
// the overview's shortcuts, bookmarks) still open the registrations, since their statuses are not
// a person's. Written by hand, without zod, like every tab's search (kit/search.ts).
import type { MemberStatus } from '#common/schemas/admin-follow-up.ts'
import type { PersonStatus } from '#common/schemas/people.ts'
import { isOn, oneOf } from '../kit/search.ts'
import type { MembersSearch } from '../members/index.ts'

export type MembresView = 'personnes' | 'inscriptions' | 'modeles'
const VIEWS: Record<MembresView, true> = { personnes: true, inscriptions: true, modeles: true }

// Every status, as the types require (a value list would bring zod into the entry chunk).
const PERSON_STATUSES: Record<PersonStatus | 'tous', true> = {
  tous: true,
  visiteur: true,
  habitue: true,
  membre: true,
  inactif: true,
  parti: true,
  decede: true,
}
const REGISTRATION_STATUSES: Record<MemberStatus, true> = {
  nouveau: true,
  contacte: true,
  accueilli: true,
  archive: true,
}

/** « En attente de suivi » (the step is « À contacter »), « Sans suivi depuis 30 jours ». */
export type FollowUpFilter = 'attente' | 'sans-suivi'
const FOLLOW_UPS: Record<FollowUpFilter, true> = { attente: true, 'sans-suivi': true }

export type MembresSearch = {
  rubrique?: MembresView
  /** A person's status (« tous » for every one; members when absent), or a registration's. */
  statut?: PersonStatus | 'tous' | MemberStatus
  doublons?: true
  suivi?: FollowUpFilter
  anniversaires?: true
  /** The people of one household. */
  foyer?: number
  /** The members of one ministry. */
  ministere?: number
}

const positiveId = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

export const validateMembresSearch = (raw: Record<string, unknown>): MembresSearch => ({
  rubrique: oneOf(VIEWS, raw.rubrique),
  statut: oneOf(PERSON_STATUSES, raw.statut) ?? oneOf(REGISTRATION_STATUSES, raw.statut),
  doublons: isOn(raw.doublons) || undefined,
  suivi: oneOf(FOLLOW_UPS, raw.suivi),
  anniversaires: isOn(raw.anniversaires) || undefined,
  foyer: positiveId(raw.foyer),
  ministere: positiveId(raw.ministere),
})

const isRegistrationStatus = (status: unknown): status is MemberStatus =>
  typeof status === 'string' && Object.hasOwn(REGISTRATION_STATUSES, status)

/** The view an address opens: its `rubrique`, or the registrations for their old addresses. */
export function viewOf(search: MembresSearch): MembresView {
  if (search.rubrique) return search.rubrique
  return isRegistrationStatus(search.statut) || search.doublons ? 'inscriptions' : 'personnes'
}

/** The registrations' filters, out of the tab's search. */
export const registrationSearch = (search: MembresSearch): MembersSearch => ({
  statut: isRegistrationStatus(search.statut) ? search.statut : undefined,
  doublons: search.doublons,
})

/** The people's filters, out of the tab's search (a registration's status counts for nothing here). */
export type PeopleSearch = Omit<MembresSearch, 'rubrique' | 'doublons' | 'statut'> & {
  statut?: PersonStatus | 'tous'
}
export const peopleSearch = ({ statut, suivi, anniversaires, foyer, ministere }: MembresSearch): PeopleSearch => ({
  statut: isRegistrationStatus(statut) ? undefined : statut,
  suivi,
  anniversaires,
  foyer,
  ministere,
})
