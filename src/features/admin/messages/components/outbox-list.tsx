import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { IconMailOff, IconSend } from '@tabler/icons-react'
import type { OutboxItem } from '#common/schemas/admin-follow-up.ts'
import { RETRY } from '#src/lib/messages.ts'
import { overviewQueries } from '../../overview/api.ts'
import { messageQueries, useRetryOutbox } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'

/** Unsent, and no attempt to come: its link no longer had a purpose, it will not be sent. */
const isCancelled = (item: OutboxItem) => item.sentAt === null && item.nextAttemptAt === null

function OutboxBadge({ item }: { item: OutboxItem }) {
  const [color, label] = item.sentAt
    ? ['teal', 'Envoyée']
    : isCancelled(item)
      ? ['gray', 'Annulée']
      : item.attempts > 0
        ? ['red', 'Échec']
        : ['yellow', 'En attente']
  return (
    <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {label}
    </Badge>
  )
}

/** "Envoyée le …" / "Aucun essai pour l'instant" / "3 essais · prochain essai le …". */
function deliveryText(item: OutboxItem): string {
  if (item.sentAt) return `Envoyée le ${formatDateTime(item.sentAt)}.`
  if (isCancelled(item)) return 'Ne sera pas envoyée.'
  const tries =
    item.attempts === 0
      ? 'Aucun essai pour l’instant'
      : `${item.attempts} essai${item.attempts > 1 ? 's' : ''} sans succès`
  return `${tries}${item.nextAttemptAt ? ` · prochain essai le ${formatDateTime(item.nextAttemptAt)}` : ''}.`
}

/** The e-mails telling the team about each new submission, and a way to send one again now. */
export function OutboxList() {
  const [page, setPage] = useState(1)
  const query = useQuery(messageQueries.outbox(page))
  const overview = useQuery(overviewQueries.overview())
  const retry = useRetryOutbox()
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Chaque inscription, message ou demande envoie une alerte par e-mail à l’équipe de l’église.
      </Text>
      {overview.data && !overview.data.smtpConfigured ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMailOff aria-hidden="true" />}
          title="Envoi d'e-mails non configuré"
        >
          Les alertes restent en attente jusqu’à ce que l’envoi d’e-mails soit configuré sur le serveur.
        </Alert>
      ) : null}
      <QueryState query={query} what="les alertes e-mail">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {result.items.length === 0 ? <Text c="dimmed">Aucune alerte pour l’instant.</Text> : null}
            <Stack gap="sm">
              {result.items.map((item) => (
                <Paper
                  component="article"
                  key={item.id}
                  aria-labelledby={`alerte-${item.id}`}
                  withBorder
                  radius="md"
                  className={dashboard.padSmMd}
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Title order={3} size="h5" id={`alerte-${item.id}`} style={{ overflowWrap: 'anywhere' }}>
                      {item.subject}
                    </Title>
                    <OutboxBadge item={item} />
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    À {item.to} · créée le {formatDateTime(item.createdAt)}
                  </Text>
                  <Text size="sm" mt={4}>
                    {deliveryText(item)}
                  </Text>
                  {item.lastError && !item.sentAt ? (
                    <Text size="sm" c="red.8" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {isCancelled(item) ? 'Raison' : 'Dernière erreur'} : {item.lastError}
                    </Text>
                  ) : null}
                  <details style={{ marginTop: 8 }}>
                    <summary style={{ cursor: 'pointer', fontSize: 14 }}>Voir le contenu</summary>
                    <Text
                      size="sm"
                      mt="xs"
                      p="sm"
                      bg="gray.0"
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}
                    >
                      {item.body}
                    </Text>
                  </details>
                  {item.sentAt || isCancelled(item) ? null : (
                    <Button
                      mt="sm"
                      size="xs"
                      variant="light"
                      leftSection={<IconSend size={14} aria-hidden="true" />}
                      loading={retry.isPending && retry.variables === item.id}
                      aria-label={`Réessayer l’envoi : ${item.subject}`}
                      onClick={() =>
                        retry.mutate(item.id, {
                          onSuccess: () =>
                            notifications.show({ color: 'teal', message: 'Nouvel essai d’envoi programmé.' }),
                          onError: (error) =>
                            notifications.show({
                              color: 'red',
                              title: 'Nouvel essai impossible',
                              message: error.message,
                            }),
                        })
                      }
                    >
                      {RETRY}
                    </Button>
                  )}
                </Paper>
              ))}
            </Stack>
            <ListPagination page={page} total={result.total} onChange={setPage} noun={['alerte', 'alertes']} />
          </div>
        )}
      </QueryState>
    </Stack>
  )
}
