import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import type { MessageStatus } from '#common/schemas/admin-follow-up.ts'
import { statusNotChanged } from '#src/lib/messages.ts'
import { csvHref } from '../../shared/query.ts'
import { reportChangeError } from '../../shared/save-errors.ts'
import { messageQueries, useChangeMessageStatus } from '../api.ts'
import { QueryState } from '../../shared/components/query-state.tsx'
import { CsvLink, ListToolbar, SearchField } from '../../shared/components/list-toolbar.tsx'
import { ListPagination } from '../../shared/components/list-pagination.tsx'
import { useListSearch } from '../../shared/use-list-search.ts'
import { MessageCard } from './message-card.tsx'
import { MessageStatusFilter } from './message-status-filter.tsx'

type Props = { status: MessageStatus | ''; onStatusFilter: (status: MessageStatus | '') => void }

/** Messages of the contact form. */
export function ContactMessages({ status, onStatusFilter }: Props) {
  const search = useListSearch()
  const filters = { page: search.page, q: search.q, status: status || undefined }
  const query = useQuery(messageQueries.messages(filters))
  const changeStatus = useChangeMessageStatus()
  return (
    <>
      <ListToolbar actions={<CsvLink href={csvHref('messages', filters)} />}>
        <SearchField value={search.text} onChange={search.setText} placeholder="Nom, e-mail, sujet ou téléphone" />
        <MessageStatusFilter
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
            {result.items.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucun message ne correspond à ces critères.
              </Text>
            ) : (
              <Stack gap="sm">
                {result.items.map((message) => (
                  <MessageCard
                    key={message.id}
                    {...message}
                    text={message.message}
                    onStatusChange={(to) =>
                      changeStatus.mutate(
                        { id: message.id, status: to },
                        { onError: reportChangeError(statusNotChanged(message.name)) },
                      )
                    }
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
    </>
  )
}
