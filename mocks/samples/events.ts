// The sample events of the mocked backend: two past ones (the dashboard lists them, the site
// does not) and the upcoming samples the server seeds on its first start.
import { upcomingSampleEvents } from '#common/seed/services-and-events.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { clockNow } from '../clock.ts'
import { daysAgo } from './dates.ts'

export function sampleEvents(): ChurchEvent[] {
  const past = (id: number, days: number, title: string, category: string): ChurchEvent => ({
    id,
    title,
    category,
    date: daysAgo(days).slice(0, 10),
    time: '18:00 - 20:00',
    description: 'Événement passé, gardé pour mémoire.',
    location: 'Temple principal, Santiago',
  })
  return [
    past(5, 75, 'Soirée de louange', 'Louange'),
    past(6, 20, 'Baptêmes au fleuve Yaque', 'Cérémonie'),
    ...upcomingSampleEvents(clockNow()),
  ].sort((a, b) => a.date.localeCompare(b.date))
}
