import type { MemberRegistration } from '#common/schemas/member-registration.ts'
import { normalizePhone } from '#common/phone.ts'
import type { Db } from './database.ts'

export type NewMemberRegistration = Omit<MemberRegistration, 'website'>

export type { MemberStatsBaseline } from '#common/member-stats.ts'

export function createMembersRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO member_registrations (first_name, last_name, email, phone, phone_normalized, date_of_birth,
       address, city, occupation, marital_status, baptized, previous_church, ministry, emergency_contact,
       emergency_phone, testimony, created_at, status)
     VALUES (@firstName, @lastName, @email, @phone, @phoneNormalized, @dateOfBirth, @address, @city,
       @occupation, @maritalStatus, @baptized, @previousChurch, @ministry, @emergencyContact,
       @emergencyPhone, @testimony, @createdAt, 'nouveau')`,
  )
  // Archived registrations (duplicates, spam that got through) do not count as members.
  const counts = db.prepare<[string], { total: number; sinceMonthStart: number }>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(created_at >= ?), 0) AS sinceMonthStart
     FROM member_registrations WHERE status <> 'archive'`,
  )
  const nextId = db.prepare<[], { id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM member_registrations')

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
    /** Registrations not archived: all of them, and those created at or after `monthStart` (ISO). */
    counts(monthStart: string): { total: number; sinceMonthStart: number } {
      return counts.get(monthStart) ?? { total: 0, sinceMonthStart: 0 }
    },
    /** The id the next registration will get (what a honeypot answer shows). */
    nextId: (): number => nextId.get()?.id ?? 1,
  }
}
export type MembersRepository = ReturnType<typeof createMembersRepository>
