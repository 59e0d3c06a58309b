// The attendance trends, apart from the rest of api.ts: the overview shows them, and would
// otherwise load the roll call's offline queue and the services' schemas with them.
import { queryOptions } from '@tanstack/react-query'
import { ADMIN_KEY, adminRead, readDefaults } from '../kit/query.ts'

export const ATTENDANCE_KEY = [...ADMIN_KEY, 'attendance'] as const

export const attendanceTrendsQuery = () =>
  queryOptions({
    queryKey: [...ATTENDANCE_KEY, 'trends'],
    queryFn: adminRead('attendance/trends', () =>
      import('#common/schemas/attendance.ts').then((m) => m.attendanceTrendsSchema),
    ),
    ...readDefaults,
  })
