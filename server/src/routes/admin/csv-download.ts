// What every CSV export of the dashboard answers with: the file named by the church's date, its
// columns as common/admin-exports.ts defines them (the mocks answer with the same).
import type { FastifyReply } from 'fastify'
import { type CsvExport, csvFileName, writeCsv } from '#common/admin-exports.ts'
import { churchDate } from '#common/church-time.ts'

/** Sends `rows` as the download `<name>-YYYY-MM-DD.csv`, dated in Santiago. */
export function sendCsv<T>(reply: FastifyReply, csv: CsvExport<T>, rows: Iterable<T>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(csv, churchDate(reply.server.now()))}"`)
    .send(writeCsv(csv, rows))
}
