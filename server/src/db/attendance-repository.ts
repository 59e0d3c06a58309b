// Attendance: the records (a headcount, a roll call or both), the ministries and their rosters,
// who is missed, and the trends. Plain SQL (docs/decisions/0001).
import {
  ABSENT_MIN_DAYS_BEFORE,
  absenceWindow,
  ACTIVE_WEEKS,
  addDays,
  headcountTrends,
  trendsFrom,
} from '#common/attendance-rules.ts'
import type {
  AbsentPerson,
  AttendanceRecord,
  AttendanceTrends,
  Ministry,
  MinistryMember,
} from '#common/schemas/attendance.ts'
import type { Db } from './database.ts'
import { toListItem, type PersonRow } from './people-columns.ts'

interface RecordRow {
  id: number
  date: string
  service_id: number | null
  service_name: string | null
  ministry_id: number | null
  ministry_name: string | null
  adults: number | null
  children: number | null
  first_time: number | null
  created_by: string
  created_at: string
}

export interface NewRecord {
  date: string
  serviceId: number | null
  ministryId: number | null
  headcount: { adults: number; children: number; firstTime: number } | null
  personIds: number[]
  createdBy: string
}

const RECORD_SELECT = `
  SELECT r.id, r.date, r.service_id, s.name AS service_name, r.ministry_id, m.name AS ministry_name,
         r.adults, r.children, r.first_time, r.created_by, r.created_at
  FROM attendance_records r
  LEFT JOIN services s ON s.id = r.service_id
  LEFT JOIN ministries m ON m.id = r.ministry_id`

