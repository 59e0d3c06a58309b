// The overview: the counts of what waits, and the member figures shown to visitors.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MemberFigures } from '#common/schemas/member-figures.ts'
// A public feature's query factory: the new figures show on the public pages at once when the
// admin goes back to them (same cache).
import { memberStatsQueries } from '#src/features/membership/api.ts'
import { adminKeys, adminRead, adminSend, readDefaults } from '../kit/query.ts'

// The schemas load with an answer that differs from the data held (kit/query.ts).
const loadOverview = () => import('#common/schemas/admin-overview.ts').then((m) => m.adminOverviewSchema)
const loadChecklist = () => import('#common/schemas/launch-checklist.ts').then((m) => m.launchChecklistSchema)
const loadFigures = () => import('#common/schemas/member-figures.ts').then((m) => m.adminFiguresSchema)
const loadRollComplete = () => import('#common/schemas/people.ts').then((m) => m.rollCompleteSchema)

export const overviewQueries = {
  overview: () =>
    queryOptions({
      queryKey: adminKeys.overview,
      queryFn: adminRead('overview', loadOverview),
      ...readDefaults,
    }),
  launchChecklist: () =>
    queryOptions({
      queryKey: adminKeys.launchChecklist,
      queryFn: adminRead('launch-checklist', loadChecklist),
      ...readDefaults,
    }),
  figures: () =>
    queryOptions({
      queryKey: adminKeys.figures,
      queryFn: adminRead('figures', loadFigures),
      ...readDefaults,
    }),
  rollComplete: () =>
    queryOptions({
      queryKey: [...adminKeys.figures, 'roll-complete'],
      queryFn: adminRead('settings/roll-complete', loadRollComplete),
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
    mutationFn: (complete: boolean) =>
      adminSend((api) => api.put('api/admin/settings/roll-complete', { json: { complete } }), loadRollComplete),
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
    mutationFn: (figures: MemberFigures) =>
      adminSend((api) => api.put('api/admin/figures', { json: figures }), loadFigures),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.figures, saved)
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
    },
  })
}
