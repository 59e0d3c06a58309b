import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { GIFT_CURRENCIES, formatMoney, type GiftCurrency, type GiftTotal } from '#common/schemas/gift.ts'
import { formatMonthLong } from '../../kit/format.ts'
import table from '../../kit/components/data-table.module.css'
import classes from './donations.module.css'

const HEADINGS: Record<GiftCurrency, string> = {
  DOP: 'Pesos (DOP)',
  USD: 'Dollars US (USD)',
  EUR: 'Euros (EUR)',
  CAD: 'Dollars canadiens (CAD)',
}

/** Months of `totals` in order, newest first, each with its total in each currency (never added up). */
export function byMonth(totals: GiftTotal[]) {
  const months = new Map<string, Partial<Record<GiftCurrency, GiftTotal>>>()
  for (const total of totals) months.set(total.month, { ...months.get(total.month), [total.currency]: total })
  return [...months.entries()].sort(([a], [b]) => b.localeCompare(a))
}

const gifts = (count: number) => `${count} don${count > 1 ? 's' : ''}`

/** One line per month, one column per currency received (never mixed): a phone shows no empty column. */
export function GiftTotals({ totals }: { totals: GiftTotal[] }) {
  const months = byMonth(totals)
  const currencies = GIFT_CURRENCIES.filter((currency) => totals.some((total) => total.currency === currency))
  if (months.length === 0) {
    return (
      <Text c="dimmed" py="md">
        Les totaux apparaîtront ici dès le premier don enregistré.
      </Text>
    )
  }
  return (
    <div className={table.tableWrap}>
      <Table className={table.table} verticalSpacing="sm" aria-label="Totaux mensuels par devise">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mois</Table.Th>
            {currencies.map((currency) => (
              <Table.Th key={currency} className={classes.amount}>
                {HEADINGS[currency]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map(([month, byCurrency]) => (
            <Table.Tr key={month}>
              <Table.Th scope="row" className={classes.rowHeader}>
                {formatMonthLong(month)}
              </Table.Th>
              {currencies.map((currency) => {
                const total = byCurrency[currency]
                return (
                  <Table.Td key={currency} data-label={HEADINGS[currency]} className={classes.amount}>
                    {total ? (
                      <span>
                        <strong>{formatMoney(total.totalCents, currency)}</strong>{' '}
                        <span className={table.muted}>({gifts(total.count)})</span>
                      </span>
                    ) : (
                      <span className={table.muted}>—</span>
                    )}
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
