import { useQuery } from '@tanstack/react-query'
import type { LetterSummary } from '#common/schemas/newsletter-letter.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { letterQueries } from '../api.ts'

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' })

/** The letters: drafts, then those sent with where their e-mails stand. */
export function LetterList({ letters }: { letters: LetterSummary[] }) {
  if (letters.length === 0) return <Text>Aucune lettre pour le moment.</Text>
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
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
    </Table.ScrollContainer>
  )
}

function LetterRow({ letter }: { letter: LetterSummary }) {
  // A letter still going out is read on its own, so its counts move on screen.
  const detail = useQuery({
    ...letterQueries.one(letter.id),
    enabled: letter.sentAt !== null && letter.counts.pending > 0,
  })
  const counts = detail.data?.counts ?? letter.counts
  const failures = detail.data?.failures ?? []
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <span>{letter.subject}</span>
          {failures.map((failure) => (
            <Text key={failure.email} size="xs" c="red.8">
              {failure.email} : {failure.error}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>{letter.sentAt ? `Envoyée le ${dateTime.format(new Date(letter.sentAt))}` : 'Brouillon'}</Table.Td>
      <Table.Td>{counts.sent}</Table.Td>
      <Table.Td>{counts.pending}</Table.Td>
      <Table.Td>{counts.failed + counts.cancelled}</Table.Td>
    </Table.Tr>
  )
}
