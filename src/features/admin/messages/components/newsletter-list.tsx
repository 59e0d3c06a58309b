import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { IconTrash } from '@tabler/icons-react'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import type { NewsletterSubscriber, SubscriberStatus } from '#common/schemas/newsletter-subscription.ts'
import { csvHref } from '../../kit/query.ts'
import { messageQueries, useRemoveSubscriber } from '../api.ts'
import { formatShortDate } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { CsvLink, ListToolbar, SearchField } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { useListSearch } from '../../kit/use-list-search.ts'
import { StatusBadge } from '../../kit/components/status-badge.tsx'
import { subscriberCountsText, subscriberStatusText } from '../subscriber-status.ts'
import { ConfirmRemovalModal } from './confirm-removal-modal.tsx'
import table from '../../kit/components/data-table.module.css'

const FILTER_OPTIONS: { value: SubscriberStatus | ''; label: string }[] = [
  { value: '', label: 'Tous' },
  { value: 'confirmed', label: 'Confirmés' },
  { value: 'pending', label: 'À confirmer' },
  { value: 'unsubscribed', label: 'Désabonnés' },
]

/** Newsletter subscribers, their status (who confirmed, who left and when), with removal (after a confirmation). */
export function NewsletterList() {
  const search = useListSearch()
  const [status, setStatus] = useState<SubscriberStatus | ''>('')
  const filters = { page: search.page, q: search.q, status: status || undefined }
  const query = useQuery(messageQueries.subscribers(filters))
  const remove = useRemoveSubscriber()
  const [toRemove, setToRemove] = useState<NewsletterSubscriber | null>(null)

  const confirm = () => {
    if (!toRemove) return
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `${toRemove.email} ne recevra plus la newsletter.` })
        setToRemove(null)
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Retrait impossible',
          message: error.message || 'Veuillez réessayer.',
        }),
    })
  }

  return (
    <>
      <ListToolbar actions={<CsvLink href={csvHref('newsletter', filters)} />}>
        <SearchField value={search.text} onChange={search.setText} placeholder="Adresse e-mail" />
        <NativeSelect
          label="Statut"
          data={FILTER_OPTIONS}
          value={status}
          onChange={(event) => {
            search.setPage(1)
            setStatus(event.currentTarget.value as SubscriberStatus | '')
          }}
          w={160}
        />
      </ListToolbar>
      <QueryState query={query} what="les abonnés">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            <Text size="sm" c="dimmed" mb="sm" data-testid="subscriber-counts">
              {subscriberCountsText(result.counts)}
            </Text>
            {result.items.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucun abonné ne correspond à ces critères.
              </Text>
            ) : (
              <div className={table.tableWrap}>
                <Table className={table.table} verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Inscrit le</Table.Th>
                      <Table.Th>Statut</Table.Th>
                      <Table.Th>
                        <span className="visually-hidden">Actions</span>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.items.map((subscriber) => (
                      <Table.Tr key={subscriber.id}>
                        <Table.Td data-label="E-mail">{subscriber.email}</Table.Td>
                        <Table.Td data-label="Inscrit le">{formatShortDate(subscriber.createdAt)}</Table.Td>
                        <Table.Td data-label="Statut">
                          <StatusBadge status={subscriber.status} label={subscriberStatusText(subscriber)} />
                        </Table.Td>
                        <Table.Td data-label="Actions" ta="right">
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} aria-hidden="true" />}
                            aria-label={`Retirer ${subscriber.email}`}
                            onClick={() => setToRemove(subscriber)}
                          >
                            Retirer
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            <ListPagination
              page={search.page}
              total={result.total}
              onChange={search.setPage}
              noun={['abonné', 'abonnés']}
            />
          </div>
        )}
      </QueryState>
      <ConfirmRemovalModal
        email={toRemove?.email ?? null}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setToRemove(null)}
      />
    </>
  )
}
