// The dashboard's registrations: search, follow-up status, duplicates (common/member-duplicates.ts)
// and the CSV export, on the mock's store.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES, notAnEarlierDuplicate, statusChangeRefused } from '#common/api-messages.ts'
import { MEMBERS_CSV, receivedWithin } from '#common/admin-exports.ts'
import { answersToMerge, earlierDuplicates } from '#common/member-duplicates.ts'
import {
  MEMBER_STATUS_LABELS,
  adminMembersQuerySchema,
  canMoveMember,
  memberExportQuerySchema,
  memberStatusChangeSchema,
  mergeMemberSchema,
  type AdminMember,
  type MemberFilters,
} from '#common/schemas/admin-follow-up.ts'
import { normalizePhone } from '#common/phone.ts'
import { pageOfRows } from '#common/schemas/paging.ts'
import { matchesSearch } from '#common/search.ts'
import { audit } from '../audit.ts'
import type { MockMember } from '../samples/members.ts'
import {
  ADMIN_API,
  apiError,
  csvResponse,
  fieldRefused,
  guarded,
  notFound,
  parseBody,
  parseId,
  parseQuery,
} from '../respond.ts'
import { operator } from '../session.ts'
import { newestFirst, now, state } from '../state.ts'

const pairKey = (id: number, earlierId: number) => `${id}-${earlierId}`
const duplicatesOf = (member: MockMember) =>
  earlierDuplicates(member, state.members, (id, earlierId) => state.dismissedPairs.has(pairKey(id, earlierId)))

/** A registration as the admin API gives it: with its possible earlier duplicates. */
export function toAdminMember(member: MockMember): AdminMember {
  const { mergedInto: _mergedInto, ...record } = member
  return { ...record, duplicateOf: duplicatesOf(member) }
}

// The server's search: first and last name, e-mail, city, and the phone by its digits
// (tests/contract/search-cases.ts checks it field by field).
function filteredMembers(filters: MemberFilters): AdminMember[] {
  return newestFirst(state.members)
    .map(toAdminMember)
    .filter(
      (m) =>
        matchesSearch(filters.q, [`${m.firstName} ${m.lastName}`, m.email, m.city], normalizePhone(m.phone)) &&
        (!filters.status || m.status === filters.status) &&
        (filters.duplicates !== '1' || m.duplicateOf.length > 0),
    )
}

const findMember = (id: number) => state.members.find((member) => member.id === id)

/** « Inscription n° 12 (Marie Joseph) », as the audit log names a registration. */
const named = (member: MockMember) => `Inscription n° ${member.id} (${member.firstName} ${member.lastName})`

export const adminMemberHandlers = [
  http.get(
    `${ADMIN_API}/members`,
    guarded(({ request }) => {
      const { data, error } = parseQuery(request, adminMembersQuerySchema)
      return error ?? HttpResponse.json(pageOfRows(filteredMembers(data), data))
    }),
  ),
  http.get(
    `${ADMIN_API}/members.csv`,
    guarded(({ request }) => {
      const { data, error } = parseQuery(request, memberExportQuerySchema)
      return error ?? csvResponse(request, MEMBERS_CSV, filteredMembers(data).filter(receivedWithin(data)))
    }),
  ),
  http.patch(
    `${ADMIN_API}/members/:id`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, memberStatusChangeSchema)
      if (error) return error
      const member = findMember(id.data)
      if (!member) return notFound()
      const labels = [MEMBER_STATUS_LABELS[member.status], MEMBER_STATUS_LABELS[data.status]] as const
      if (!canMoveMember(member.status, data.status)) return apiError(400, statusChangeRefused(...labels))
      const note = data.note ? ` (note : ${data.note})` : ''
      audit('member.status', 'member', member.id, `${named(member)} : ${labels[0]} → ${labels[1]}${note}`)
      // Restoring an archived duplicate makes it a registration of its own again.
      const mergedInto = data.status === 'archive' ? member.mergedInto : null
      Object.assign(member, {
        status: data.status,
        statusChangedAt: now(),
        statusChangedBy: operator(),
        statusNote: data.note ?? null,
        mergedInto,
      })
      return HttpResponse.json(toAdminMember(member))
    }),
  ),
  http.post(
    `${ADMIN_API}/members/:id/merge`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, mergeMemberSchema)
      if (error) return error
      const duplicate = findMember(id.data)
      if (!duplicate) return notFound()
      if (data.intoId === duplicate.id) return fieldRefused(400, 'intoId', API_MESSAGES.mergeIntoItself)
      const target = findMember(data.intoId)
      if (!target || !duplicatesOf(duplicate).includes(target.id)) {
        return fieldRefused(400, 'intoId', notAnEarlierDuplicate(data.intoId))
      }
      audit('member.merge', 'member', duplicate.id, `${named(duplicate)} fusionnée dans la n° ${target.id}`)
      Object.assign(target, answersToMerge(target, duplicate))
      Object.assign(duplicate, {
        status: 'archive',
        mergedInto: target.id,
        statusChangedAt: now(),
        statusChangedBy: operator(),
        statusNote: null,
      })
      return HttpResponse.json(toAdminMember(target))
    }),
  ),
  // "Not a duplicate": the current pairs are flagged no more.
  http.post(
    `${ADMIN_API}/members/:id/dismiss-duplicate`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const member = findMember(id.data)
      if (!member) return notFound()
      const earlier = duplicatesOf(member)
      const others = earlier.map((earlierId) => `n° ${earlierId}`).join(', ')
      audit(
        'member.dismiss-duplicate',
        'member',
        member.id,
        `${named(member)} : pas un doublon${others ? ` de la ${others}` : ''}`,
      )
      for (const earlierId of earlier) state.dismissedPairs.add(pairKey(member.id, earlierId))
      return HttpResponse.json(toAdminMember(member))
    }),
  ),
]
