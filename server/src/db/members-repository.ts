import type { MemberRecord, MemberRegistration } from '../../../src/schemas/member-registration.ts'
import type { MemberStats } from '../../../src/schemas/member-stats.ts'
import { normalizePhone } from '../../../src/schemas/common.ts'
import type { Db } from './database.ts'
import { containsPattern, offsetOf, type Page, type PageRequest } from './pagination.ts'

export type NewMemberRegistration = Omit<MemberRegistration, 'website'>

/** The church's own figures, valid for `month` (YYYY-MM) as far as newThisMonth goes. */
export interface MemberStatsBaseline extends MemberStats {
  month: string
}

const RECORD_COLUMNS = `id, first_name AS firstName, last_name AS lastName, email, phone,
  date_of_birth AS dateOfBirth, address, city, occupation, marital_status AS maritalStatus, baptized,
  previous_church AS previousChurch, ministry, emergency_contact AS emergencyContact,
  emergency_phone AS emergencyPhone, testimony, created_at AS createdAt, status`

// Searched: names, e-mail, city, and the phone by its digits (so 809-555 finds +1 (809) 555...).
const SEARCH = `(@q = '' OR first_name || ' ' || last_name LIKE @pattern ESCAPE '\\'
  OR email LIKE @pattern ESCAPE '\\' OR city LIKE @pattern ESCAPE '\\'
  OR (@digits <> '' AND phone_normalized LIKE @digitsPattern))`

type SearchParams = { q: string; pattern: string; digits: string; digitsPattern: string }

export function createMembersRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO member_registrations (first_name, last_name, email, phone, phone_normalized, date_of_birth,
       address, city, occupation, marital_status, baptized, previous_church, ministry, emergency_contact,
       emergency_phone, testimony, created_at, status)
     VALUES (@firstName, @lastName, @email, @phone, @phoneNormalized, @dateOfBirth, @address, @city,
       @occupation, @maritalStatus, @baptized, @previousChurch, @ministry, @emergencyContact,
       @emergencyPhone, @testimony, @createdAt, 'nouveau')`,
  )
  const page = db.prepare<[SearchParams & { limit: number; offset: number }], MemberRecord>(
    `SELECT ${RECORD_COLUMNS} FROM member_registrations WHERE ${SEARCH}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const total = db.prepare<[SearchParams], { n: number }>(`SELECT COUNT(*) AS n FROM member_registrations WHERE ${SEARCH}`)
  // Archived registrations (duplicates, spam that got through) do not count as members.
  const counts = db.prepare<[string], { total: number; sinceMonthStart: number }>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(created_at >= ?), 0) AS sinceMonthStart
     FROM member_registrations WHERE status <> 'archive'`,
  )
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM member_registrations')

  const searchParams = (q: string): SearchParams => {
    const digits = q.replace(/\D/g, '')
    return { q, pattern: containsPattern(q), digits, digitsPattern: containsPattern(digits) }
  }

  return {
    insert(registration: NewMemberRegistration, createdAt: string): number {
      const r = registration
      const result = insert.run({
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.phone,
        phoneNormalized: normalizePhone(r.phone),
        dateOfBirth: r.dateOfBirth,
        address: r.address,
        city: r.city,
        occupation: r.occupation ?? '',
        maritalStatus: r.maritalStatus ?? '',
        baptized: r.baptized ?? '',
        previousChurch: r.previousChurch ?? '',
        ministry: r.ministry ?? '',
        emergencyContact: r.emergencyContact ?? '',
        emergencyPhone: r.emergencyPhone ?? '',
        testimony: r.testimony ?? '',
        createdAt,
      })
      return Number(result.lastInsertRowid)
    },
    list(request: PageRequest & { q?: string | undefined }): Page<MemberRecord> {
      const params = searchParams(request.q?.trim() ?? '')
      return {
        items: page.all({ ...params, limit: request.pageSize, offset: offsetOf(request) }),
        total: total.get(params)?.n ?? 0,
      }
    },
    /** Registrations not archived: all of them, and those created at or after `monthStart` (ISO). */
    counts(monthStart: string): { total: number; sinceMonthStart: number } {
      return counts.get(monthStart) ?? { total: 0, sinceMonthStart: 0 }
    },
    /** The id the next registration will get (what a honeypot answer shows). */
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type MembersRepository = ReturnType<typeof createMembersRepository>
