// How the dashboard's list says an event's days and repeats: the site's words, and the dates left out.
import { formatLongDate } from '#common/format-date.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { repeatText } from '#src/features/events/index.ts'

/** The first day (as `format` writes it), and « au <last day> » for an event over several days. */
export const eventSpanText = (event: Pick<ChurchEvent, 'date' | 'endDate'>, format: (date: string) => string) =>
  event.endDate && event.endDate !== event.date
    ? `${format(event.date)} au ${formatLongDate(event.endDate)}`
    : format(event.date)

/** « Chaque semaine, le jeudi, jusqu’au …, sauf 2 dates ». */
export function repeatSummary(event: Pick<ChurchEvent, 'date' | 'recurrence'>): string {
  const n = event.recurrence?.exceptions.length ?? 0
  return `${repeatText(event)}${n > 0 ? `, sauf ${n === 1 ? '1 date' : `${n} dates`}` : ''}`
}
