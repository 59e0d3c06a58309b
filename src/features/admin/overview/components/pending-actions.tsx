import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { UnstyledButton } from '#src/components/ui/unstyled-button.ts'
import { linkOptions, useNavigate } from '@tanstack/react-router'
import { IconChevronRight } from '@tabler/icons-react'
import type { AdminOverview } from '#common/schemas/admin-overview.ts'
import classes from './overview.module.css'

type Shortcut = { key: keyof AdminOverview['pending']; label: [one: string, many: string] }

const SHORTCUTS = [
  {
    key: 'members',
    label: ['nouvelle inscription', 'nouvelles inscriptions'],
    to: linkOptions({ to: '/admin-dashboard/membres', search: { statut: 'nouveau' } }),
  },
  {
    key: 'messages',
    label: ['message à lire', 'messages à lire'],
    to: linkOptions({ to: '/admin-dashboard/messages', search: { rubrique: 'messages', statut: 'nouveau' } }),
  },
  {
    key: 'requests',
    label: ['demande FEPROBA / ISL', 'demandes FEPROBA / ISL'],
    to: linkOptions({ to: '/admin-dashboard/messages', search: { rubrique: 'demandes', statut: 'nouveau' } }),
  },
  {
    key: 'duplicates',
    label: ['doublon possible', 'doublons possibles'],
    to: linkOptions({ to: '/admin-dashboard/membres', search: { doublons: true } }),
  },
] satisfies (Shortcut & { to: object })[]

/** What waits for follow-up; each count opens the right tab with the right filter. */
export function PendingActions({ pending }: { pending: AdminOverview['pending'] }) {
  const navigate = useNavigate()
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {SHORTCUTS.map(({ key, label, to }) => (
        <UnstyledButton key={key} className={classes.action} onClick={() => void navigate(to)}>
          <span className={classes.value}>{pending[key]}</span>
          <span className={classes.label}>{pending[key] > 1 ? label[1] : label[0]}</span>
          <IconChevronRight size={18} className={classes.actionIcon} aria-hidden="true" />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  )
}
