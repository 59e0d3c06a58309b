import { useState } from 'react'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import { MESSAGE_STATUS_LABELS, MESSAGE_TRANSITIONS, type MessageStatus } from '#common/schemas/admin-follow-up.ts'
import { MESSAGE_STATUSES } from '#common/schemas/contact-message.ts'
import { useUndoableStatus } from '../../kit/use-undoable-status.tsx'
import { messageQueries, useChangeMessageStatus } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { DatedCsvExport, ListToolbar, SearchField } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { useListSearch } from '../../kit/use-list-search.ts'
import { MessageCard } from './message-card.tsx'
import { MessageStatusFilter } from './message-status-filter.tsx'
import { MessageDetailsModal } from './message-details-modal.tsx'

type Props = { status: MessageStatus | ''; onStatusFilter: (status: MessageStatus | '') => void }

/** Messages of the contact form. */
export function ContactMessages({ status, onStatusFilter }: Props) {
  const search = useListSearch()
  const filters = { page: search.page, q: search.q, status: status || undefined }
  const query = useQuery(messageQueries.messages(filters))
  const changeStatus = useChangeMessageStatus()
  // A changed card stays in view (marked), with « Annuler » for a few seconds.
  const [detailsId, setDetailsId] = useState<number | null>(null)
  const { cards, change, changed } = useUndoableStatus({
    items: query.data?.items ?? [],
    resetKey: JSON.stringify(filters),
    mutate: changeStatus.mutate,
    labels: MESSAGE_STATUS_LABELS,
    nameOf: (item) => item.name,
  })
  const details = cards.find(({ item }) => item.id === detailsId)?.item ?? null
  return (
    <>
      <ListToolbar actions={<DatedCsvExport list="messages" filters={filters} />}>
        <SearchField value={search.text} onChange={search.setText} placeholder="Nom, e-mail, sujet ou téléphone" />
        <MessageStatusFilter
          statuses={MESSAGE_STATUSES}
          value={status}
          onChange={(next) => {
            search.setPage(1)
            onStatusFilter(next)
          }}
        />
      </ListToolbar>
      <QueryState query={query} what="les messages">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {cards.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucun message ne correspond à ces critères.
              </Text>
            ) : (
              <Stack gap="sm">
                {cards.map(({ item: message, changed }) => (
                  <MessageCard
                    key={message.id}
                    {...message}
                    text={message.message}
                    changed={changed}
                    onStatusChange={(to) => change(message, to)}
                    onDetails={() => setDetailsId(message.id)}
                  />
                ))}
              </Stack>
            )}
            <ListPagination
              page={search.page}
              total={result.total}
              onChange={search.setPage}
              noun={['message', 'messages']}
            />
          </div>
        )}
      </QueryState>
      <MessageDetailsModal
        noun="message"
        record={details && { ...details, text: details.message, details: [] }}
        transitions={MESSAGE_TRANSITIONS}
        labels={MESSAGE_STATUS_LABELS}
        onClose={() => setDetailsId(null)}
        onStatusChange={async (next) => {
          if (!details) return
          changed(await changeStatus.mutateAsync({ id: details.id, ...next }))
        }}
      />
    </>
  )
}
