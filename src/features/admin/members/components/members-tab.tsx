import { useEffect, useState } from 'react'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { MEMBER_STATUS_LABELS, type AdminMember, type MemberStatus } from '#common/schemas/admin-follow-up.ts'
import { MEMBER_STATUSES } from '#common/schemas/member-registration.ts'
import { useUndoableStatus } from '../../kit/use-undoable-status.tsx'
import { memberFilters, memberQueries, useChangeMemberStatus } from '../api.ts'
import type { MembersSearch } from '../search.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { DatedCsvExport, ListToolbar, SearchField } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { MembersTable, fullName } from './members-table.tsx'
import { MemberDetailsModal } from './member-details-modal.tsx'

const STATUS_OPTIONS = [
  { value: '', label: 'Tous' },
  ...MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] })),
]

type MembersTabProps = { search: MembersSearch; onSearchChange: (search: MembersSearch) => void }

/**
 * The registrations awaiting follow-up (a view of the « Membres » tab): search, status and
 * duplicate filters (in the URL), follow-up, details, export.
 */
export function MembersTab({ search, onSearchChange }: MembersTabProps) {
  const status = search.statut ?? ''
  const duplicates = search.doublons === true
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [detailsId, setDetailsId] = useState<number | null>(null)
  const filters = memberFilters(search, { page, q })
  const query = useQuery(memberQueries.list(filters))
  const changeStatus = useChangeMemberStatus()

  const setFilters = (next: { status?: MemberStatus | ''; duplicates?: boolean }) => {
    setPage(1)
    const statut = next.status ?? status
    const doublons = next.duplicates ?? duplicates
    onSearchChange({ statut: statut || undefined, doublons: doublons || undefined })
  }

  // A changed card stays in view (marked), with « Annuler » for a few seconds.
  const { cards, change, changed } = useUndoableStatus<MemberStatus, AdminMember>({
    items: query.data?.items ?? [],
    resetKey: JSON.stringify(filters),
    mutate: changeStatus.mutate,
    labels: MEMBER_STATUS_LABELS,
    nameOf: fullName,
  })

  const details = cards.find(({ item }) => item.id === detailsId)?.item ?? null

  return (
    <Stack gap="md">
      <ListToolbar actions={<DatedCsvExport list="members" filters={filters} />}>
        <MembersSearchField onSearch={setQ} onTyping={() => setPage(1)} />
        <NativeSelect
          label="Statut"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setFilters({ status: event.currentTarget.value as MemberStatus | '' })}
          w={150}
        />
        <Checkbox
          label="Doublons possibles"
          checked={duplicates}
          onChange={(event) => setFilters({ duplicates: event.currentTarget.checked })}
          mb={8}
        />
      </ListToolbar>
      <QueryState query={query} what="les membres">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {cards.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucune inscription ne correspond à ces critères.
              </Text>
            ) : (
              <MembersTable members={cards} onStatusChange={change} onDetails={(m) => setDetailsId(m.id)} />
            )}
            <ListPagination
              page={page}
              total={result.total}
              onChange={setPage}
              noun={['inscription', 'inscriptions']}
            />
          </div>
        )}
      </QueryState>
      <MemberDetailsModal
        member={details}
        onClose={() => setDetailsId(null)}
        onStatusChange={async (next) => {
          if (!details) return
          changed(await changeStatus.mutateAsync({ id: details.id, ...next }))
        }}
      />
    </Stack>
  )
}

/**
 * The search box, the typed text its own: a key draws the box again, not the whole list (twenty
 * rows, each with its menus and links); the list hears of the text 300 ms after the last key, and
 * goes back to its first page at the first.
 */
function MembersSearchField({ onSearch, onTyping }: { onSearch: (q: string) => void; onTyping: () => void }) {
  const [text, setText] = useState('')
  const [q] = useDebouncedValue(text.trim(), 300)
  useEffect(() => onSearch(q), [q, onSearch])
  return (
    <SearchField
      value={text}
      onChange={(value) => {
        setText(value)
        onTyping()
      }}
      placeholder="Nom, e-mail ou téléphone"
    />
  )
}
