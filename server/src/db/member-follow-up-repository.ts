import { MERGED_FIELDS } from '#common/member-duplicates.ts'
import type { AdminMember, MemberStatus } from '#common/schemas/admin-follow-up.ts'
import type { Db } from './database.ts'
import { offsetOf, searchParams, type Page, type PageRequest, type SearchParams } from './pagination.ts'

export interface MemberQuery {
  q?: string | undefined
  status?: MemberStatus | undefined
  /** Only registrations flagged as duplicates. */
  duplicates?: boolean | undefined
}

type Row = Omit<AdminMember, 'duplicateOf'> & { duplicateOfJson: string }
type FilterParams = SearchParams & { status: string | null; duplicates: 0 | 1 }

// The rule of common/member-duplicates.ts (isEarlierDuplicate), in SQL: a registration is a
// duplicate of each EARLIER one with the same e-mail in any letter case or the same phone digits,
// unless the pair was dismissed, the registration is archived or the earlier one was merged. Both
// arms of the OR use an index (lower(email), phone_normalized), so this stays a few lookups per row.
const EARLIER_DUPLICATES = `SELECT o.id FROM member_registrations o
  WHERE o.id < m.id AND m.status <> 'archive' AND o.merged_into IS NULL
    AND (lower(o.email) = lower(m.email) OR (m.phone_normalized <> '' AND o.phone_normalized = m.phone_normalized))
    AND NOT EXISTS (SELECT 1 FROM duplicate_dismissals d WHERE d.member_id = m.id AND d.duplicate_of = o.id)`

const COLUMNS = `m.id, m.first_name AS firstName, m.last_name AS lastName, m.email, m.phone,
  m.date_of_birth AS dateOfBirth, m.address, m.city, m.occupation, m.marital_status AS maritalStatus,
  m.baptized, m.previous_church AS previousChurch, m.ministry, m.emergency_contact AS emergencyContact,
  m.emergency_phone AS emergencyPhone, m.testimony, m.created_at AS createdAt, m.status,
  m.status_changed_at AS statusChangedAt, m.status_changed_by AS statusChangedBy, m.status_note AS statusNote,
  (SELECT json_group_array(id) FROM (${EARLIER_DUPLICATES})) AS duplicateOfJson`

// Names, e-mail, city (folded: any case, any accent), and the phone by its digits (so 809-555
// finds +1 (809) 555...).
const WHERE = `(@q = '' OR fold(m.first_name || ' ' || m.last_name) LIKE @pattern ESCAPE '\\'
    OR fold(m.email) LIKE @pattern ESCAPE '\\' OR fold(m.city) LIKE @pattern ESCAPE '\\'
    OR (@digits <> '' AND m.phone_normalized LIKE @digitsPattern))
  AND (@status IS NULL OR m.status = @status)
  AND (@duplicates = 0 OR EXISTS (${EARLIER_DUPLICATES}))`

// Filled on the target only where it is empty (common/member-duplicates.ts): the same answers,
// as snake_case columns.
const MERGED_COLUMNS = MERGED_FIELDS.map((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))

const toMember = ({ duplicateOfJson, ...row }: Row): AdminMember => ({
  ...row,
  duplicateOf: (JSON.parse(duplicateOfJson) as number[]).sort((a, b) => a - b),
})

