import { lazy, Suspense } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { IconPencil } from '@tabler/icons-react'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import { useQuery } from '@tanstack/react-query'
import { overviewQueries } from '../api.ts'
import { RollCompleteSwitch } from './roll-complete-switch.tsx'
import { StatCard } from '../../kit/components/stat-card.tsx'
import { useDialogOnDemand } from '../../kit/use-dialog-on-demand.ts'

// The form (a modal, its inputs, zod's parser) loads the first time « Corriger » is pressed.
const FiguresFormOnDemand = lazy(() =>
  import('./figures-form-modal.tsx').then((m) => ({ default: m.FiguresFormOnDemand })),
)

/** "Chiffres affichés sur le site": the member figures visitors see, and their correction. */
export function FiguresCard({ stats }: { stats: MemberStats }) {
  const editing = useDialogOnDemand()
  const complete = useQuery(overviewQueries.rollComplete()).data?.complete === true
  return (
    <section aria-labelledby="figures-title">
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="nowrap">
        <Title order={3} size="h4" id="figures-title">
          Chiffres affichés sur le site
        </Title>
        {/* Counted from the people while the roll is complete: nothing to correct by hand. */}
        {complete ? null : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            // The title wraps, the button keeps its whole label (« Corrige » at 375 px before).
            style={{ flexShrink: 0 }}
            onClick={editing.open}
            aria-label="Corriger les chiffres affichés sur le site"
          >
            Corriger
          </Button>
        )}
      </Group>
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
        <StatCard value={stats.totalMembers} label="membres au total" />
        <StatCard value={stats.newThisMonth} label="nouveaux ce mois-ci" />
        <StatCard value={stats.activeMembers} label="membres actifs" />
      </SimpleGrid>
      <Stack mt="md">
        <RollCompleteSwitch />
      </Stack>
      {editing.asked && (
        <Suspense fallback={null}>
          <FiguresFormOnDemand opened={editing.opened} onClose={editing.close} />
        </Suspense>
      )}
    </section>
  )
}
