import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import { IconPlus } from '@tabler/icons-react'
import { formatDayDate, formatLongDate } from '#common/format-date.ts'
import {
  GIFT_CURRENCIES,
  GIFT_METHODS,
  GIFT_METHOD_LABELS,
  formatMoney,
  type Gift,
  type GiftCurrency,
  type GiftMethod,
} from '#common/schemas/gift.ts'
import { csvHref } from '../../kit/query.ts'
import { donationAdminQueries, useDeleteGift } from '../api.ts'
import { formatMonthLong } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { CsvLink, ListToolbar } from '../../kit/components/list-toolbar.tsx'
import { ListPagination } from '../../kit/components/list-pagination.tsx'
import { DeleteGiftModal } from './delete-gift-modal.tsx'
import { GiftFormModal } from './gift-form-modal.tsx'
import { useRecordDialogs } from '../../kit/use-record-dialogs.ts'
import { DeleteButton, EditButton } from '../../kit/components/record-actions.tsx'
import table from '../../kit/components/data-table.module.css'
import classes from './donations.module.css'

type Filters = { month: string; currency: GiftCurrency | ''; method: GiftMethod | '' }
const NO_FILTERS: Filters = { month: '', currency: '', method: '' }

/** The register: filters, the gifts of the page, add / edit / delete, and the CSV of the filter. */
export function GiftList({ months }: { months: string[] }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const apiFilters = {
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.method ? { method: filters.method } : {}),
  }
  const query = useQuery(donationAdminQueries.giftList({ ...apiFilters, page }))
  const dialogs = useRecordDialogs<Gift>(
    useDeleteGift(),
    (gift) => `Don de ${formatMoney(gift.amountCents, gift.currency)} supprimé.`,
  )

  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }))
    setPage(1)
  }

  return (
    <>
      <ListToolbar
        actions={
          <Group gap="sm">
            <CsvLink href={csvHref('gifts', apiFilters)} />
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={dialogs.openNew}>
              Ajouter un don
            </Button>
          </Group>
        }
      >
        <NativeSelect
          label="Mois"
          value={filters.month}
          onChange={(event) => filter({ month: event.currentTarget.value })}
          data={[
            { value: '', label: 'Tous les mois' },
            ...months.map((month) => ({ value: month, label: formatMonthLong(month) })),
          ]}
        />
        <NativeSelect
          label="Devise"
          value={filters.currency}
          onChange={(event) => filter({ currency: event.currentTarget.value as Filters['currency'] })}
          data={[{ value: '', label: 'Toutes' }, ...GIFT_CURRENCIES]}
        />
        <NativeSelect
          label="Moyen de paiement"
          value={filters.method}
          onChange={(event) => filter({ method: event.currentTarget.value as Filters['method'] })}
          data={[
            { value: '', label: 'Tous' },
            ...GIFT_METHODS.map((value) => ({ value, label: GIFT_METHOD_LABELS[value] })),
          ]}
        />
      </ListToolbar>
      <QueryState query={query} what="les dons">
        {(result) => (
          <div aria-busy={query.isPlaceholderData}>
            {result.items.length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                {Object.keys(apiFilters).length > 0
                  ? 'Aucun don ne correspond à ces filtres.'
                  : 'Aucun don enregistré pour le moment.'}
              </Text>
            ) : (
              <div className={table.tableWrap}>
                <Table className={table.table} verticalSpacing="sm" aria-label="Dons enregistrés">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th className={classes.amount}>Montant</Table.Th>
                      <Table.Th>Moyen</Table.Th>
                      <Table.Th>Donateur</Table.Th>
                      <Table.Th>Note</Table.Th>
                      <Table.Th>
                        <span className="visually-hidden">Actions</span>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.items.map((gift) => {
                      const amount = formatMoney(gift.amountCents, gift.currency)
                      const label = `le don de ${amount} du ${formatLongDate(gift.date)}`
                      return (
                        <Table.Tr key={gift.id}>
                          <Table.Td data-label="Date">
                            <time dateTime={gift.date}>{formatDayDate(gift.date)}</time>
                          </Table.Td>
                          <Table.Td data-label="Montant" className={classes.amount}>
                            <strong>{amount}</strong>
                          </Table.Td>
                          <Table.Td data-label="Moyen">{GIFT_METHOD_LABELS[gift.method]}</Table.Td>
                          <Table.Td data-label="Donateur">
                            {gift.donor || <span className={table.muted}>Anonyme</span>}
                          </Table.Td>
                          <Table.Td data-label="Note">{gift.note || <span className={table.muted}>—</span>}</Table.Td>
                          <Table.Td data-label="Actions" className={classes.actions}>
                            <Group gap={4} wrap="nowrap" justify="flex-end">
                              <EditButton name={label} variant="subtle" onClick={() => dialogs.openEdit(gift)} />
                              <DeleteButton name={label} onClick={() => dialogs.askDelete(gift)} />
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      )
                    })}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            <ListPagination page={page} total={result.total} onChange={setPage} noun={['don', 'dons']} />
          </div>
        )}
      </QueryState>
      <GiftFormModal gift={dialogs.editing} onClose={dialogs.close} />
      <DeleteGiftModal
        gift={dialogs.deleting}
        pending={dialogs.deletePending}
        onConfirm={dialogs.confirmDelete}
        onCancel={dialogs.cancelDelete}
      />
    </>
  )
}
