import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import type { MessageStatus } from '#common/schemas/admin-follow-up.ts'
import { adminQueries, csvHref } from '../../api.ts'
import { useChangeMessageStatus } from '../../mutations.ts'
import { QueryState } from '../query-state.tsx'
import { CsvLink, ListToolbar, SearchField } from '../list-toolbar.tsx'
import { ListPagination } from '../list-pagination.tsx'
import { useListSearch } from '../use-list-search.ts'
import { MessageCard } from './message-card.tsx'
import { MessageStatusFilter } from './message-status-filter.tsx'

type Props = { status: MessageStatus | ''; onStatusFilter: (status: MessageStatus | '') => void }

export const statusNotChanged = (name: string) => (error: Error) =>
  notifications.show({
    color: 'red',
    title: `Statut de ${name} non modifié`,
    message: error.message || 'Une erreur est survenue. Veuillez réessayer.',
  })

/** Messages of the contact form. */
export function ContactMessages({ status, onStatusFilter }: Props) {
  const search = useListSearch()
  const filters = { page: search.page, q: search.q, status }
  const query = useQuery(adminQueries.messageList(filters))
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
                      changeStatus.mutate({ id: message.id, status: to }, { onError: statusNotChanged(message.name) })
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
