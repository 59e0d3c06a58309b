// What every CSV export of the dashboard answers with: the file, named by the church's date, and
// its dates written the way a spreadsheet reads them.
import type { FastifyReply } from 'fastify'
import { CHURCH_TIME_ZONE, churchDate } from '#common/church-time.ts'

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

/** Sends `csv` as the download `<name>-YYYY-MM-DD.csv`, dated in Santiago. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${churchDate(reply.server.now())}.csv"`)
    .send(csv)
}
