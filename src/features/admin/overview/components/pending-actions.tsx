import '@mantine/core/styles/SimpleGrid.css'
import { SimpleGrid, UnstyledButton } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import type { AdminOverview } from '#common/schemas/admin-follow-up.ts'
import type { DashboardSearch, NavigateDashboard } from '../../search.ts'
import classes from './overview.module.css'

type Shortcut = { key: keyof AdminOverview['pending']; label: [one: string, many: string]; to: DashboardSearch }

const SHORTCUTS: Shortcut[] = [
  {
    key: 'members',
    label: ['nouvelle inscription', 'nouvelles inscriptions'],
    to: { onglet: 'membres', statut: 'nouveau' },
  },
  {
    key: 'messages',
    label: ['message à lire', 'messages à lire'],
    to: { onglet: 'messages', rubrique: 'messages', statut: 'nouveau' },
  },
  {
    key: 'requests',
    label: ['demande FEPROBA / ISL', 'demandes FEPROBA / ISL'],
    to: { onglet: 'messages', rubrique: 'demandes', statut: 'nouveau' },
  },
  { key: 'duplicates', label: ['doublon possible', 'doublons possibles'], to: { onglet: 'membres', doublons: true } },
]

/** What waits for follow-up; each count opens the right tab with the right filter. */
export function PendingActions({
  pending,
  onNavigate,
}: {
  pending: AdminOverview['pending']
  onNavigate: NavigateDashboard
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {SHORTCUTS.map(({ key, label, to }) => (
        <UnstyledButton key={key} className={classes.action} onClick={() => onNavigate(to)}>
          <span className={classes.value}>{pending[key]}</span>
          <span className={classes.label}>{pending[key] > 1 ? label[1] : label[0]}</span>
          <IconChevronRight size={18} className={classes.actionIcon} aria-hidden="true" />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  )
}
