// The audit log: who changed what in the dashboard, and when.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { pageOf } from '#common/schemas/admin.ts'
import { auditEntrySchema } from '#common/schemas/audit-log.ts'
import { PAGE_SIZE, adminRead, adminKeys, retry } from '../kit/query.ts'

export const auditQueries = {
  page: (page: number) =>
    queryOptions({
      queryKey: [...adminKeys.auditLog, { page }],
      queryFn: adminRead('audit-log', pageOf(auditEntrySchema), { page, pageSize: PAGE_SIZE }),
      // Every tab's changes add lines: read it again each time the Journal opens.
      staleTime: 0,
      retry,
      placeholderData: keepPreviousData,
    }),
}
