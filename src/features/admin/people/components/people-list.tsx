import { lazy, Suspense, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { IconUserPlus, IconX } from '@tabler/icons-react'
import { PERSON_STATUSES, PERSON_STATUS_LABELS } from '#common/schemas/people-labels.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ListToolbar, SearchField } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { useDialogOnDemand } from '../../kit/use-dialog-on-demand.ts'
import { peopleFilters, peopleQueries } from '../api.ts'
import type { FollowUpFilter, PeopleSearch } from '../search.ts'
import { CopyNumbersButton } from './copy-numbers-button.tsx'
import { ExportButton, ImportButton } from './people-list-actions.tsx'
import { PeopleTable } from './people-table.tsx'
import classes from './people.module.css'

// The form (a modal, its inputs, the form library) loads the first time « Ajouter » is pressed.
const AddPersonModal = lazy(() => import('./add-person-modal.tsx').then((m) => ({ default: m.AddPersonModal })))

// Members first (the list's default), then everyone, then each other status.
const STATUS_OPTIONS = [
  { value: 'membre', label: 'Membres' },
  { value: 'tous', label: 'Tous' },
  ...PERSON_STATUSES.filter((status) => status !== 'membre').map((status) => ({
    value: status,
    label: `${PERSON_STATUS_LABELS[status]}s`,
  })),
]
const FOLLOW_UP_OPTIONS: { value: FollowUpFilter | ''; label: string }[] = [
  { value: '', label: 'Tous' },
  { value: 'attente', label: 'En attente de suivi' },
  { value: 'sans-suivi', label: 'Sans suivi depuis 30 jours' },
]

type PeopleListProps = { search: PeopleSearch; onSearchChange: (search: PeopleSearch) => void }

/** The people: search, filters (in the URL), paging, and what to do with the list. */
export function PeopleList({ search, onSearchChange }: PeopleListProps) {
  const [text, setText] = useState('')
  const [q] = useDebouncedValue(text.trim(), 300)
  const [page, setPage] = useState(1)
  const adding = useDialogOnDemand()
  const filters = peopleFilters(search, { page, q })
  const query = useQuery(peopleQueries.list(filters))
  const ministries = useQuery(peopleQueries.ministries()).data?.items ?? []

  const setFilters = (next: PeopleSearch) => {
    setPage(1)
    onSearchChange({ ...search, ...next })
  }

  return (
    <Stack gap="md">
      <div className={classes.actions}>
        <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={adding.open}>
          Ajouter une personne
        </Button>
        <CopyNumbersButton filters={filters} />
        <ExportButton filters={filters} />
        <ImportButton />
      </div>
      <ListToolbar>
        <SearchField
          value={text}
          onChange={(value) => {
            setText(value)
            setPage(1)
          }}
          placeholder="Nom, téléphone ou e-mail"
        />
        <NativeSelect
          label="Statut"
          data={STATUS_OPTIONS}
          value={search.statut ?? 'membre'}
          onChange={(event) => {
            const statut = event.currentTarget.value as PeopleSearch['statut']
            setFilters({ statut: statut === 'membre' ? undefined : statut })
          }}
          style={{ flex: '1 1 140px' }}
        />
        <NativeSelect
          label="Suivi"
          data={FOLLOW_UP_OPTIONS}
          value={search.suivi ?? ''}
          onChange={(event) => setFilters({ suivi: (event.currentTarget.value as FollowUpFilter) || undefined })}
          style={{ flex: '1 1 180px' }}
        />
        <NativeSelect
          label="Ministère"
          data={[
            { value: '', label: 'Tous' },
            ...ministries.map((ministry) => ({ value: String(ministry.id), label: ministry.name })),
          ]}
          value={search.ministere ? String(search.ministere) : ''}
          onChange={(event) => setFilters({ ministere: Number(event.currentTarget.value) || undefined })}
          style={{ flex: '1 1 180px' }}
        />
        <Checkbox
          label="Anniversaire cette semaine"
          checked={search.anniversaires === true}
          onChange={(event) => setFilters({ anniversaires: event.currentTarget.checked || undefined })}
          mb={8}
        />
      </ListToolbar>
      {search.foyer ? (
        <Group gap="xs">
          <Text size="sm">Les personnes d’un même foyer.</Text>
          <Button
            size="compact-sm"
            variant="light"
            rightSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => setFilters({ foyer: undefined })}
          >
            Tous les foyers
          </Button>
        </Group>
      ) : null}
      <QueryState query={query} what="les personnes">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {result.items.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Personne ne correspond à ces critères.
              </Text>
            ) : (
              <PeopleTable people={result.items} />
            )}
            <ListPagination page={page} total={result.total} onChange={setPage} noun={['personne', 'personnes']} />
          </div>
        )}
      </QueryState>
      {adding.asked ? (
        <Suspense fallback={null}>
          <AddPersonModal opened={adding.opened} onClose={adding.close} />
        </Suspense>
      ) : null}
    </Stack>
  )
}
