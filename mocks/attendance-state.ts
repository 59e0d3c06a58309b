// The mocked backend's attendance (handlers/admin-attendance.ts): the rows the server keeps in
// ministries, ministry_members, attendance_records and attendance_presence, and the answers
// already given per Idempotency-Key (plugins/answer-once.ts).
import { ministries as seedMinistries } from '#common/seed/ministries.ts'
import type { AttendanceRecord } from '#common/schemas/attendance.ts'

export interface MockMinistry {
  id: number
  name: string
  sortOrder: number
}

export interface MockMinistryMember {
  ministryId: number
  personId: number
  leader: boolean
}

export interface MockAttendanceRecord {
  id: number
  date: string
  serviceId: number | null
  ministryId: number | null
  adults: number | null
  children: number | null
  firstTime: number | null
  createdBy: string
  createdAt: string
}

export interface MockPresence {
  recordId: number
  personId: number
}

export function createAttendanceState() {
  return {
    // A new installation starts with the site's ministries, as the server's migration does.
    ministries: seedMinistries.map(
      (ministry, index): MockMinistry => ({ id: index + 1, name: ministry.title, sortOrder: index }),
    ),
    members: [] as MockMinistryMember[],
    records: [] as MockAttendanceRecord[],
    presence: [] as MockPresence[],
    /** Idempotency-Key → the body first sent with it and the answer given. */
    answered: new Map<string, { body: string; record: AttendanceRecord }>(),
  }
}
export type AttendanceState = ReturnType<typeof createAttendanceState>
