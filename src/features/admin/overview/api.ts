// The overview: the counts of what waits, and the member figures shown to visitors.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { adminOverviewSchema } from '#common/schemas/admin-overview.ts'
import { launchChecklistSchema } from '#common/schemas/launch-checklist.ts'
import { adminFiguresSchema, type MemberFigures } from '#common/schemas/member-figures.ts'
import { rollCompleteSchema } from '#common/schemas/people.ts'
// A public feature's query factory: the new figures show on the public pages at once when the
// admin goes back to them (same cache).
import { memberStatsQueries } from '#src/features/membership/api.ts'
import { adminGet, adminKeys, readDefaults } from '../kit/query.ts'

export const overviewQueries = {
  overview: () =>
    queryOptions({
      queryKey: adminKeys.overview,
      queryFn: () => adminGet('overview', adminOverviewSchema),
      ...readDefaults,
    }),
  launchChecklist: () =>
    queryOptions({
      queryKey: adminKeys.launchChecklist,
      queryFn: () => adminGet('launch-checklist', launchChecklistSchema),
      ...readDefaults,
    }),
  figures: () =>
    queryOptions({
      queryKey: adminKeys.figures,
      queryFn: () => adminGet('figures', adminFiguresSchema),
      ...readDefaults,
    }),
  rollComplete: () =>
    queryOptions({
      queryKey: [...adminKeys.figures, 'roll-complete'],
      queryFn: () => adminGet('settings/roll-complete', rollCompleteSchema),
      ...readDefaults,
    }),
}

/**
 * « Registre complet »: from then on the public member figures and the overview's chart are
 * counted from the people; until then they are the typed ones.
 */
export function useSaveRollComplete() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.figures, 'roll-complete', 'save'],
    mutationFn: async (complete: boolean) =>
      rollCompleteSchema.parse(await apiClient.put('api/admin/settings/roll-complete', { json: { complete } }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData([...adminKeys.figures, 'roll-complete'], saved)
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
      void queryClient.invalidateQueries({ queryKey: adminKeys.figures })
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
    },
  })
}

/** The figures visitors see: stored, then shown at once in the overview and on the public pages. */
export function useSaveFigures() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.figures, 'save'],
    mutationFn: async (figures: MemberFigures) =>
      adminFiguresSchema.parse(await apiClient.put('api/admin/figures', { json: figures }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.figures, saved)
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
    },
  })
}
