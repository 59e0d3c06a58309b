// What every CSV export of the dashboard answers with: the file named by the church's date, its
// columns as common/admin-exports.ts defines them (the mocks answer with the same).
import type { FastifyReply } from 'fastify'
import { type CsvExport, csvFileName, writeCsv } from '#common/admin-exports.ts'
import { churchDate } from '#common/church-time.ts'
import { csvSeparatorOf } from '#common/csv.ts'

/**
 * Sends `rows` as the download `<name>-YYYY-MM-DD.csv`, dated in Santiago; with
 * `?separateur=point-virgule`, the semicolon file for French Excel.
 */
export function sendCsv<T>(reply: FastifyReply, csv: CsvExport<T>, rows: Iterable<T>) {
  const separator = csvSeparatorOf(reply.request.url)
  const fileName = csvFileName(csv, churchDate(reply.server.now()), separator)
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(writeCsv(csv, rows, separator))
}
