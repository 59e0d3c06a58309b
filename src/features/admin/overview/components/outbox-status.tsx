import { Anchor } from '#src/components/ui/anchor.ts'
import { Group } from '#src/components/ui/group.ts'
import { Text } from '#src/components/ui/text.ts'
import { useNavigate } from '@tanstack/react-router'
import { IconMailOff } from '@tabler/icons-react'
import type { AdminOverview } from '#common/schemas/admin-overview.ts'
import classes from './overview.module.css'

type OutboxStatusProps = { outbox: AdminOverview['outbox']; smtpConfigured: boolean }

/** The e-mails that warn the team of each new submission: waiting, failed, or not sent at all. */
export function OutboxStatus({ outbox, smtpConfigured }: OutboxStatusProps) {
  const navigate = useNavigate()
  return (
    <div className={classes.card}>
      {/* The overview's notice says why and what to do; here, what it means for the alerts. */}
      {smtpConfigured ? null : (
        <Group gap={6} mb="sm" wrap="nowrap" align="flex-start">
          <IconMailOff size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">Aucun e-mail ne part : les alertes attendent ici.</Text>
        </Group>
      )}
      <Group gap="xl" mb="sm">
        <div>
          <div className={classes.value}>{outbox.pending}</div>
          <div className={classes.label}>en attente</div>
        </div>
        <div>
          <div
            className={classes.value}
            style={outbox.failed > 0 ? { color: 'var(--mantine-color-red-8)' } : undefined}
          >
            {outbox.failed}
          </div>
          <div className={classes.label}>en échec</div>
        </div>
      </Group>
      <Text size="sm">
        <Anchor
          component="button"
          type="button"
          onClick={() => void navigate({ to: '/admin-dashboard/messages', search: { rubrique: 'alertes' } })}
        >
          Voir les alertes e-mail
        </Anchor>
      </Text>
    </div>
  )
}
