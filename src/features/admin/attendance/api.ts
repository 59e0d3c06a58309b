// The dashboard's attendance: the headcount and the roll call (kept on the phone when offline and
// posted with an Idempotency-Key, so a retry after a lost answer never counts twice),
// the absent and their return to follow-up, the ministries' rosters, the trends.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { churchDate } from '#common/church-time.ts'
import {
  absentListSchema,
  assigneesSchema,
  attendanceRecordSchema,
  ministryListSchema,
  ministryMembersSchema,
  ministryNewcomerAnswerSchema,
  type AttendanceInput,
  type AttendanceRecord,
} from '#common/schemas/attendance.ts'
import { peopleListSchema, personSchema } from '#common/schemas/people.ts'
import { serviceListSchema, type Service } from '#common/schemas/service.ts'
import { WEEK_DAYS } from '#common/schemas/service-style.ts'
import { apiClient } from '#src/lib/api-client.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'
import { ADMIN_KEY, adminRead, adminKeys, readDefaults, toSearchParams } from '../kit/query.ts'
import { ATTENDANCE_KEY, attendanceTrendsQuery } from './trends.ts'

const MINISTRIES_KEY = [...ADMIN_KEY, 'ministries'] as const

export const attendanceQueries = {
  services: () =>
    queryOptions({
      queryKey: adminKeys.services,
      queryFn: adminRead('services', serviceListSchema),
      ...readDefaults,
    }),
  /** Whom a person's follow-up can be entrusted to (the office's active accounts). */
  assignees: () =>
    queryOptions({
      queryKey: [...ATTENDANCE_KEY, 'assignees'],
      queryFn: adminRead('people/assignees', assigneesSchema),
      ...readDefaults,
    }),
  ministries: () =>
    queryOptions({
      queryKey: MINISTRIES_KEY,
      queryFn: adminRead('ministries', ministryListSchema),
      ...readDefaults,
    }),
  roster: (ministryId: number) =>
    queryOptions({
      queryKey: [...MINISTRIES_KEY, ministryId, 'members'],
      queryFn: adminRead(`ministries/${ministryId}/members`, ministryMembersSchema),
      ...readDefaults,
    }),
  absent: (weeks: number) =>
    queryOptions({
      queryKey: [...ATTENDANCE_KEY, 'absent', weeks],
      queryFn: adminRead(`attendance/absent?weeks=${weeks}`, absentListSchema),
      ...readDefaults,
    }),
  trends: attendanceTrendsQuery,
  search: (q: string) =>
    queryOptions({
      queryKey: [...adminKeys.people, 'attendance-search', q],
      queryFn: adminRead(`people?${toSearchParams({ q, pageSize: 10 })}`, peopleListSchema),
      ...readDefaults,
      enabled: q.trim().length >= 2,
    }),
}

/** The services held on `today`'s weekday first (the timetable's day names), then the others. */
export function servicesTodayFirst(services: readonly Service[], today: string): Service[] {
  const weekday = WEEK_DAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]
  const isToday = (service: Service) => service.day.trim().toLowerCase() === weekday?.toLowerCase()
  return [...services.filter(isToday), ...services.filter((service) => !isToday(service))]
}

export const todayAtChurch = () => churchDate(new Date())

/**
 * Records a headcount or a roll call through the public forms' offline queue
 * (src/lib/offline-queue): answered at once when the network takes it, else kept on this phone
 * and sent once back, with the Idempotency-Key made for this content (the same for a second tap
 * or a retry after an error), so that it is stored once. networkMode 'always': sent even when the
 * browser says it is offline, so that it is kept and the steward told so.
 */
export function useRecordAttendance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ATTENDANCE_KEY, 'record'],
    networkMode: 'always',
    mutationFn: async (input: AttendanceInput): Promise<Submitted<AttendanceRecord>> => {
      const submitted = await submitOrKeep<unknown>('api/admin/attendance', input)
      return submitted.kept ? submitted : { kept: false, data: attendanceRecordSchema.parse(submitted.data) }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
  })
}

/** Once a kept record has gone: the lists and trends read again. */
export function useRefreshAttendance() {
  const queryClient = useQueryClient()
  // Stable across renders: effects depend on it.
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }), [queryClient])
}

export function useFollowUpAgain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ATTENDANCE_KEY, 'follow-up'],
    mutationFn: async ({ personId, assignedTo }: { personId: number; assignedTo?: number }) =>
      personSchema.parse(
        await apiClient
          .post(`api/admin/people/${personId}/follow-up`, assignedTo ? { json: { assignedTo } } : {})
          .json(),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: adminKeys.people }),
      ]),
  })
}

export function useAddPersonAtTheDoor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.people, 'at-the-door'],
    mutationFn: async (fields: { firstName: string; lastName: string }) =>
      personSchema.parse(await apiClient.post('api/admin/people', { json: fields }).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.people }),
  })
}

/** Someone met at the door of a ministry's meeting: added to the people and to its roster (what a leader may add). */
export function useAddNewcomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...MINISTRIES_KEY, 'newcomer'],
    mutationFn: async ({ ministryId, ...fields }: { ministryId: number; firstName: string; lastName: string }) =>
      ministryNewcomerAnswerSchema.parse(
        await apiClient.post(`api/admin/ministries/${ministryId}/newcomers`, { json: fields }).json(),
      ),
    onSuccess: (answer, { ministryId }) => {
      queryClient.setQueryData(attendanceQueries.roster(ministryId).queryKey, { items: answer.items })
      void queryClient.invalidateQueries({ queryKey: adminKeys.people })
    },
  })
}

export function useRosterChange(ministryId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...MINISTRIES_KEY, ministryId, 'change'],
    mutationFn: async (change: { personId: number; leader?: boolean; remove?: boolean }) =>
      ministryMembersSchema.parse(
        await (change.remove
          ? apiClient.delete(`api/admin/ministries/${ministryId}/members/${change.personId}`)
          : apiClient.post(`api/admin/ministries/${ministryId}/members`, {
              json: { personId: change.personId, leader: change.leader ?? false },
            })
        ).json(),
      ),
    onSuccess: (roster) => {
      queryClient.setQueryData(attendanceQueries.roster(ministryId).queryKey, roster)
      return queryClient.invalidateQueries({ queryKey: MINISTRIES_KEY, exact: true })
    },
  })
}
