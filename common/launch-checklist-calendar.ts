// « Avant la mise en ligne », the calendar's part: two services of the timetable at the same time,
// and the sample events a new installation starts with (common/seed/services-and-events.ts) still
// in the calendar. Pure, like launch-checklist.ts.
import { adminTabPath } from './admin-dashboard-pages.ts'
import { upcomingSampleEvents } from './seed/services-and-events.ts'
import type { LaunchItem } from './schemas/launch-checklist.ts'
import { readTimeRange } from './schemas/time-range.ts'

type ServiceTimes = { id: number; name: string; day: string; time: string }
type EventText = { title: string; description: string }

/** The minutes a service takes in its day, end excluded; a start alone counts as one minute. */
function minutesOf(time: string): { from: number; to: number } | undefined {
  const range = readTimeRange(time)
  if (!range) return undefined
  const from = range.start[0] * 60 + range.start[1]
  const to = range.end ? range.end[0] * 60 + range.end[1] : from + 1
  return { from, to: Math.max(to, from + 1) }
}

/**
 * The pairs of services held the same day at overlapping times, in the timetable's order. One that
 * ends when the next starts (09:00 - 10:30, then 10:30 - 11:30) does not overlap it.
 */
export function overlappingServices<T extends ServiceTimes>(services: readonly T[]): [T, T][] {
  const pairs: [T, T][] = []
  services.forEach((first, index) => {
    const a = minutesOf(first.time)
    if (!a) return
    for (const second of services.slice(index + 1)) {
      const b = minutesOf(second.time)
      if (b && first.day === second.day && a.from < b.to && b.from < a.to) pairs.push([first, second])
    }
  })
  return pairs
}

const SAMPLE_EVENTS = new Set(upcomingSampleEvents().map((event) => `${event.title}\n${event.description}`))

/** The events that are still the samples: their title and their text unchanged. */
export const sampleEventsIn = <T extends EventText>(events: readonly T[]): T[] =>
  events.filter((event) => SAMPLE_EVENTS.has(`${event.title}\n${event.description}`))

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one)

export function calendarItems(services: readonly ServiceTimes[], events: readonly EventText[]): LaunchItem[] {
  const items: LaunchItem[] = overlappingServices(services).map(([first, second]) => ({
    key: `services.${first.id}.${second.id}`,
    label: `Cultes : « ${first.name} » et « ${second.name} » ont lieu en même temps`,
    value: `${first.day} ${first.time} et ${second.time}`,
    action: 'Corrigez l’heure de l’un des deux : l’un peut commencer quand l’autre finit, pas avant.',
    href: adminTabPath('cultes'),
  }))
  const samples = sampleEventsIn(events)
  if (samples.length > 0)
    items.push({
      key: 'events',
      label: `Événements : ${samples.length} ${plural(samples.length, 'événement d’exemple', 'événements d’exemple')}`,
      value: samples.map((event) => event.title).join(' · '),
      action: `Supprimez-${plural(samples.length, 'le', 'les')}, ou ${plural(samples.length, 'remplacez-le', 'remplacez-les')} par les événements de l’église.`,
      href: adminTabPath('evenements'),
    })
  return items
}