export function createAttendanceRepository(db: Db) {
  const insertRecord = db.prepare(
    `INSERT INTO attendance_records (date, service_id, ministry_id, adults, children, first_time, created_by, created_at)
     VALUES (@date, @serviceId, @ministryId, @adults, @children, @firstTime, @createdBy, @createdAt)`,
  )
  const onRosterCount = db
    .prepare<[number, string], number>(
      `SELECT COUNT(*) FROM ministry_members WHERE ministry_id = ? AND person_id IN (SELECT DISTINCT value FROM json_each(?))`,
    )
    .pluck()
  const insertPresence = db.prepare<[number, number]>(
    'INSERT OR IGNORE INTO attendance_presence (record_id, person_id) VALUES (?, ?)',
  )
  const recordById = db.prepare<[number], RecordRow>(`${RECORD_SELECT} WHERE r.id = ?`)
  const presenceOf = db
    .prepare<[number], number>('SELECT person_id FROM attendance_presence WHERE record_id = ? ORDER BY person_id')
    .pluck()
  const serviceExists = db.prepare<[number], number>('SELECT 1 FROM services WHERE id = ?').pluck()
  const ministryExists = db.prepare<[number], number>('SELECT 1 FROM ministries WHERE id = ?').pluck()
  const activePerson = db.prepare<[number], number>('SELECT 1 FROM people WHERE id = ? AND merged_into IS NULL').pluck()

  const toRecord = (row: RecordRow): AttendanceRecord => ({
    id: row.id,
    date: row.date,
    serviceId: row.service_id,
    serviceName: row.service_name,
    ministryId: row.ministry_id,
    ministryName: row.ministry_name,
    headcount:
      row.adults === null ? null : { adults: row.adults, children: row.children ?? 0, firstTime: row.first_time ?? 0 },
    personIds: presenceOf.all(row.id),
    createdBy: row.created_by,
    createdAt: row.created_at,
  })

  const ministries = db.prepare<[], Ministry>(
    `SELECT m.id, m.name, m.sort_order AS sortOrder,
       (SELECT COUNT(*) FROM ministry_members mm WHERE mm.ministry_id = m.id) AS memberCount,
       (SELECT COUNT(*) FROM ministry_members mm WHERE mm.ministry_id = m.id AND mm.leader = 1) AS leaderCount
     FROM ministries m ORDER BY m.sort_order, m.name COLLATE NOCASE`,
  )
  const roster = db.prepare<
    [number],
    Omit<MinistryMember, 'leader' | 'whatsapp'> & { leader: number; whatsapp: number }
  >(
    `SELECT p.id AS personId, p.first_name AS firstName, p.last_name AS lastName, p.phone, mm.leader,
       EXISTS (SELECT 1 FROM person_consents c WHERE c.person_id = p.id AND c.channel = 'whatsapp' AND c.granted = 1) AS whatsapp
     FROM ministry_members mm JOIN people p ON p.id = mm.person_id
     WHERE mm.ministry_id = ? AND p.merged_into IS NULL
     ORDER BY mm.leader DESC, p.last_name COLLATE NOCASE, p.first_name COLLATE NOCASE`,
  )
  const putMember = db.prepare<[number, number, number]>(
    `INSERT INTO ministry_members (ministry_id, person_id, leader) VALUES (?, ?, ?)
     ON CONFLICT (ministry_id, person_id) DO UPDATE SET leader = excluded.leader`,
  )
  const removeMember = db.prepare<[number, number]>(
    'DELETE FROM ministry_members WHERE ministry_id = ? AND person_id = ?',
  )
  const insertMinistry = db.prepare<[string]>(
    'INSERT INTO ministries (name, sort_order) VALUES (?, (SELECT COALESCE(MAX(sort_order), -1) + 1 FROM ministries))',
  )
  const ministryByName = db.prepare<[string], number>('SELECT id FROM ministries WHERE name = ?').pluck()

  // Only the records since the two months before the window can make someone missed (a tick
  // after the window's start is among them too): grouped on the person's id alone, then joined
  // to the people, this reads weeks of ticks rather than years (bench/attendance.ts).
  const absent = db.prepare<
    { windowStart: string; priorStart: string; minDays: number },
    PersonRow & { last_seen: string; times_before: number }
  >(
    `SELECT p.*, a.last_seen, a.times_before
     FROM (
       SELECT ap.person_id, MAX(r.date) AS last_seen,
         COUNT(DISTINCT CASE WHEN r.date < @windowStart THEN r.date END) AS times_before
       FROM attendance_records r CROSS JOIN attendance_presence ap ON ap.record_id = r.id
       WHERE r.date >= @priorStart
       GROUP BY ap.person_id
       HAVING MAX(r.date) < @windowStart AND times_before >= @minDays
     ) a
     CROSS JOIN people p ON p.id = a.person_id
     WHERE p.merged_into IS NULL AND p.status NOT IN ('parti', 'decede')
     ORDER BY a.last_seen DESC, p.last_name COLLATE NOCASE, p.first_name COLLATE NOCASE`,
  )

  const headcounts = db.prepare<
    [string, string],
    { date: string; adults: number; children: number; firstTime: number }
  >(
    `SELECT date, adults, COALESCE(children, 0) AS children, COALESCE(first_time, 0) AS firstTime
     FROM attendance_records WHERE adults IS NOT NULL AND date >= ? AND date <= ?`,
  )
  const activeMembers = db
    .prepare<[string], number>(
      `SELECT COUNT(*) FROM people p
       WHERE p.status = 'membre' AND p.merged_into IS NULL AND p.id IN (
         SELECT ap.person_id FROM attendance_records r CROSS JOIN attendance_presence ap ON ap.record_id = r.id
         WHERE r.date >= ?)`,
    )
    .pluck()
  const members = db
    .prepare<[], number>("SELECT COUNT(*) FROM people WHERE status = 'membre' AND merged_into IS NULL")
    .pluck()

  return {
    serviceExists: (id: number): boolean => serviceExists.get(id) !== undefined,
    ministryExists: (id: number): boolean => ministryExists.get(id) !== undefined,
    /** The ids among `ids` that are not an active person (unknown, erased or merged). */
    unknownPeople: (ids: number[]): number[] => ids.filter((id) => activePerson.get(id) === undefined),

    /** Stores a record and its roll call; meant to run inside the request's transaction. */
    create(record: NewRecord, now: Date): AttendanceRecord {
      const id = Number(
        insertRecord.run({
          date: record.date,
          serviceId: record.serviceId,
          ministryId: record.ministryId,
          adults: record.headcount?.adults ?? null,
          children: record.headcount?.children ?? null,
          firstTime: record.headcount?.firstTime ?? null,
          createdBy: record.createdBy,
          createdAt: now.toISOString(),
        }).lastInsertRowid,
      )
      for (const personId of new Set(record.personIds)) insertPresence.run(id, personId)
      return toRecord(recordById.get(id) as RecordRow)
    },

    list(query: { from?: string; to?: string; serviceId?: number; ministryId?: number }): AttendanceRecord[] {
      const where: string[] = []
      const values: (string | number)[] = []
      if (query.from) where.push('r.date >= ?') && values.push(query.from)
      if (query.to) where.push('r.date <= ?') && values.push(query.to)
      if (query.serviceId) where.push('r.service_id = ?') && values.push(query.serviceId)
      if (query.ministryId) where.push('r.ministry_id = ?') && values.push(query.ministryId)
      const sql = `${RECORD_SELECT} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY r.date DESC, r.id DESC LIMIT 1000`
      return db
        .prepare<(string | number)[], RecordRow>(sql)
        .all(...values)
        .map(toRecord)
    },

    /** Who is missed at `today` after `weeks` weeks (common/attendance-rules.ts). */
    absent(today: string, weeks: number): AbsentPerson[] {
      const { windowStart, priorStart } = absenceWindow(today, weeks)
      return absent.all({ windowStart, priorStart, minDays: ABSENT_MIN_DAYS_BEFORE }).map((row) => ({
        ...toListItem(row),
        lastSeenOn: row.last_seen,
        timesBefore: row.times_before,
      }))
    },

    trends(today: string): AttendanceTrends {
      return {
        ...headcountTrends(today, headcounts.all(trendsFrom(today), today)),
        activeMembers: activeMembers.get(addDays(today, -7 * ACTIVE_WEEKS)) ?? 0,
        members: members.get() ?? 0,
      }
    },

    ministries: {
      list: (): Ministry[] => ministries.all(),
      /** The new ministry's id, or undefined when one has that name already. */
      create(name: string): number | undefined {
        if (ministryByName.get(name) !== undefined) return undefined
        return Number(insertMinistry.run(name).lastInsertRowid)
      },
      roster: (ministryId: number): MinistryMember[] =>
        roster.all(ministryId).map((row) => ({ ...row, leader: row.leader === 1, whatsapp: row.whatsapp === 1 })),
      put: (ministryId: number, personId: number, leader: boolean): void =>
        void putMember.run(ministryId, personId, leader ? 1 : 0),
      remove: (ministryId: number, personId: number): boolean => removeMember.run(ministryId, personId).changes === 1,
      /** Whether every one of these people is on the ministry's roster. */
      onRoster(ministryId: number, personIds: readonly number[]): boolean {
        return new Set(personIds).size === (onRosterCount.get(ministryId, JSON.stringify(personIds)) ?? 0)
      },
    },
  }
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>