/** The admin's side of the registrations: lists, follow-up status, duplicates, export. */
export function createMemberFollowUpRepository(db: Db) {
  const page = db.prepare<[FilterParams & { limit: number; offset: number }], Row>(
    `SELECT ${COLUMNS} FROM member_registrations m WHERE ${WHERE}
     ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[FilterParams], { n: number }>(
    `SELECT COUNT(*) AS n FROM member_registrations m WHERE ${WHERE}`,
  )
  const all = db.prepare<[FilterParams], Row>(
    `SELECT ${COLUMNS} FROM member_registrations m WHERE ${WHERE} ORDER BY m.created_at DESC, m.id DESC`,
  )
  const byId = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM member_registrations m WHERE m.id = ?`)
  const setStatus = db.prepare<[{ id: number; status: MemberStatus; at: string; by: string; note: string | null }]>(
    // Restoring an archived duplicate makes it a registration of its own again.
    `UPDATE member_registrations SET status = @status, status_changed_at = @at, status_changed_by = @by,
       status_note = @note,
       merged_into = CASE WHEN @status = 'archive' THEN merged_into ELSE NULL END
     WHERE id = @id`,
  )
  const fillEmptyFields = db.prepare<[{ id: number; intoId: number }]>(
    `UPDATE member_registrations AS t
     SET ${MERGED_COLUMNS.map((c) => `${c} = CASE WHEN t.${c} = '' THEN d.${c} ELSE t.${c} END`).join(', ')}
     FROM member_registrations AS d WHERE t.id = @intoId AND d.id = @id`,
  )
  const archiveInto = db.prepare<[{ id: number; intoId: number; at: string; by: string }]>(
    `UPDATE member_registrations SET status = 'archive', merged_into = @intoId, status_changed_at = @at,
       status_changed_by = @by, status_note = NULL
     WHERE id = @id`,
  )
  const dismiss = db.prepare<[{ id: number; duplicateOf: number; at: string; by: string }]>(
    `INSERT INTO duplicate_dismissals (member_id, duplicate_of, dismissed_at, dismissed_by)
     VALUES (@id, @duplicateOf, @at, @by) ON CONFLICT DO NOTHING`,
  )
  const countStatus = db.prepare<[MemberStatus], { n: number }>(
    'SELECT COUNT(*) AS n FROM member_registrations WHERE status = ?',
  )
  const countDuplicates = db.prepare<[], { n: number }>(
    `SELECT COUNT(*) AS n FROM member_registrations m WHERE EXISTS (${EARLIER_DUPLICATES})`,
  )
  // Archived registrations are left out, as in the member figures.
  const countReceived = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM member_registrations
     WHERE status <> 'archive' AND created_at >= ? AND created_at < ?`,
  )

  const filterParams = (filters: MemberQuery): FilterParams => ({
    ...searchParams(filters.q),
    status: filters.status ?? null,
    duplicates: filters.duplicates ? 1 : 0,
  })
  const find = (id: number): AdminMember | undefined => {
    const row = byId.get(id)
    return row && toMember(row)
  }

  return {
    list(request: PageRequest & MemberQuery): Page<AdminMember> {
      const params = filterParams(request)
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }).map(toMember),
        total: total.get(params)?.n ?? 0,
      }
    },
    /** Every matching registration, newest first (the CSV export). */
    *all(filters: MemberQuery): Generator<AdminMember> {
      for (const row of all.iterate(filterParams(filters))) yield toMember(row)
    },
    find,
    /** The new status, who and when, and the note given with it (none: the last one is cleared). */
    setStatus(id: number, status: MemberStatus, at: string, by: string, note?: string): void {
      setStatus.run({ id, status, at, by, note: note ?? null })
    },
    /** Completes `intoId`'s empty answers from `id`, then archives `id` as merged into it. */
    merge: db.transaction((id: number, intoId: number, at: string, by: string): void => {
      fillEmptyFields.run({ id, intoId })
      archiveInto.run({ id, intoId, at, by })
    }),
    /** Remembers each pair (id, earlier id) as two different people. */
    dismissDuplicates: db.transaction((id: number, duplicateOf: readonly number[], at: string, by: string): void => {
      for (const earlier of duplicateOf) dismiss.run({ id, duplicateOf: earlier, at, by })
    }),
    countWithStatus: (status: MemberStatus): number => countStatus.get(status)?.n ?? 0,
    countDuplicates: (): number => countDuplicates.get()?.n ?? 0,
    /** Registrations received in [from, to) (ISO instants), archived ones left out. */
    countReceived: (from: string, to: string): number => countReceived.get(from, to)?.n ?? 0,
  }
}
export type MemberFollowUpRepository = ReturnType<typeof createMemberFollowUpRepository>
