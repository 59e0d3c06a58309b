import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { AuditTab } from '#src/features/admin/audit/components/audit-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/journal')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { auditQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/audit/api.ts'),
    ])
    return whenSignedIn(queryClient, 'journal', () => queryClient.ensureQueryData(auditQueries.page(1)))
  },
  component: AuditTab,
})
