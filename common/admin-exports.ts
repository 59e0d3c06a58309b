// The CSV exports of the dashboard: each file's name and columns (header, and the value of each
// cell), written once for the server (server/src/routes/admin/export-routes.ts, donation-routes.ts)
// and the mocks, so a spreadsheet gets the same columns from both.
import { CHURCH_TIME_ZONE, churchTimeToUtc } from './church-time.ts'
import { type CsvCell, type CsvSeparator, toCsv } from './csv.ts'
import {
  MEMBER_STATUS_LABELS,
  MESSAGE_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type AdminMember,
  type AdminMessage,
  type AdminRequest,
  type ExportRange,
} from './schemas/admin-follow-up.ts'
import { GIFT_METHOD_LABELS, centsToDecimal, type Gift } from './schemas/gift.ts'
import type { NewsletterSubscriber } from './schemas/newsletter-subscription.ts'
import { MEMBER_FIELDS, MESSAGE_FIELDS, REQUEST_FIELDS, type Field } from './submission-fields.ts'

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CsvCell
}

export interface CsvExport<T> {
  /** The file is `<name>-<church date>.csv`. */
  name: string
  columns: readonly CsvColumn<T>[]
}

// "2026-11-22 06:00", Santiago time: readable, sortable, and parsed as a date by spreadsheets.
const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHURCH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
export function csvDateTime(iso: string): string {
  const part = Object.fromEntries(localTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}

const formColumns = <T>(fields: readonly Field<T>[]): CsvColumn<T>[] =>
  fields.map((field) => ({ header: field.label, value: field.value }))

/** After a form's own fields: where its follow-up stands, and when it came in. */
const followUpColumns = <S extends string>(
  labels: Record<S, string>,
): CsvColumn<{ status: S; createdAt: string }>[] => [
  { header: 'Statut', value: (row) => labels[row.status] },
  { header: 'Reçu le', value: (row) => csvDateTime(row.createdAt) },
]

export const MEMBERS_CSV: CsvExport<AdminMember> = {
  name: 'membres',
  columns: [...formColumns(MEMBER_FIELDS), ...followUpColumns(MEMBER_STATUS_LABELS)],
}

export const MESSAGES_CSV: CsvExport<AdminMessage> = {
  name: 'messages',
  columns: [...formColumns(MESSAGE_FIELDS), ...followUpColumns(MESSAGE_STATUS_LABELS)],
}

export const REQUESTS_CSV: CsvExport<AdminRequest> = {
  name: 'demandes',
  columns: [...formColumns<AdminRequest>(REQUEST_FIELDS), ...followUpColumns(REQUEST_STATUS_LABELS)],
}

export const NEWSLETTER_CSV: CsvExport<NewsletterSubscriber> = {
  name: 'abonnes',
  columns: [
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Inscrit le', value: (row) => csvDateTime(row.createdAt) },
  ],
}

export const GIFTS_CSV: CsvExport<Gift> = {
  name: 'dons',
  columns: [
    { header: 'Date', value: (gift) => gift.date },
    { header: 'Montant', value: (gift) => centsToDecimal(gift.amountCents) },
    { header: 'Devise', value: (gift) => gift.currency },
    { header: 'Moyen de paiement', value: (gift) => GIFT_METHOD_LABELS[gift.method] },
    { header: 'Donateur', value: (gift) => gift.donor },
    { header: 'Note', value: (gift) => gift.note },
    { header: 'Enregistré par', value: (gift) => gift.createdBy },
    { header: 'Enregistré le', value: (gift) => csvDateTime(gift.createdAt) },
  ],
}

/** The day after a YYYY-MM-DD date. */
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/**
 * Whether a record received at `createdAt` (ISO instant) falls in the export's days, both
 * included, counted in Santiago: « Au 30 novembre » keeps a message sent at 23:30 there, which is
 * already December 1st in UTC.
 */
export function receivedWithin({ from, to }: ExportRange): (row: { createdAt: string }) => boolean {
  const after = from ? churchTimeToUtc(from, 0, 0).toISOString() : null
  const before = to ? churchTimeToUtc(nextDay(to), 0, 0).toISOString() : null
  return ({ createdAt }) => (after === null || createdAt >= after) && (before === null || createdAt < before)
}

/**
 * `membres-2026-11-22.csv`: the export's name and the church's date of the download;
 * `membres-2026-11-22-excel.csv` for the semicolon file, so both can sit in one folder.
 */
export const csvFileName = ({ name }: { name: string }, churchDate: string, separator: CsvSeparator = ',') =>
  `${name}-${churchDate}${separator === ';' ? '-excel' : ''}.csv`

/** The whole file (see toCsv): the headers, then one line per row, read lazily from `rows`. */
export function writeCsv<T>(csv: CsvExport<T>, rows: Iterable<T>, separator: CsvSeparator = ','): string {
  return toCsv(
    csv.columns.map((column) => column.header),
    (function* () {
      for (const row of rows) yield csv.columns.map((column) => column.value(row))
    })(),
    separator,
  )
}
