import { useQuery } from '@tanstack/react-query'
import type { LetterSummary } from '#common/schemas/newsletter-letter.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { formatDateTime } from '../../kit/format.ts'
import table from '../../kit/components/data-table.module.css'
import { letterQueries } from '../api.ts'

/** The letters: drafts, then those sent with where their e-mails stand (a card per letter on phones). */
export function LetterList({ letters }: { letters: LetterSummary[] }) {
  if (letters.length === 0) return <Text>Aucune lettre pour le moment.</Text>
  return (
    <div className={table.tableWrap}>
      <Table className={table.table} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Objet</Table.Th>
            <Table.Th scope="col">État</Table.Th>
            <Table.Th scope="col">Envoyés</Table.Th>
            <Table.Th scope="col">En attente</Table.Th>
            <Table.Th scope="col">Échecs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {letters.map((letter) => (
            <LetterRow key={letter.id} letter={letter} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

function LetterRow({ letter }: { letter: LetterSummary }) {
  // A letter still going out is read on its own, so its counts move on screen; one with failures
  // too, for their reasons.
  const detail = useQuery({
    ...letterQueries.one(letter.id),
    enabled: letter.sentAt !== null && (letter.counts.pending > 0 || letter.counts.failed > 0),
  })
  const counts = detail.data?.counts ?? letter.counts
  const failures = detail.data?.failures ?? []
  return (
    <Table.Tr>
      <Table.Td data-label="Objet">
        <Stack gap={2}>
          <span>{letter.subject}</span>
          {failures.map((failure) => (
            <Text key={failure.email} size="xs" c="red.8">
              {failure.email} : {failure.error}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td data-label="État">
        {letter.sentAt ? `Envoyée le ${formatDateTime(letter.sentAt)}` : 'Brouillon'}
      </Table.Td>
      <Table.Td data-label="Envoyés">{counts.sent}</Table.Td>
      <Table.Td data-label="En attente">{counts.pending}</Table.Td>
      <Table.Td data-label="Échecs">{counts.failed + counts.cancelled}</Table.Td>
    </Table.Tr>
  )
}
