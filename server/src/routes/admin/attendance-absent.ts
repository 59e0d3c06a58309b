// ?absentWeeks=N on GET /api/admin/people: the people missed (common/attendance-rules.ts), in the
// list's own shape and paging, the longest-missed last. The list's other filters do not apply.
import { churchDate } from '#common/church-time.ts'
import { absentWeeksSchema } from '#common/schemas/attendance.ts'
import type { PersonListItem } from '#common/schemas/people.ts'
import { createAttendanceRepository } from '../../db/attendance-repository.ts'
import type { Db } from '../../db/database.ts'

export const absentPeopleQuerySchema = { absentWeeks: absentWeeksSchema.optional() }

export function absentPeoplePage(
  db: Db,
  query: { absentWeeks?: number; page: number; pageSize: number },
  now: Date,
): { items: PersonListItem[]; total: number } {
  const absent = createAttendanceRepository(db).absent(churchDate(now), query.absentWeeks ?? 0)
  const start = (query.page - 1) * query.pageSize
  return {
    items: absent.slice(start, start + query.pageSize).map(({ lastSeenOn: _, timesBefore: __, ...item }) => item),
    total: absent.length,
  }
}
