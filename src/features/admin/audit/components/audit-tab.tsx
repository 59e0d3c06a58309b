import { useState } from 'react'
import { Badge } from '#src/components/ui/badge.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { auditQueries } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import table from '../../kit/components/data-table.module.css'

/** What the action codes' first part names, in French (an unknown one shows as it is). */
const ENTITY_LABELS: Record<string, string> = {
  event: 'Événement',
  service: 'Culte',
  gallery: 'Galerie',
  gift: 'Don',
  donation: 'Lien de don',
  figures: 'Chiffres',
  member: 'Membre',
  message: 'Message',
  request: 'Demande',
  newsletter: 'Newsletter',
  outbox: 'Alerte e-mail',
  account: 'Compte',
}
const entityOf = (action: string) => {
  const prefix = action.split('.')[0] ?? action
  return ENTITY_LABELS[prefix] ?? prefix
}

/** Who changed what, and when: newest first, dates in Santiago time. */
export function AuditTab() {
  const [page, setPage] = useState(1)
  const query = useQuery(auditQueries.page(page))
  return (
    <Stack gap="md">
      <div>
        <Title order={2} className={dashboard.panelTitle}>
          Journal des modifications
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Chaque modification faite dans le tableau de bord, avec le compte qui l’a faite. Heures de Santiago.
        </Text>
      </div>
      <QueryState query={query} what="le journal">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {result.items.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucune modification enregistrée pour le moment.
              </Text>
            ) : (
              <div className={table.tableWrap}>
                <Table className={table.table} verticalSpacing="sm" aria-label="Journal des modifications">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Qui</Table.Th>
                      <Table.Th>Quoi</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.items.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td data-label="Date" className={table.nowrap}>
                          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                        </Table.Td>
                        <Table.Td data-label="Qui">{entry.actor}</Table.Td>
                        <Table.Td data-label="Quoi">
                          <span>
                            <Badge
                              component="span"
                              variant="light"
                              size="sm"
                              radius="sm"
                              mr={8}
                              className={table.badge}
                            >
                              {entityOf(entry.action)}
                            </Badge>
                            {entry.summary}
                          </span>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            <ListPagination
              page={page}
              total={result.total}
              onChange={setPage}
              noun={['modification', 'modifications']}
            />
          </div>
        )}
      </QueryState>
    </Stack>
  )
}
