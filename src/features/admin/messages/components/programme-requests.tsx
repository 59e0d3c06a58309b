import { useState } from 'react'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import {
  REQUEST_STATUS_LABELS,
  REQUEST_TRANSITIONS,
  type RequestFilters,
  type RequestStatus,
} from '#common/schemas/admin-follow-up.ts'
import { REQUEST_STATUSES } from '#common/schemas/programme-request.ts'
import { FEPROBA_PROGRAM_IDS, FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import { ISL_PROGRAM_IDS, ISL_REQUEST_TYPE } from '#common/schemas/isl-request.ts'
import { FEPROBA_PROGRAM_LABELS, ISL_PROGRAM_LABELS } from '#common/labels.ts'
import { useUndoableStatus } from '../../kit/use-undoable-status.tsx'
import { messageQueries, useChangeRequestStatus, type RequestType } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { DatedCsvExport, ListToolbar, SearchField } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { useListSearch } from '../../kit/use-list-search.ts'
import { MessageCard } from './message-card.tsx'
import { MessageStatusFilter } from './message-status-filter.tsx'
import { MessageDetailsModal } from './message-details-modal.tsx'
import { requestDetails, requestSubject } from './request-details.ts'

const TYPE_OPTIONS = [
  { value: '', label: 'Toutes' },
  { value: FEPROBA_REQUEST_TYPE, label: 'FEPROBA' },
  { value: ISL_REQUEST_TYPE, label: 'ISL' },
]
const feproba = {
  group: 'FEPROBA',
  items: FEPROBA_PROGRAM_IDS.map((id) => ({ value: id, label: FEPROBA_PROGRAM_LABELS[id] })),
}
const isl = { group: 'ISL', items: ISL_PROGRAM_IDS.map((id) => ({ value: id, label: ISL_PROGRAM_LABELS[id] })) }
const programOptions = (type: RequestType | '') => [
  { group: '', items: [{ value: '', label: 'Tous' }] },
  ...(type === ISL_REQUEST_TYPE ? [] : [feproba]),
  ...(type === FEPROBA_REQUEST_TYPE ? [] : [isl]),
]

type Program = NonNullable<RequestFilters['program']>

type Props = { status: RequestStatus | ''; onStatusFilter: (status: RequestStatus | '') => void }

/** FEPROBA information requests and ISL applications. */
export function ProgrammeRequests({ status, onStatusFilter }: Props) {
  const search = useListSearch()
  const [type, setType] = useState<RequestType | ''>('')
  const [program, setProgram] = useState<Program | ''>('')
  const filters = {
    page: search.page,
    q: search.q,
    status: status || undefined,
    type: type || undefined,
    program: program || undefined,
  }
  const query = useQuery(messageQueries.requests(filters))
  const changeStatus = useChangeRequestStatus()
  // A changed card stays in view (marked), with « Annuler » for a few seconds.
  const [detailsId, setDetailsId] = useState<number | null>(null)
  const { cards, change, changed } = useUndoableStatus({
    items: query.data?.items ?? [],
    resetKey: JSON.stringify(filters),
    mutate: changeStatus.mutate,
    labels: REQUEST_STATUS_LABELS,
    nameOf: (item) => item.name,
  })
  const details = cards.find(({ item }) => item.id === detailsId)?.item ?? null
  return (
    <>
      <ListToolbar actions={<DatedCsvExport list="requests" filters={filters} />}>
        <SearchField value={search.text} onChange={search.setText} placeholder="Nom, e-mail ou téléphone" />
        <NativeSelect
          label="Type"
          data={TYPE_OPTIONS}
          value={type}
          w={130}
          onChange={(event) => {
            setType(event.currentTarget.value as RequestType | '')
            setProgram('')
            search.setPage(1)
          }}
        />
        <NativeSelect
          label="Programme"
          data={programOptions(type)}
          value={program}
          w={170}
          onChange={(event) => {
            setProgram(event.currentTarget.value as Program | '')
            search.setPage(1)
          }}
        />
        <MessageStatusFilter
          statuses={REQUEST_STATUSES}
          value={status}
          onChange={(next) => {
            search.setPage(1)
            onStatusFilter(next)
          }}
        />
      </ListToolbar>
      <QueryState query={query} what="les demandes">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {cards.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                Aucune demande ne correspond à ces critères.
              </Text>
            ) : (
              <Stack gap="sm">
                {cards.map(({ item: request, changed }) => (
                  <MessageCard
                    key={request.id}
                    {...request}
                    subject={requestSubject(request)}
                    text={request.message}
                    details={requestDetails(request)}
                    changed={changed}
                    transitions={REQUEST_TRANSITIONS}
                    labels={REQUEST_STATUS_LABELS}
                    onStatusChange={(to) => change(request, to)}
                    onDetails={() => setDetailsId(request.id)}
                  />
                ))}
              </Stack>
            )}
            <ListPagination
              page={search.page}
              total={result.total}
              onChange={search.setPage}
              noun={['demande', 'demandes']}
            />
          </div>
        )}
      </QueryState>
      <MessageDetailsModal
        noun="demande"
        record={
          details && {
            ...details,
            subject: requestSubject(details),
            text: details.message,
            details: requestDetails(details),
          }
        }
        transitions={REQUEST_TRANSITIONS}
        labels={REQUEST_STATUS_LABELS}
        onClose={() => setDetailsId(null)}
        onStatusChange={async (next) => {
          if (!details) return
          changed(await changeStatus.mutateAsync({ id: details.id, ...next }))
        }}
      />
    </>
  )
}
